import { spawn, type ChildProcess } from 'node:child_process';

/**
 * The production server (`server/start.ts`, what `npm start` runs) on the test build, as the tests
 * that request pages start it: `npm test` once for both the HTTP checks and Playwright
 * (scripts/test.ts), else Playwright's web server (playwright.config.ts) or the HTTP checks' global
 * set-up (tests/site/server.ts) each their own. One place, so all test the same configuration.
 */

/**
 * Environment for `npx tsx server/start.ts` on loopback `port`, serving the build as it is
 * (START_SKIP_BUILD; the build folder comes from NEXT_DIST_DIR, which `npm test` sets to `.next-test`).
 * `dataDir` is a folder of its own, so tests never touch a developer's enquiries. The rate limits are
 * raised because the tests send hundreds of requests from one address; e-mail goes to the SMTP sink
 * that tests/e2e/enquiries.spec.ts runs on port 2525, and the outbox retries within a test's time.
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
  };
}

/** A server started by {@link startTestServer}. */
export interface TestServer {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** Stops the server (and the npx and tsx processes around it); resolves once it has exited. */
  stop: () => Promise<void>;
}

/** Resolves once `url` answers 200, polling every 250 ms; rejects after `timeoutMs` or when `child` exits. */
async function waitForServer(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with status ${child.exitCode} before answering`);
    try {
      if ((await fetch(url)).status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer ${url} within ${timeoutMs} ms`);
}

/**
 * Starts `server/start.ts` with {@link testServerEnv} (NEXT_DIST_DIR and the rest of the environment
 * inherited) and resolves once its home page answers 200.
 * @param options.port loopback port; options.dataDir its data folder; options.env more environment
 *   (NEXT_DIST_DIR when the caller's own has none); options.timeoutMs how long the first answer may
 *   take (default 120,000 ms: it reads the build and starts filling its page cache)
 * @throws when the server exits or does not answer in time (it is stopped first).
 */
export async function startTestServer(options: {
  port: number;
  dataDir: string;
  env?: Record<string, string>;
  timeoutMs?: number;
}): Promise<TestServer> {
  const origin = `http://127.0.0.1:${options.port}`;
  // Its own process group, so stopping it stops npx, tsx and the server together.
  const child = spawn('npx', ['tsx', 'server/start.ts'], {
    env: { ...process.env, ...options.env, ...testServerEnv(options.port, options.dataDir) },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(-child.pid!, 'SIGTERM');
    await exited;
  };
  try {
    await waitForServer(`${origin}/`, child, options.timeoutMs ?? 120_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}
