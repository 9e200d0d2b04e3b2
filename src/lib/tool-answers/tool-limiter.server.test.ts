import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { openMigratedDatabase } from '@/lib/db/database.server';
import { createToolRateLimiter, openToolLimitDatabase } from './tool-limiter.server';

vi.mock('server-only', () => ({}));

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kavex-tool-limit-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** SQLite's `synchronous` levels (https://sqlite.org/pragma.html#pragma_synchronous). */
const NORMAL = 1;
const FULL = 2;

describe('the tools’ counts on SQLite', () => {
  it('are committed without a flush each, while the enquiries on the same file keep theirs', async () => {
    const config = { sqliteFile: path.join(dataDir, 'enquiries.db') };
    const enquiries = await openMigratedDatabase(config);
    const counts = await openToolLimitDatabase(config);
    try {
      if (counts.dialect !== 'sqlite' || enquiries.dialect !== 'sqlite') throw new Error('SQLite expected');
      expect(counts.sqlite.pragma('synchronous', { simple: true })).toBe(NORMAL);
      expect(enquiries.sqlite.pragma('synchronous', { simple: true })).toBe(FULL);
      // Still the limit: two in 10 s, the third refused, seen by a limiter on the other connection too.
      const limiter = createToolRateLimiter(counts, { per10s: 2, perMinute: 100 });
      expect(await limiter.take('198.51.100.4')).toEqual({ allowed: true });
      expect(await limiter.take('198.51.100.4')).toEqual({ allowed: true });
      expect((await limiter.take('198.51.100.4')).allowed).toBe(false);
      const other = createToolRateLimiter(enquiries, { per10s: 2, perMinute: 100 });
      expect((await other.take('198.51.100.4')).allowed).toBe(false);
    } finally {
      await counts.close();
      await enquiries.close();
    }
  });
});
