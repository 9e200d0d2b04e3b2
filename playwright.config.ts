import fs from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { testServerEnv } from './scripts/test-server';

/** Port of the production server the browser tests start (kept off 3000 so a dev server can run). */
const port = Number(process.env.E2E_PORT ?? 3100);

/**
 * Debian's headless build of Chromium (package chromium-headless-shell, which .ci/run installs) when
 * present, else Debian's full Chromium. The headless shell is the same Blink as Chromium without the
 * browser's own user interface: the full browser renders its tab strip in an extra process for every
 * test's window, which on two cores made the suite about 40 % slower (catalogue specs: 3.2 min
 * against 1.9 min). `E2E_CHROMIUM` picks another binary.
 */
const executablePath =
  process.env.E2E_CHROMIUM ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((file) => fs.existsSync(file)) ??
  '/usr/bin/chromium';

/**
 * Browser tests with Debian's Chromium (never a downloaded browser) against `next start` of the
 * production build made by `npm test`. The server gets its own data folder so tests never touch a
 * developer's enquiries.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // No retry: a test that passes only on a second try is a failing test (docs/testing.md).
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  // Pages hydrate, and dialogs fetch their code on first open, seconds late when two browsers and the
  // server share two busy cores: waits allow for that, so a slow machine is not a failing test.
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A failed test keeps its trace (actions with their timing and errors, the page's console, the
    // test's source) in test-results/; DOM snapshots, the screencast and with them the network log
    // are left out, because recording them for every test cost 38 % of the browser run's time (three
    // specs: 96 s against 56 s, 185 against 101 core-seconds, 2026-11-27), and every test pays it,
    // passing or not. For a failure that needs the page itself, rerun it with
    // `npx playwright test <spec> --trace on`.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: /back-office(-leads)?\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    // The back office's journeys publish on the news page and add enquiries the other specs check: they
    // run after them.
    {
      name: 'back-office',
      testMatch: /back-office(-leads)?\.spec\.ts/,
      dependencies: ['chromium'],
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
  ],
  webServer: {
    // `npm start`'s command (server/launch.mjs: the build's server bundle, made from server/start.ts:
    // client address from the socket, 405 for TRACE), on the test build as it is.
    command: 'node server/launch.mjs',
    url: `http://127.0.0.1:${port}/`,
    // Outside CI a running server is used (a developer's); in CI too when `npm test` started it for
    // the HTTP checks and Playwright (E2E_REUSE_SERVER, scripts/test.ts).
    reuseExistingServer: !process.env.CI || process.env.E2E_REUSE_SERVER === '1',
    timeout: 120_000,
    // tests/e2e/support/quote.ts reads the stored enquiries from the same folder.
    env: testServerEnv(port, process.env.E2E_DATA_DIR ?? 'test-results/e2e-data'),
  },
});
