import { serverLauncher, startServer, type RunningServer } from './page-weight/processes';

/**
 * The production server (`npm start`: server/launch.mjs running the build's server bundle, plain
 * JavaScript made from server/start.ts) on the test build, as the tests
 * that request pages start it: `npm test` once for both the HTTP checks and Playwright
 * (scripts/test.ts), else Playwright's web server (playwright.config.ts) or the HTTP checks' global
 * set-up (tests/site/server.ts) each their own. One place, so all test the same configuration.
 */

/**
 * Environment for `npm start`'s server on loopback `port`, serving the build as it is
 * (START_SKIP_BUILD; the build folder comes from NEXT_DIST_DIR, which `npm test` sets to `.next-test`).
 * `dataDir` is a folder of its own, so tests never touch a developer's enquiries. The rate limits are
 * raised because the tests send hundreds of requests from one address; e-mail goes to the SMTP sink
 * that tests/e2e/enquiries.spec.ts runs on port 2525, and the outbox retries within a test's time.
 * The back office gets {@link testAdmin} as its first administrator.
 */
export function testServerEnv(port: number, dataDir: string): Record<string, string> {
  return {
    PORT: String(port),
    START_SKIP_BUILD: '1',
    DATA_DIR: dataDir,
    SITE_URL: `http://127.0.0.1:${port}`,
    SMTP_URL: 'smtp://127.0.0.1:2525',
    RATE_LIMIT_PER_MINUTE: '1000',
    RATE_LIMIT_PER_DAY: '10000',
    OUTBOX_POLL_MS: '200',
    OUTBOX_BACKOFF_BASE_MS: '500',
    // The back office's first administrator, created on the server's own store at start.
    ADMIN_EMAIL: testAdmin.email,
    ADMIN_PASSWORD: testAdmin.password,
  };
}

/** The administrator of the test server's back office (a test-only account on a temporary store). */
export const testAdmin = { email: 'admin@kavex.test', password: 'test-only passphrase 2026' } as const;

/**
 * Starts `npm start`'s server as deployed (`node server/launch.mjs`, which runs the build's server
 * bundle: so the tests prove the bundle works) with {@link testServerEnv} (NEXT_DIST_DIR and the rest of
 * the environment inherited; its warnings shown) through the benches' `startServer`, and resolves once
 * its home page answers 200. `stop()` ends it with its process group.
 * @param options.port loopback port; options.dataDir its data folder; options.env more environment
 *   (NEXT_DIST_DIR when the caller's own has none); options.timeoutMs how long the first answer may
 *   take (default 120,000 ms: it reads the build and starts filling its page cache); options.readyLog
 *   a line of its standard output to wait for as well (e.g. that every server process serves)
 * @throws when the server exits or does not answer in time (it is stopped first).
 */
export function startTestServer(options: {
  port: number;
  dataDir: string;
  env?: Record<string, string>;
  timeoutMs?: number;
  readyLog?: RegExp;
}): Promise<RunningServer> {
  return startServer({
    command: process.execPath,
    args: [serverLauncher],
    port: options.port,
    env: { ...process.env, ...options.env, ...testServerEnv(options.port, options.dataDir) },
    timeoutMs: options.timeoutMs ?? 120_000,
    readyLog: options.readyLog,
    showErrors: true,
  });
}
