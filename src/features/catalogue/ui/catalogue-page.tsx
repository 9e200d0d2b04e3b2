import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { pageMetadata } from '@/features/seo';
import { ProductJsonLd } from './product-json-ld';
import { findCatalogueRoute, frequencyLabel } from '@/content/catalogue-routes';
import { catalogueBrochure, listingApplications } from './side-panel';
import { CategoryListing } from './category-listing';
import { ProductDetail } from './product-detail';
import type { DutyFromUrl } from './product-performance';
import { StaticProductPage } from './static-product-page';

/**
 * Renders the catalogue page at `path` (listing, placeholder, detail or static page) or the 404
 * page when the path is not in the route table. `dutyFromUrl` gives the performance chart the
 * selector's duty of the page URL (the route passes the selector's `UrlDuty`).
 */
export function CataloguePage({ path, dutyFromUrl }: { path: string; dutyFromUrl: DutyFromUrl }) {
  const route = findCatalogueRoute(path);
  if (!route) notFound();
  switch (route.kind) {
    case 'listing':
    case 'placeholder':
      return (
        <CategoryListing route={route} applications={listingApplications()} brochure={catalogueBrochure(route.hz)} />
      );
    case 'detail':
      return (
        <>
          <ProductJsonLd route={route} />
          <ProductDetail route={route} dutyFromUrl={dutyFromUrl} />
        </>
      );
    case 'static':
      return (
        <>
          <ProductJsonLd route={route} />
          <StaticProductPage route={route} dutyFromUrl={dutyFromUrl} />
        </>
      );
  }
}

/**
 * Metadata of the catalogue page at `path`: title with the frequency (unique across the ranges),
 * a description that starts with the title and range (the 50 Hz and 60 Hz variants of a product
 * share their text) cut to search-result length, canonical URL, Open Graph and Twitter card. The
 * share image is generated per page by the `opengraph-image` files of the product routes.
 */
export function catalogueMetadata(path: string): Metadata {
  const route = findCatalogueRoute(path);
  if (!route) return {};
  const range = frequencyLabel(route.hz).replace('HZ', 'Hz');
  // Product titles already name their frequency ("… Pump (50 Hz)"); category titles do not.
  const title = /\b(50|60)\s*Hz\b/i.test(route.title) ? route.title : `${route.title} (${range})`;
  const text =
    route.kind === 'detail'
      ? route.product.description.join(' ')
      : route.kind === 'static'
        ? route.page.description.join(' ')
        : route.category.intro;
  return pageMetadata({ title, description: `${route.title}, ${range} range: ${text}`, path });
}
