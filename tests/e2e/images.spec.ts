import { expect, test } from './support/test';
import { paths } from '../../src/config/paths';
import { waitHydrated } from './support/client-code';

/**
 * Pictures prepared at build (issue 16, docs/decisions/0010-prebuilt-images.md) in a browser: a 360 px
 * phone at 2× loads the 720 px AVIF, and a page fetches no picture of a route it prefetches. What the
 * HTML names (only `/_img/` variants, each existing; the banner's preload) is checked over HTTP in
 * tests/site/images.test.ts.
 */

const categoryPage = '/products/50HZ/submersible-pumps';
test('a page prefetches a route only on the visitor’s intent, and no banner of the routes it prefetches', async ({
  page,
}) => {
  const requested = new Set<string>();
  const prefetched: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/_img/')) requested.add(pathname);
    if (request.headers()['next-router-prefetch'] === '1') prefetched.push(pathname);
  });
  const response = await page.goto(paths.company);
  const html = (await response!.text()).replaceAll('&amp;', '&');
  const dealers = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dealers' });
  await waitHydrated(dealers);
  await page.waitForLoadState('networkidle');
  // Decision 0025: links in view no longer prefetch their routes (phones' data and main thread).
  expect(prefetched, 'routes prefetched before any intent').toEqual([]);
  // A hint in a prefetched payload would fetch that route's banner at once.
  const dealersPrefetch = page.waitForResponse(
    (r) => r.request().headers()['next-router-prefetch'] === '1' && new URL(r.url()).pathname === paths.dealers,
  );
  await dealers.hover();
  await dealersPrefetch;
  await page.waitForLoadState('networkidle');
  expect(requested.size).toBeGreaterThan(0);
  expect(
    [...requested].filter((pathname) => !html.includes(pathname)),
    'pictures the page does not name',
  ).toEqual([]);
});

test.describe('on a 360 px phone at 2×', () => {
  // The screen too: the project's desktop device has a 1920 px screen, and with `isMobile` Chromium
  // picks the preloaded candidate for that screen before the page's viewport meta applies.
  test.use({
    viewport: { width: 360, height: 740 },
    screen: { width: 360, height: 740 },
    deviceScaleFactor: 2,
    isMobile: true,
  });

  test('the banner loads its 720 px AVIF variant', async ({ page }) => {
    await page.goto(categoryPage);
    const banner = page.locator('section picture img').first();
    await expect(banner).toHaveAttribute('fetchpriority', 'high');
    await expect
      .poll(() => banner.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc))
      .toMatch(/\/_img\/banners\/50hz-submersible-pumps\.webp\.720\.avif$/);
  });
});
