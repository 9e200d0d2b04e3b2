import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { getEnv } from '@/lib/runtime/env';
import { cmsDataDir } from './storage';

/**
 * The key that signs staff sessions: `PAYLOAD_SECRET`, or on a single machine without it a random
 * key made once and kept in `DATA_DIR/cms-secret` (mode 0600), so `npm start` needs no setting and
 * sessions survive a restart. Several instances must share one `PAYLOAD_SECRET` (docs/configuration.md, issue 50).
 */
export function cmsSecret(): string {
  const configured = getEnv().payloadSecret;
  if (configured) return configured;
  const file = path.join(cmsDataDir(), 'cms-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const secret = crypto.randomBytes(32).toString('hex');
    try {
      fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
      return secret;
    } catch {
      // Another process wrote it first: use theirs.
      return fs.readFileSync(file, 'utf8').trim();
    }
  }
}
