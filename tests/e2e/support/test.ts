import { test as base, type Page } from '@playwright/test';
import { waitForHydration } from './client-code';

export * from '@playwright/test';

/**
 * Makes a page refuse the home hero's looping background video (`/media/hero.webm` and `.mp4`) in the browser itself, through the
 * DevTools protocol's blocked URLs, before its first navigation. Not `route()`: any route makes
 * Playwright intercept every request of the page and answer it from the test process, which cost
 * about a quarter of each page load (20 loads of five pages, one worker: 3.4–3.6 s blocked this
 * way against 4.7–5.7 s with a route, 2026-11-27). Blocked requests fail as `net::ERR_BLOCKED_BY_CLIENT`.
 */
export async function refuseHeroVideo(page: Page): Promise<void> {
  const session = await page.context().newCDPSession(page);
  // Blocking applies only while the session has the Network domain enabled.
  await session.send('Network.enable');
  await session.send('Network.setBlockedURLs', { urls: ['*/media/hero.webm', '*/media/hero.mp4'] });
}

/** Options of the site's browser tests, set with `test.use()`. */
export interface SiteTestOptions {
  /**
   * Whether the home hero's background video is served ('served') or refused ('refused', the
   * default). Decoding the looping video keeps one of the two cores busy for as long as a page shows
   * it (1.05 cores on the idle home page against 0.01 with it refused, measured 2026-11-27), and
   * the still frame under it is what every test not about the video needs. A test of the video
   * itself sets 'served'.
   */
  heroVideo: 'served' | 'refused';
}

/**
 * Playwright's `test`, for every spec of this folder (ESLint refuses `test` from '@playwright/test'
 * there): the test's `page` refuses the hero video ({@link refuseHeroVideo}) unless the test sets
 * `test.use({ heroVideo: 'served' })`. Another page the test opens is not covered: call
 * {@link refuseHeroVideo} on it when it shows the home page with scripts. With JavaScript on, its
 * `goto` and `reload` resolve once the page has hydrated ({@link waitForHydration}), unless asked to
 * wait only for `commit` or `domcontentloaded`. Everything else
 * of '@playwright/test' is re-exported unchanged.
 */
/** Whether a navigation that waits `until` also waits for hydration: for `load` (the default) and `networkidle`. */
const hydrates = (until: string | undefined) => until === undefined || until === 'load' || until === 'networkidle';

export const test = base.extend<SiteTestOptions>({
  heroVideo: ['refused', { option: true }],
  // The fixture callback is named `runTest`, not `use`: ESLint takes `use` for the React hook.
  page: async ({ page, heroVideo, javaScriptEnabled }, runTest) => {
    if (heroVideo === 'refused') {
      if (process.env.ZZ_ROUTE) await page.context().route(/\/media\/hero\.(?:webm|mp4)$/, (r) => r.abort());
      else await refuseHeroVideo(page);
    }
    if (javaScriptEnabled !== false) {
      // A site page's scripts run after its first paint (decision 0031), so `load` no longer means
      // hydrated: page.goto and page.reload also wait for hydration, as a visitor's next tap would.
      // A test that holds the scripts back or freezes the page's clock asks for less ('commit' or
      // 'domcontentloaded') and gets no wait.
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        if (hydrates(options?.waitUntil)) await waitForHydration(page);
        return response;
      };
      page.reload = async (options) => {
        const response = await reload(options);
        if (hydrates(options?.waitUntil)) await waitForHydration(page);
        return response;
      };
    }
    await runTest(page);
  },
});
