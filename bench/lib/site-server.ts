import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { assertBuilt, siteDistDir } from '../../scripts/page-weight/dist';
import { nextBin, startServer, type RunningServer } from '../../scripts/page-weight/processes';

/**
 * `next start` of the site's production build (NEXT_DIST_DIR) for a bench, with its own temporary
 * data folder so that a bench never writes into a developer's enquiries, and no mail server (the
 * outbox writes .eml files into that folder).
 * @param env extra variables, e.g. a raised rate limit for the load bench
 * @throws Error when the site is not built or the server does not come up
 */
export async function startSite(
  port: number,
  env: Record<string, string> = {},
): Promise<RunningServer & { dataDir: string }> {
  assertBuilt(siteDistDir());
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kavex-bench-data-'));
  const server = await startServer({
    command: process.execPath,
    args: [nextBin, 'start', '-p', String(port), '-H', '127.0.0.1'],
    port,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      DATA_DIR: dataDir,
      SITE_URL: `http://127.0.0.1:${port}`,
      SMTP_URL: '',
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
