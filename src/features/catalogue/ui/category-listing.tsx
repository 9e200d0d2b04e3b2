import { Breadcrumb } from '@/components/ui/breadcrumb';
import { PageBanner } from '@/components/ui/page-banner';
import { getCatalogue, getProductsInCategory } from '@/content/catalogue';
import { catalogueBreadcrumb } from './breadcrumbs';
import { frequencyLabel, productPath, staticPagePath, type CatalogueRoute } from '@/content/catalogue-routes';
import { ApplicationsPanel, type ApplicationsPanelProps } from './applications-panel';
import { ProductCard } from './product-card';

/** Props of {@link CategoryListing}. */
export interface CategoryListingProps extends ApplicationsPanelProps {
  route: Extract<CatalogueRoute, { kind: 'listing' | 'placeholder' }>;
}

/**
 * Category listing page (SPEC 2.8): banner, breadcrumb Home > 50 HZ > category, Applications side
 * panel with the catalogue brochure, and the product grid (2 / 3 / 4 cards per row on small,
 * medium-wide and large screens). The split-case placeholder lists its static pages instead.
 */
export function CategoryListing({ route, applications, brochure }: CategoryListingProps) {
  const { category } = route;
  const cards =
    route.kind === 'listing'
      ? getProductsInCategory(category.hz, category.category).map((p) => ({
          href: productPath(p),
          title: p.title,
          image: p.image,
          series: p.series,
        }))
      : getCatalogue()
          .staticPages.filter((p) => p.hz === category.hz && p.category === category.category)
          .map((p) => ({ href: staticPagePath(p), title: p.title, image: p.image, series: p.series }));

  return (
    <>
      <PageBanner title={category.title} image={category.banner} eyebrow={`${frequencyLabel(category.hz)} range`}>
        <Breadcrumb items={catalogueBreadcrumb(route)} tone="light" />
      </PageBanner>
      <div className="container-page grid gap-10 py-12 lg:grid-cols-[17rem_1fr] lg:py-16">
        <div className="order-2 lg:order-1">
          <ApplicationsPanel applications={applications} brochure={brochure} />
        </div>
        <div className="order-1 lg:order-2">
          <p className="mb-8 max-w-3xl text-lg leading-relaxed text-ink-700">{category.intro}</p>
          <h2 className="section-title mb-6">Products</h2>
          <ul className="grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 xl:grid-cols-4" data-testid="product-grid">
            {cards.map((card) => (
              <li key={card.href}>
                <ProductCard {...card} />
              </li>
            ))}
          </ul>
        </div>
      </div>
    </>
  );
}
