import fs from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { paths } from '../../src/config/paths';
import { getBlogs } from '../../src/content/blogs';
import { request } from './site';

/**
 * Pictures prepared at build (issue 16, docs/decisions/0010-prebuilt-images.md) as the server sends
 * them: the prerendered HTML names only the static variants under `/_img/` (never the `/_next/image`
 * optimiser, which is switched off), every variant it names exists with the right type, and the
 * page's banner is preloaded with `fetchpriority="high"`. That a phone picks the 720 px variant is
 * checked in Chromium (tests/e2e/images.spec.ts).
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

test('prerendered pages name no /_next/image URL, and every picture variant they name exists', async () => {
  const variants = new Set<string>();
  for (const path of pages) {
    const response = await request(path);
    expect(response.status, path).toBe(200);
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
    const response = await request(url, { method: 'HEAD' });
    expect(response.status, url).toBe(200);
    expect(response.headers.get('content-type'), url).toBe(type);
  }
  expect(variants.size, 'variants checked').toBeGreaterThan(100);
});

test('the request-time optimiser is switched off', async () => {
  const response = await request(`/_next/image?url=${encodeURIComponent('/images/pages/award.webp')}&w=1080&q=75`);
  expect(response.status).toBe(404);
});

test('a banner is preloaded from the head with fetchpriority=high, its AVIF srcset holding the 720 px phone variant', async () => {
  for (const path of [categoryPage, paths.company]) {
    const html = await (await request(path)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const preloads = [...head.matchAll(/<link\b[^>]*>/g)]
      .map((m) => m[0])
      .filter((tag) => /rel="preload"/.test(tag) && /as="image"/.test(tag) && /type="image\/avif"/.test(tag));
    expect(preloads, path).toHaveLength(1);
    expect(preloads[0], path).toMatch(/fetchPriority="high"/i);
    expect(preloads[0], path).toMatch(/imageSrcSet="[^"]*\.720\.avif 720w/i);
  }
});
