import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { parseStat } from '../../bench/lib/process-cpu';
import { everyProcessReady } from '../../server/processes';
import type { RunningServer } from '../../scripts/page-weight/processes';
import { startTestServer } from '../../scripts/test-server';
import { connectionOutcome } from '../support/connection-outcome';

/**
 * `npm start` on every core end to end (decision 0043; the primary's rules are tested in
 * server/processes.test.ts): a server of its own on the test build with two server processes, since
 * one of them is killed and then the whole server is stopped.
 */
const port = Number(process.env.SITE_PROCESSES_PORT ?? 3105);
const dataDir = path.join('test-results', 'processes-data');
let server: RunningServer | undefined;
afterAll(() => server?.stop());

/** The pids of the processes whose parent is `parent` (Linux /proc, read as the benches read it). */
function childrenOf(parent: number): number[] {
  const children: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (parseStat(fs.readFileSync(`/proc/${entry}/stat`, 'utf8')).ppid === parent) children.push(Number(entry));
    } catch {
      // The process ended meanwhile.
    }
  }
  return children.sort((a, b) => a - b);
}

/** Whether `/api/health/live` answers 200 within 2 s. */
async function live(origin: string): Promise<boolean> {
  const answer = await fetch(`${origin}/api/health/live`, { signal: AbortSignal.timeout(2_000) }).catch(
    () => undefined,
  );
  return answer?.status === 200;
}

describe.runIf(process.platform === 'linux')('npm start with WEB_CONCURRENCY=2 (decision 0043)', () => {
  it('serves from two processes, replaces one killed outright while the other answers, and a SIGTERM to the primary alone stops both', async () => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    // Both processes serving before one is killed: one that ends before it ever served stops them all
    // (a broken environment is not forked for ever), which is another rule (server/processes.test.ts).
    server = await startTestServer({
      port,
      dataDir,
      // The primary's line is logged at `info`; a server started under Vitest is silent unless told.
      env: { WEB_CONCURRENCY: '2', LOG_LEVEL: 'info' },
      readyLog: new RegExp(everyProcessReady),
    });
    const { url: origin, pid: primary } = server;
    expect(childrenOf(primary)).toHaveLength(2);
    const [killed, kept] = childrenOf(primary) as [number, number];

    process.kill(killed, 'SIGKILL');
    // The other process answers meanwhile, and the primary starts a new one in the killed one's place.
    await expect.poll(() => live(origin), { timeout: 10_000, interval: 100 }).toBe(true);
    await expect
      .poll(() => childrenOf(primary).filter((pid) => pid !== killed).length, { timeout: 60_000, interval: 250 })
      .toBe(2);
    expect(childrenOf(primary)).toContain(kept);
    await expect.poll(() => live(origin), { timeout: 60_000, interval: 250 }).toBe(true);

    // An operator's `kill <pid>` reaches the primary only: it relays the signal, and every process ends.
    const processes = [primary, ...childrenOf(primary)];
    process.kill(primary, 'SIGTERM');
    await expect.poll(() => connectionOutcome(port), { timeout: 15_000, interval: 100 }).toBe('ECONNREFUSED');
    await expect
      .poll(() => processes.filter((pid) => fs.existsSync(`/proc/${pid}`)), { timeout: 15_000, interval: 100 })
      .toEqual([]);
    await server.stop();
    server = undefined;

    // The processes share the back office's SQLite file in WAL mode: a read in one never makes a
    // staff member's save in the other fail (SQLITE_BUSY answered 500 before).
    const cms = new BetterSqlite3(path.join(dataDir, 'cms.db'), { readonly: true });
    try {
      expect(cms.pragma('journal_mode', { simple: true })).toBe('wal');
    } finally {
      cms.close();
    }
  });
});
