/**
 * The production server (`server/start.ts`, what `npm start` runs) on the test build, as the tests
 * that request pages start it: Playwright's web server (playwright.config.ts) and the HTTP checks'
 * global set-up (tests/site/server.ts). One place, so both test the same configuration.
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
