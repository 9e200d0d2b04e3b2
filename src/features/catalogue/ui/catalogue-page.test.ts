import { describe, expect, it } from 'vitest';
import { getCatalogueRoutes } from '@/content/catalogue-routes';
import { catalogueMetadata } from './catalogue-page';

describe('catalogueMetadata: the browser tab title', () => {
  it('names the frequency once: product titles carry it already, category titles get it added', () => {
    const routes = getCatalogueRoutes();
    expect(routes.length).toBeGreaterThan(30);
    for (const route of routes) {
      const title = String(catalogueMetadata(route.path).title ?? '');
      expect(title.match(/\b[56]0\s*Hz\b/gi), `${route.path}: ${title}`).toHaveLength(1);
    }
    expect(catalogueMetadata('/products/50HZ/submersible-pumps/4-inch-ks-50hz-submersible-pump').title).toBe(
      '4 Inch KS Submersible Pump (50 Hz)',
    );
    expect(catalogueMetadata('/products/60HZ/submersible-pumps').title).toBe('Submersible Pumps (60 Hz)');
  });
});
