import { expect, test } from 'vitest';
import { LinkChecker, LinkState, type LinkResult } from 'linkinator';
import { siteConfig } from '../../src/config/site';
import { getSiteRoutes } from '../../src/content/site-routes';
import { request, siteOrigin } from './site';

/**
 * Link gate (quality issue, item 2): a linkinator crawl of the production server from / finds no
 * broken internal link, image, PDF, video or font. A route of getSiteRoutes() that the crawl does not
 * reach from / is listed and crawled on its own, so every page's links are checked.
 * Beyond linkinator it checks
 * - fonts and pictures named in the CSS (`url(...)`), which linkinator does not read,
 * - `#fragment` targets of internal links (the element with that id exists on the target page).
 * External links are skipped: the gate must not depend on the network. Absolute URLs to the site's
 * configured origin (canonical, Open Graph) are checked against the server under test instead.
 * All variants of a picture (`/_img/<source>.<width>.<format>`) are written by
 * scripts/prepare-images.ts in one pass over the same source, so one variant per picture is checked,
 * which keeps the crawl to about a minute; tests/site/images.test.ts checks every width and format.
 */

test('no broken internal link, image, PDF, video or font from / and every route', { timeout: 300_000 }, async () => {
  const origin = siteOrigin();
  const configured = new URL(siteConfig.defaultUrl).origin;
  const seenImages = new Set<string>();
  const checked = new Set<string>();

  /** Crawls from `starts`, skipping external URLs, repeated image widths and whatever an earlier crawl checked. */
  const crawl = async (starts: string[]): Promise<LinkResult[]> => {
    const { links } = await new LinkChecker().check({
      path: starts,
      recurse: true,
      concurrency: 6,
      timeout: 60_000,
      urlRewriteExpressions: [
        { pattern: new RegExp(`^${configured.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`), replacement: origin },
      ],
      linksToSkip: async (link) => {
        const url = new URL(link);
        if (url.origin !== origin || (checked.has(link) && !starts.includes(link))) return true;
        const variant = /^\/_img\/(.+)\.\d+\.(?:avif|webp)$/.exec(url.pathname);
        if (variant) {
          if (seenImages.has(variant[1]!)) return true;
          seenImages.add(variant[1]!);
        }
        return false;
      },
    });
    const internal = links.filter((link) => link.state !== LinkState.SKIPPED);
    for (const link of internal) checked.add(link.url);
    return internal;
  };

  const fromHome = await crawl([`${origin}/`]);
  const reached = new Set(fromHome.map((link) => new URL(link.url).pathname));
  const orphans = getSiteRoutes().filter((route) => !reached.has(route.path));
  const internal = orphans.length
    ? [...fromHome, ...(await crawl(orphans.map((route) => `${origin}${route.path}`)))]
    : fromHome;
  const problems = internal
    .filter((link) => link.state === LinkState.BROKEN)
    .map((link) => `${link.status ?? 0} ${link.url} (linked from ${link.parent ?? 'the start list'})`);

  // Fonts and pictures referenced from stylesheets.
  const stylesheets = [...new Set(internal.map((l) => l.url).filter((u) => new URL(u).pathname.endsWith('.css')))];
  for (const sheet of stylesheets) {
    const css = await (await request(sheet)).text();
    for (const match of css.matchAll(/url\(\s*(['"]?)([^'")]+)\1\s*\)/g)) {
      const ref = match[2]!;
      if (ref.startsWith('data:') || ref.startsWith('#')) continue;
      const url = new URL(ref, sheet);
      if (url.origin !== origin) continue;
      const { status } = await request(url.href, { method: 'HEAD' });
      if (status >= 400) problems.push(`${status} ${url.href} (url() in ${sheet})`);
    }
  }

  // #fragment targets of internal links (linkinator drops the fragment before it checks a URL).
  const pages = new Map<string, Promise<string>>();
  const html = (url: string) => {
    if (!pages.has(url))
      pages.set(
        url,
        request(url).then((r) => r.text()),
      );
    return pages.get(url)!;
  };
  // Pages are the extension-less paths, minus build files, the API and generated images (opengraph-image).
  const isPage = (url: URL) =>
    url.origin === origin &&
    !/\.[a-z0-9]+$/i.test(url.pathname) &&
    !/^\/(_next|api)\//.test(url.pathname) &&
    !/\/(opengraph-image|twitter-image|icon|apple-icon)[^/]*$/.test(url.pathname);
  const crawledPages = [...new Set(internal.map((l) => l.url).filter((u) => isPage(new URL(u))))];
  const fragments = new Set<string>();
  for (const page of crawledPages) {
    for (const match of (await html(page)).matchAll(/<a\b[^>]*\shref="([^"]*#[^"]+)"/g)) {
      const url = new URL(match[1]!.replace(/&amp;/g, '&'), page);
      if (url.origin !== origin) continue;
      const key = `${url.href} (linked from ${new URL(page).pathname})`;
      if (fragments.has(key)) continue;
      fragments.add(key);
      const id = decodeURIComponent(url.hash.slice(1));
      url.hash = '';
      if (!(await html(url.href)).includes(`id="${id}"`))
        problems.push(`${key}: no element with id "${id}" on ${url.pathname}`);
    }
  }

  console.log(
    `[links] ${internal.length} internal URLs checked, ${stylesheets.length} stylesheets read, ${fragments.size} #fragment links on ${crawledPages.length} pages` +
      (orphans.length
        ? `; not linked from / (crawled separately): ${orphans.map((r) => r.path).join(', ')}`
        : '; every route is reachable from /'),
  );
  expect(problems, `${problems.length} broken link(s):\n${problems.join('\n')}`).toEqual([]);
});
