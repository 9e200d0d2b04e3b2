import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '@/lib/runtime/env';
import { parseEnvFile, renderEnvFile } from './env-file';

const example = fs.readFileSync(path.join(__dirname, '..', '..', 'deploy', 'kavex.env.example'), 'utf8');
/** The values deploy:local writes (scripts/deploy/local.ts), with fixed secrets. */
const local = {
  SITE_URL: 'https://localhost:8443',
  DATA_DIR: '/work/site/deploy/local/data',
  DATABASE_URL: 'postgres://kavex_deploy:pw1@127.0.0.1:5432/kavex_deploy',
  PAYLOAD_SECRET: 'a'.repeat(64),
  ADMIN_EMAIL: 'deploy-check@example.com',
  ADMIN_PASSWORD: 'b'.repeat(24),
  SMTP_URL: '',
  TRUST_PROXY: '1',
  HEALTH_TOKEN: 'h'.repeat(48),
};

describe('parseEnvFile (systemd EnvironmentFile= syntax)', () => {
  it('reads NAME=value lines, keeps spaces inside a value, drops one pair of quotes and skips comments', () => {
    expect(
      parseEnvFile(
        '# comment\n; also\n\nA=1\nMAIL_FROM=Kavex Pumps website <no@example.com>\nB="two words"\nC=\nA=2\n',
      ),
    ).toEqual({ A: '2', MAIL_FROM: 'Kavex Pumps website <no@example.com>', B: 'two words', C: '' });
  });
});

describe('renderEnvFile (deploy/local/kavex.env from deploy/kavex.env.example)', () => {
  it('writes the example with the local values, which the app accepts: HTTPS origin, one proxy, no SMTP', () => {
    const text = renderEnvFile(example, local);
    const env = parseEnv(parseEnvFile(text));
    expect(env).toMatchObject({
      siteUrl: 'https://localhost:8443',
      trustProxyHops: 1,
      databaseUrl: local.DATABASE_URL,
      dataDir: local.DATA_DIR,
    });
    expect(env.smtpUrl).toBeUndefined();
    // The example's comments and its other settings stay as they are.
    expect(text.split('\n').filter((l) => l.startsWith('#'))).toEqual(
      example.split('\n').filter((l) => l.startsWith('#')),
    );
    expect(parseEnvFile(text).MAIL_FROM).toBe(parseEnvFile(example).MAIL_FROM);
  });

  it('refuses a variable the server file does not have, and a CHANGE placeholder left in', () => {
    expect(() => renderEnvFile(example, { ...local, NEXT_DIST_DIR: '.next-deploy' })).toThrow(/has no NEXT_DIST_DIR/);
    const withoutToken: Partial<typeof local> = { ...local };
    delete withoutToken.HEALTH_TOKEN;
    expect(() => renderEnvFile(example, withoutToken as Record<string, string>)).toThrow(/HEALTH_TOKEN/);
    expect(() => renderEnvFile(example, { ...local, ADMIN_EMAIL: 'a@b.example\nSMTP_URL=smtp://x' })).toThrow(
      /span lines/,
    );
  });
});
