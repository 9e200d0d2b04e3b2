import { describe, expect, it } from 'vitest';
import { getCatalogue } from '@/content/catalogue';
import {
  catalogueParams,
  findCatalogueRoute,
  getCatalogueRoutes,
  getProductMenu,
  getRelatedProducts,
} from './catalogue-routes';

/** The product routes of SPEC 2.1 other than the {id} detail routes. */
const specRoutes = [
  ...[
    'submersible-pumps',
    'submersible-motors',
    'pressure-boosting-pumps',
    'end-suction-pumps',
    'split-case-pumps',
    'split-case-pumps/Horizontal-Split-Case-Pumps',
    'vertical-turbine-pumps',
    'waste-water-pumps',
    'centrifugal-monoblock-pumps',
    'openwell-submersible-pumps',
    'peripheral-pumps',
    'pipes/uPVC-pipes',
    'cables/submersible-cables',
    'control-panel',
  ].map((p) => `/products/50HZ/${p}`),
  ...[
    'submersible-pumps',
    'submersible-motors',
    'pressure-boosting-pumps',
    'pipes/uPVC-pipes',
    'cables/submersible-cables',
    'control-panel',
  ].map((p) => `/products/60HZ/${p}`),
];

describe('catalogue route table', () => {
  const routes = getCatalogueRoutes();

  it('holds exactly the listing and static product routes of SPEC 2.1', () => {
    const nonDetail = routes.filter((r) => r.kind !== 'detail').map((r) => r.path);
    expect([...nonDetail].sort()).toEqual([...specRoutes].sort());
  });

  it('puts every product at /products/{50HZ|60HZ}/{category}/{id} under a listing of its frequency', () => {
    const details = routes.filter((r) => r.kind === 'detail');
    expect(details).toHaveLength(getCatalogue().products.length);
    for (const route of details) {
      const listing = route.path.slice(0, route.path.lastIndexOf('/'));
      expect(findCatalogueRoute(listing)?.kind, route.path).toBe('listing');
      expect(route.path).toMatch(route.hz === '50hz' ? /^\/products\/50HZ\// : /^\/products\/60HZ\//);
      expect(route.path.endsWith(`/${route.product.id}`)).toBe(true);
    }
  });

  it('splits params by depth for the two dynamic route files', () => {
    const oneSegment = catalogueParams(1).map((p) => `/products/${p.hz}/${p.category}`);
    const twoSegments = catalogueParams(2).map((p) => `/products/${p.hz}/${p.category}/${p.slug}`);
    expect(oneSegment.length + twoSegments.length).toBe(routes.length);
    expect(oneSegment).toContain('/products/50HZ/vertical-turbine-pumps');
    expect(twoSegments).toContain('/products/60HZ/pipes/uPVC-pipes');
  });

  it('does not know paths outside the table', () => {
    expect(findCatalogueRoute('/products/50HZ/pipes')).toBeUndefined();
    expect(findCatalogueRoute('/products/70HZ/submersible-pumps')).toBeUndefined();
    expect(findCatalogueRoute('/products/50HZ/submersible-pumps/no-such-pump')).toBeUndefined();
  });

  it('gives the mega-menu every category page of each frequency', () => {
    const menu = getProductMenu();
    expect(menu['50hz']).toHaveLength(13);
    expect(menu['60hz']).toHaveLength(6);
    for (const link of [...menu['50hz'], ...menu['60hz']])
      expect(findCatalogueRoute(link.href), link.href).toBeDefined();
  });

  it('relates products of the same frequency and category, never the product itself', () => {
    for (const product of getCatalogue().products) {
      for (const related of getRelatedProducts(product)) {
        expect(related.id).not.toBe(product.id);
        expect(related.hz).toBe(product.hz);
        expect(related.category).toBe(product.category);
      }
    }
  });
});
