import { getCatalogue } from '@/content/catalogue';
import type { Category, CategoryName, Product, StaticPage } from '@/content/schemas/catalogue';
import type { Frequency } from '@/content/schemas/common';

/**
 * The catalogue route table (docs/architecture.md "One route table"): every listing, detail and static product
 * page with its path, frequency, category and title, derived from the content. Product routes, the
 * mega-menu, breadcrumbs, related products, the sitemap and the route tests all read it.
 */

/** URL segment of a frequency: SPEC 2.1 spells it '50HZ' / '60HZ'. */
export type FrequencySegment = '50HZ' | '60HZ';

/** '50hz' -> '50HZ'. */
export function frequencySegment(hz: Frequency): FrequencySegment {
  return hz === '50hz' ? '50HZ' : '60HZ';
}

/** '50HZ' -> '50hz'; undefined for anything else. */
export function frequencyFromSegment(segment: string): Frequency | undefined {
  if (segment === '50HZ') return '50hz';
  if (segment === '60HZ') return '60hz';
  return undefined;
}

/** Breadcrumb and menu label of a frequency: '50 HZ' (SPEC 2.8). */
export function frequencyLabel(hz: Frequency): string {
  return hz === '50hz' ? '50 HZ' : '60 HZ';
}

/** Path of a category's page: its listing, placeholder or static page. */
export function categoryPath(category: Pick<Category, 'hz' | 'path'>): string {
  return `/products/${frequencySegment(category.hz)}/${category.path}`;
}

/**
 * Id of a static product page, as the model data names its page (`PumpModel.productId`): its path
 * under the frequency, lower-cased, '/' as '-' (e.g. 'split-case-pumps-horizontal-split-case-pumps').
 */
export function staticPageId(page: Pick<StaticPage, 'path'>): string {
  return page.path.replace(/\//g, '-').toLowerCase();
}

/** Path of a static product page. */
export function staticPagePath(page: Pick<StaticPage, 'hz' | 'path'>): string {
  return `/products/${frequencySegment(page.hz)}/${page.path}`;
}

/** The category record of a product or static page. @throws Error when the content loader let an orphan through. */
export function categoryOf(item: { hz: Frequency; category: CategoryName }): Category {
  const category = getCatalogue().categories.find((c) => c.hz === item.hz && c.category === item.category);
  if (!category) throw new Error(`No ${item.hz} category ${item.category}`);
  return category;
}

/** Path of a product's detail page: /products/{50HZ|60HZ}/{category path}/{id}. */
export function productPath(product: Pick<Product, 'hz' | 'category' | 'id'>): string {
  return `${categoryPath(categoryOf(product))}/${product.id}`;
}

/** One catalogue page of the route table. */
export type CatalogueRoute =
  | { kind: 'listing' | 'placeholder'; path: string; hz: Frequency; title: string; category: Category }
  | { kind: 'detail'; path: string; hz: Frequency; title: string; category: Category; product: Product }
  | { kind: 'static'; path: string; hz: Frequency; title: string; category: Category; page: StaticPage };

/** Every catalogue route, 50 Hz first, in menu order. */
export function getCatalogueRoutes(): CatalogueRoute[] {
  const { categories, products, staticPages } = getCatalogue();
  const routes: CatalogueRoute[] = [];
  for (const category of categories) {
    if (category.kind !== 'static') {
      routes.push({
        kind: category.kind,
        path: categoryPath(category),
        hz: category.hz,
        title: category.title,
        category,
      });
    }
    for (const product of products.filter((p) => p.hz === category.hz && p.category === category.category)) {
      routes.push({
        kind: 'detail',
        path: productPath(product),
        hz: product.hz,
        title: product.title,
        category,
        product,
      });
    }
    for (const page of staticPages.filter((p) => p.hz === category.hz && p.category === category.category)) {
      routes.push({ kind: 'static', path: staticPagePath(page), hz: page.hz, title: page.title, category, page });
    }
  }
  return routes;
}

/** The route at a path such as '/products/50HZ/submersible-pumps', or undefined. */
export function findCatalogueRoute(path: string): CatalogueRoute | undefined {
  return getCatalogueRoutes().find((route) => route.path === path);
}

/** Route params of every catalogue route with `depth` segments after the frequency (1 or 2). */
export function catalogueParams(depth: 1 | 2): { hz: string; category: string; slug?: string }[] {
  return getCatalogueRoutes()
    .map((route) => route.path.split('/').slice(2))
    .filter((segments) => segments.length === depth + 1)
    .map(([hz = '', category = '', slug]) => (slug === undefined ? { hz, category } : { hz, category, slug }));
}

/** A link in the Products mega-menu. */
export interface MenuLink {
  title: string;
  href: string;
}

/** Mega-menu content: for each frequency, its categories in order with the page each links to. */
export function getProductMenu(): Record<Frequency, MenuLink[]> {
  const build = (hz: Frequency) =>
    getCatalogue()
      .categories.filter((c) => c.hz === hz)
      .map((c) => ({ title: c.title, href: categoryPath(c) }));
  return { '50hz': build('50hz'), '60hz': build('60hz') };
}

/** Other products of the same frequency and category, never the product itself (SPEC 2.9 Related Products). */
export function getRelatedProducts(product: Product): Product[] {
  return getCatalogue().products.filter(
    (p) => p.hz === product.hz && p.category === product.category && p.id !== product.id,
  );
}

/**
 * The page of a product id at a frequency: a detail product, or a static page by {@link staticPageId}
 * (the ids pump models carry in `productId`). Undefined when the catalogue has no such page.
 */
export function findProductRoute(productId: string, hz: Frequency): CatalogueRoute | undefined {
  return getCatalogueRoutes().find(
    (route) =>
      route.hz === hz &&
      ((route.kind === 'detail' && route.product.id === productId) ||
        (route.kind === 'static' && staticPageId(route.page) === productId)),
  );
}

/** The first static page of a category at a frequency (e.g. the uPVC pipe or control panel page), or undefined. */
export function findStaticPageRoute(category: CategoryName, hz: Frequency): CatalogueRoute | undefined {
  return getCatalogueRoutes().find(
    (route) => route.kind === 'static' && route.hz === hz && route.category.category === category,
  );
}
