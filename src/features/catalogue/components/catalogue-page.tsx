import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { findCatalogueRoute, frequencyLabel } from '../routes';
import { catalogueBrochure, listingApplications } from '../side-panel';
import { CategoryListing } from './category-listing';
import { ProductDetail } from './product-detail';
import { StaticProductPage } from './static-product-page';

/**
 * Renders the catalogue page at `path` (listing, placeholder, detail or static page) or the 404
 * page when the path is not in the route table.
 */
export function CataloguePage({ path }: { path: string }) {
  const route = findCatalogueRoute(path);
  if (!route) notFound();
  switch (route.kind) {
    case 'listing':
    case 'placeholder':
      return <CategoryListing route={route} applications={listingApplications()} brochure={catalogueBrochure(route.hz)} />;
    case 'detail':
      return <ProductDetail route={route} />;
    case 'static':
      return <StaticProductPage route={route} />;
  }
}

/** Title and description of the catalogue page at `path`. */
export function catalogueMetadata(path: string): Metadata {
  const route = findCatalogueRoute(path);
  if (!route) return {};
  const range = frequencyLabel(route.hz).replace('HZ', 'Hz');
  switch (route.kind) {
    case 'listing':
    case 'placeholder':
      return { title: `${route.title} (${range})`, description: route.category.intro, alternates: { canonical: path } };
    case 'detail':
      return { title: `${route.title} (${range})`, description: route.product.description[0], alternates: { canonical: path } };
    case 'static':
      return { title: `${route.title} (${range})`, description: route.page.description[0], alternates: { canonical: path } };
  }
}
