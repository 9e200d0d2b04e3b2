import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { assertBuilt } from '../../scripts/page-weight/dist';
import { siteDistDir } from '../../server/dist-dir';
import { nextBin, serverLauncher, startServer, type RunningServer } from '../../scripts/page-weight/processes';
import { everyProcessReady } from '../../server/processes';

/** Which server runs the build: the site's own (`npm start`, with its page cache) or plain `next start`. */
export type SiteServerKind = 'npm start' | 'next start';

/**
 * The site's production build (NEXT_DIST_DIR) served for a bench, with its own temporary data
 * folder so that a bench never writes into a developer's enquiries, and no mail server (the outbox
 * writes .eml files into that folder). `npm start` (server/launch.mjs running the build's server
 * bundle, as deployed) is ready once every server process's page cache is full and Brotli-compressed, so no bench
 * measures the start-up work.
 * @param env extra variables, e.g. a raised rate limit for the load bench
 * @param kind which server, `npm start` by default
 * @throws Error when the site is not built or the server does not come up
 */
export async function startSite(
  port: number,
  env: Record<string, string> = {},
  kind: SiteServerKind = 'npm start',
): Promise<RunningServer & { dataDir: string }> {
  assertBuilt(siteDistDir());
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kavex-bench-data-'));
  const server = await startServer({
    command: process.execPath,
    args: kind === 'next start' ? [nextBin, 'start', '-p', String(port), '-H', '127.0.0.1'] : [serverLauncher],
    readyLog: kind === 'npm start' ? new RegExp(everyProcessReady) : undefined,
    // A busy shared machine fills and compresses the page cache slowly; the benches wait for it.
    timeoutMs: 300_000,
    port,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      DATA_DIR: dataDir,
      SITE_URL: `http://127.0.0.1:${port}`,
      SMTP_URL: '',
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      START_SKIP_BUILD: '1',
      ...env,
    },
    readyPath: '/api/health',
  });
  return {
    ...server,
    dataDir,
    stop: async () => {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
