import { describe, expect, it } from 'vitest';
import { getCatalogueRoutes } from '@/content/catalogue-routes';
import { performanceProperties, productJsonLd, type ProductRoute } from './seo';

const origin = 'https://www.example.com';

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
