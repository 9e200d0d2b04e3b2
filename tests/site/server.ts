import { spawn, type ChildProcess } from 'node:child_process';
import type { TestProject } from 'vitest/node';
import { testServerEnv } from '../support/test-server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the server under test, `http://127.0.0.1:<port>` (tests/site/server.ts). */
    siteOrigin: string;
  }
}

/** Port of the server these checks start (Playwright's is E2E_PORT, 3100, so both can run at once). */
const port = Number(process.env.SITE_CHECKS_PORT ?? 3101);
/** How long the server may take to answer its first page (ms): it reads the build and warms its page cache. */
const startTimeoutMs = 120_000;

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
 * Global set-up of the HTTP checks (vitest.site.config.mts): starts the production server on the
 * test build (`server/start.ts` with {@link testServerEnv}, NEXT_DIST_DIR from the environment) on
 * loopback port SITE_CHECKS_PORT (default 3101), waits for its home page and provides its origin as
 * `siteOrigin`; the returned teardown stops it. With SITE_CHECKS_URL set, that running server is used
 * instead and left running. Throws when the server does not answer within 120 s.
 */
export default async function startSite(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  if (process.env.SITE_CHECKS_URL) {
    project.provide('siteOrigin', new URL(process.env.SITE_CHECKS_URL).origin);
    return undefined;
  }
  const origin = `http://127.0.0.1:${port}`;
  // Its own process group, so the teardown stops npx, tsx and the server together.
  const child = spawn('npx', ['tsx', 'server/start.ts'], {
    env: { ...process.env, ...testServerEnv(port, 'test-results/site-data') },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(-child.pid!, 'SIGTERM');
    await exited;
  };
  try {
    await waitForServer(`${origin}/`, child, startTimeoutMs);
  } catch (error) {
    await stop();
    throw error;
  }
  project.provide('siteOrigin', origin);
  return stop;
}
