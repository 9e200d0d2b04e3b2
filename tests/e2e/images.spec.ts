import fs from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './support/test';
import { paths } from '../../src/config/paths';
import { waitHydrated } from './support/client-code';
import { getBlogs } from '../../src/content/blogs';

/**
 * Pictures prepared at build (issue 16, docs/decisions/0010-prebuilt-images.md): the prerendered
 * HTML names only the static variants under `/_img/` (never the `/_next/image` optimiser, which is
 * switched off), every variant it names exists with the right type, the page's banner is preloaded
 * with `fetchpriority="high"`, and a 360 px phone at 2× loads the 720 px AVIF.
 */

const categoryPage = '/products/50HZ/submersible-pumps';
const pages = [
  paths.home,
  categoryPage,
  '/products/50HZ/submersible-pumps/4-inch-ks-50hz-submersible-pump',
  paths.company,
  paths.gallery,
  paths.blog(getBlogs()[0]!.id),
];

/** Values of one attribute (case-insensitive name) on every tag of the HTML that has it. */
const attributeValues = (html: string, name: string) =>
  [...html.matchAll(new RegExp(`\\s${name}="([^"]*)"`, 'gi'))].map((m) => m[1]!.replaceAll('&amp;', '&'));

/** URLs of a `srcset` value. */
const srcsetUrls = (srcset: string) => srcset.split(',').map((entry) => entry.trim().split(/\s+/)[0]!);

test('prerendered pages name no /_next/image URL, and every picture variant they name exists', async ({ request }) => {
  test.setTimeout(120_000);
  const variants = new Set<string>();
  for (const path of pages) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    expect(html, path).not.toContain('/_next/image');
    expect(html, `${path}: an AVIF <source>`).toMatch(/<source type="image\/avif" srcSet="\/_img\//i);
    for (const srcset of attributeValues(html, 'srcset')) for (const url of srcsetUrls(srcset)) variants.add(url);
  }
  // Each variant is a file the build wrote into public/, which the server serves by its path: every
  // one is looked for on disk, and the server answers one of each type with that type (770 requests,
  // one at a time, were 4.7 s of the server's time; the link crawl requests the pages' pictures too).
  const sample = new Map<string, string>();
  for (const url of variants) {
    expect(url).toMatch(/^\/_img\/.+\.\d+\.(avif|webp)$/);
    expect(fs.existsSync(join('public', url)), `${url} is in public/`).toBe(true);
    sample.set(url.endsWith('.avif') ? 'image/avif' : 'image/webp', url);
  }
  expect([...sample.keys()].sort(), 'both picture types named').toEqual(['image/avif', 'image/webp']);
  for (const [type, url] of sample) {
    const response = await request.head(url);
    expect(response.status(), url).toBe(200);
    expect(response.headers()['content-type'], url).toBe(type);
  }
  expect(variants.size, 'variants checked').toBeGreaterThan(100);
});

test('the request-time optimiser is switched off', async ({ request }) => {
  const response = await request.get(`/_next/image?url=${encodeURIComponent('/images/pages/award.webp')}&w=1080&q=75`);
  expect(response.status()).toBe(404);
});

test('a banner is preloaded from the head with fetchpriority=high, its AVIF srcset holding the 720 px phone variant', async ({
  request,
}) => {
  for (const path of [categoryPage, paths.company]) {
    const html = await (await request.get(path)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const preloads = [...head.matchAll(/<link\b[^>]*>/g)]
      .map((m) => m[0])
      .filter((tag) => /rel="preload"/.test(tag) && /as="image"/.test(tag) && /type="image\/avif"/.test(tag));
    expect(preloads, path).toHaveLength(1);
    expect(preloads[0], path).toMatch(/fetchPriority="high"/i);
    expect(preloads[0], path).toMatch(/imageSrcSet="[^"]*\.720\.avif 720w/i);
  }
});

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
