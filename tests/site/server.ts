import type { TestProject } from 'vitest/node';
import { startTestServer } from '../../scripts/test-server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the server under test, `http://127.0.0.1:<port>` (tests/site/server.ts). */
    siteOrigin: string;
  }
}

/**
 * Global set-up of the HTTP checks (vitest.site.config.mts): provides the origin of the server under
 * test as `siteOrigin`. With SITE_CHECKS_URL set (`npm test` starts one server for these checks and
 * Playwright), that running server is used and left running; else the production server is started
 * on the test build (`startTestServer`, NEXT_DIST_DIR from the environment) on loopback port
 * SITE_CHECKS_PORT (default 3101, beside Playwright's 3100), and the returned teardown stops it.
 * @throws when the server does not answer within 120 s.
 */
export default async function startSite(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  if (process.env.SITE_CHECKS_URL) {
    project.provide('siteOrigin', new URL(process.env.SITE_CHECKS_URL).origin);
    return undefined;
  }
  const server = await startTestServer({
    port: Number(process.env.SITE_CHECKS_PORT ?? 3101),
    dataDir: 'test-results/site-data',
  });
  project.provide('siteOrigin', server.url);
  return server.stop;
}
