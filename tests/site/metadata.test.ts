import { describe, expect, test } from 'vitest';
import { paths } from '../../src/config/paths';
import { siteConfig } from '../../src/config/site';
import { getSiteRoutes, type SiteRoute } from '../../src/content/site-routes';
import { request } from './site';

/**
 * Metadata of issue 5 as the production server sends it: every route's title, description, canonical
 * URL, Open Graph and Twitter card with its share image (a 1200 × 630 PNG), the JSON-LD blocks and
 * their types, the icons, sitemap.xml and robots.txt.
 */

const routes = getSiteRoutes();

describe('metadata, share images and structured data', () => {
  test('every route has a unique title and description, canonical URL, Open Graph and Twitter card', async () => {
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    const images = new Set<string>();
    const long: string[] = [];
    for (const route of routes) {
      const html = await (await request(route.path)).text();
      const meta = (attribute: 'name' | 'property', key: string) =>
        new RegExp(`<meta ${attribute}="${key.replace(/[:]/g, '\\$&')}" content="([^"]*)"`).exec(html)?.[1];
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
      const description = meta('name', 'description');
      expect(title, `${route.path}: title names the company`).toContain(siteConfig.name);
      expect(description?.length, `${route.path}: description`).toBeGreaterThan(50);
      expect(titles.get(title!), `${route.path}: title also used by`).toBeUndefined();
      expect(descriptions.get(description!), `${route.path}: description also used by`).toBeUndefined();
      titles.set(title!, route.path);
      descriptions.set(description!, route.path);
      if (description!.length > 160) long.push(`${route.path} (${description!.length})`);

      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
      expect(canonical, `${route.path}: canonical`).toBeTruthy();
      expect(new URL(canonical!).pathname.replace(/\/$/, '') || '/', `${route.path}: canonical`).toBe(route.path);
      for (const key of ['og:title', 'og:description', 'og:image', 'og:site_name'])
        expect(meta('property', key), `${route.path}: ${key}`).toBeTruthy();
      expect(meta('name', 'twitter:card'), route.path).toBe('summary_large_image');
      expect(meta('name', 'twitter:image'), `${route.path}: twitter:image`).toBeTruthy();
      const image = new URL(meta('property', 'og:image')!.replace(/&amp;/g, '&'));
      if (['detail', 'static', 'listing', 'placeholder', 'blog'].includes(route.template)) {
        // A share image generated for this very page.
        expect(image.pathname, `${route.path}: og:image`).toMatch(new RegExp(`^${route.path}/opengraph-image`));
      }
      images.add(`${image.pathname}${image.search}`);
    }
    if (long.length > 0) console.log(`[metadata] descriptions over 160 characters: ${long.join(', ')}`);
    expect(images.size, 'share images found').toBeGreaterThan(0);
    for (const image of images) {
      const response = await request(image);
      expect(response.status, image).toBe(200);
      expect(response.headers.get('content-type'), image).toBe('image/png');
      const png = Buffer.from(await response.arrayBuffer());
      expect([png.readUInt32BE(16), png.readUInt32BE(20)], `${image}: size`).toEqual([1200, 630]);
    }
  });

  test('every JSON-LD block parses and has the expected types', async () => {
    const expectTypes = (route: SiteRoute, hasBreadcrumb: boolean) => {
      const types = ['Organization', 'WebSite'];
      if (hasBreadcrumb) types.push('BreadcrumbList');
      if (route.template === 'detail' || route.template === 'static') types.push('Product');
      if (route.template === 'blog') types.push('BlogPosting');
      return types.sort();
    };
    for (const route of routes) {
      const html = await (await request(route.path)).text();
      const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
        (m) => JSON.parse(m[1]!) as Record<string, unknown>,
      );
      const hasBreadcrumb = html.includes('aria-label="Breadcrumb"');
      const types = blocks.map((block) => block['@type'] as string).sort();
      expect(types, route.path).toEqual(expectTypes(route, hasBreadcrumb));
      for (const block of blocks) expect(block['@context'], route.path).toBe('https://schema.org');
      const organization = blocks.find((b) => b['@type'] === 'Organization')!;
      expect((organization.hasCertification as unknown[]).length).toBe(3);
      const breadcrumb = blocks.find((b) => b['@type'] === 'BreadcrumbList');
      if (breadcrumb) {
        const items = breadcrumb.itemListElement as { position: number; name: string; item?: string }[];
        expect(items.map((i) => i.position)).toEqual(items.map((_, i) => i + 1));
        expect(items[0]!.name).toBe('Home');
      }
      const product = blocks.find((b) => b['@type'] === 'Product');
      if (product && route.template === 'detail') {
        const properties = product.additionalProperty as { unitCode?: string; unitText?: string }[];
        expect(properties.length, route.path).toBeGreaterThan(0);
        expect(
          properties.some((p) => p.unitCode && p.unitText),
          route.path,
        ).toBe(true);
      }
    }
    // Pages with a breadcrumb per SPEC 2.4–2.11 really have one.
    const withTrail = routes.filter((r) =>
      ['company', 'contact', 'dealers', 'listing', 'placeholder', 'detail', 'blog'].includes(r.template),
    );
    for (const route of withTrail)
      expect((await (await request(route.path)).text()).includes('"@type":"BreadcrumbList"'), route.path).toBe(true);
  });

  test('icons exist so that no icon request 404s', async () => {
    const html = await (await request('/')).text();
    const icon = /<link rel="icon" href="([^"]+)"/.exec(html)?.[1];
    const apple = /<link rel="apple-touch-icon" href="([^"]+)"/.exec(html)?.[1];
    expect(icon).toBeTruthy();
    expect(apple).toBeTruthy();
    for (const href of [icon!, apple!, '/favicon.ico']) {
      const response = await request(href.replace(/&amp;/g, '&'));
      expect(response.status, href).toBe(200);
      expect(response.headers.get('content-type'), href).toMatch(/^image\//);
    }
  });

  test('sitemap.xml lists every route with a last-modified date; robots.txt points to it', async () => {
    const xml = await (await request('/sitemap.xml')).text();
    const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => ({
      path: new URL(/<loc>([^<]+)<\/loc>/.exec(m[1]!)![1]!).pathname.replace(/(.)\/$/, '$1'),
      lastmod: /<lastmod>([^<]+)<\/lastmod>/.exec(m[1]!)?.[1],
    }));
    const expected = routes.filter((r) => r.template !== 'thank-you' && r.template !== 'search').map((r) => r.path);
    expect(entries.map((e) => e.path).sort()).toEqual([...expected].sort());
    for (const entry of entries) {
      expect(entry.lastmod, entry.path).toBeTruthy();
      expect(Number.isNaN(Date.parse(entry.lastmod!)), entry.path).toBe(false);
    }
    for (const blog of routes.filter((r) => r.template === 'blog')) {
      expect(entries.find((e) => e.path === blog.path)!.lastmod!.slice(0, 10)).toBe(blog.lastModified);
    }
    const robots = await (await request('/robots.txt')).text();
    expect(robots).toMatch(/^Sitemap: https?:\/\/[^\s]+\/sitemap\.xml$/m);
    expect(robots).toContain(`Disallow: ${paths.thankYou}`);
    expect(robots).toContain('Disallow: /api/');
  });
});
