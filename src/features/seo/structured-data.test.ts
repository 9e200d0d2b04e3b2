import { describe, expect, it } from 'vitest';
import { getBlogs } from '@/content/blogs';
import { getCatalogueRoutes } from '@/features/catalogue/routes';
import { breadcrumbListJsonLd, serializeJsonLd } from '@/lib/json-ld';
import { truncateDescription } from './metadata';
import {
  blogPostingJsonLd,
  organizationJsonLd,
  performanceProperties,
  productJsonLd,
  type ProductRoute,
} from './structured-data';

const origin = 'https://www.example.com';

describe('organizationJsonLd', () => {
  it('names the company with its three certifications and absolute URLs', () => {
    const org = organizationJsonLd(origin) as unknown as Record<string, unknown>;
    expect(org['@type']).toBe('Organization');
    const certifications = org.hasCertification as { name: string; url: string }[];
    expect(certifications.map((c) => c.name)).toEqual([
      'Conformité Européenne',
      'International Organisation for Standardisation',
      'National Sanitation Foundation',
    ]);
    for (const c of certifications) expect(c.url).toMatch(/^https:\/\/www\.example\.com\/certificates\/\w+\.pdf$/);
  });
});

describe('productJsonLd', () => {
  const routes = getCatalogueRoutes().filter((r): r is ProductRoute => r.kind === 'detail' || r.kind === 'static');

  it('describes every product page, with each figure in additionalProperty carrying a unit', () => {
    expect(routes.length).toBeGreaterThan(30);
    for (const route of routes) {
      const product = productJsonLd(route, origin) as unknown as Record<string, unknown>;
      expect(product['@type']).toBe('Product');
      expect(product.url).toBe(`${origin}${route.path}`);
      const properties = (product.additionalProperty ?? []) as Record<string, unknown>[];
      for (const property of properties) {
        if (property.name === 'Supply phases') continue;
        expect(property.unitCode, `${route.path} ${String(property.name)}`).toMatch(/^[A-Z0-9]{3}$/);
        expect(property.unitText).toBeTruthy();
      }
    }
    const details = routes.filter((r) => r.kind === 'detail');
    expect(
      details.every(
        (r) =>
          ((productJsonLd(r, origin) as unknown as { additionalProperty?: unknown[] }).additionalProperty ?? [])
            .length > 0,
      ),
    ).toBe(true);
  });

  it('writes ranges as min/max and single figures as values', () => {
    expect(performanceProperties({ flowM3h: { min: 0.4, max: 19 }, speedRpm: [2900], maxPressureBar: 54 })).toEqual([
      { '@type': 'PropertyValue', name: 'Flow rate', unitCode: 'MQH', unitText: 'm³/h', minValue: 0.4, maxValue: 19 },
      { '@type': 'PropertyValue', name: 'Speed', unitCode: 'RPM', unitText: 'rpm', value: 2900 },
      { '@type': 'PropertyValue', name: 'Maximum pressure', unitCode: 'BAR', unitText: 'bar', value: 54 },
    ]);
  });
});

describe('blogPostingJsonLd', () => {
  it('describes each post with dates, publisher and absolute image', () => {
    for (const blog of getBlogs()) {
      const post = blogPostingJsonLd(blog, origin) as unknown as Record<string, unknown>;
      expect(post['@type']).toBe('BlogPosting');
      expect(post.headline).toBe(blog.title);
      expect(post.datePublished).toBe(blog.published);
      expect(post.image).toEqual([`${origin}${blog.image}`]);
    }
  });
});

describe('breadcrumbListJsonLd', () => {
  it('keeps linked steps and the current page, with absolute item URLs', () => {
    const list = breadcrumbListJsonLd(
      [
        { label: 'Home', href: '/' },
        { label: '50 HZ' },
        { label: 'Submersible Pumps', href: '/products/50HZ/submersible-pumps' },
        { label: '4 inch' },
      ],
      origin,
    );
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.example.com/' },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'Submersible Pumps',
        item: 'https://www.example.com/products/50HZ/submersible-pumps',
      },
      { '@type': 'ListItem', position: 3, name: '4 inch' },
    ]);
  });
});

describe('serializeJsonLd', () => {
  it('cannot close its script element and parses back to the same data', () => {
    const data = { name: '</script><script>alert(1)</script> & \u2028' };
    const text = serializeJsonLd(data);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual(data);
  });
});

describe('truncateDescription', () => {
  it('keeps short text, cuts long text at a word with an ellipsis', () => {
    expect(truncateDescription('  Short   text. ')).toBe('Short text.');
    const long = 'word '.repeat(60);
    const cut = truncateDescription(long, 50);
    expect(cut.length).toBeLessThanOrEqual(50);
    expect(cut.endsWith('word…')).toBe(true);
  });
});
