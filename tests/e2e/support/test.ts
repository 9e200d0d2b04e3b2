import { test as base } from '@playwright/test';

export * from '@playwright/test';

/** The home hero's looping background video, both formats (`home.hero.webm` and `.mp4`). */
export const heroVideoPattern = /\/media\/hero\.(?:webm|mp4)$/;

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
 * there): each browser context of a test refuses the hero video unless the test sets
 * `test.use({ heroVideo: 'served' })`. A context made by hand (`browser.newContext()`) is not
 * covered. Everything else of '@playwright/test' is re-exported unchanged.
 */
export const test = base.extend<SiteTestOptions>({
  heroVideo: ['refused', { option: true }],
  // The fixture callback is named `runTest`, not `use`: ESLint takes `use` for the React hook.
  context: async ({ context, heroVideo }, runTest) => {
    if (heroVideo === 'refused') await context.route(heroVideoPattern, (route) => route.abort());
    await runTest(context);
  },
});
