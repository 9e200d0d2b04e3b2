import { ResponsiveImage } from '@/components/ui/responsive-image';
import { SpecTable } from '@/components/ui/spec-table';
import { CheckIcon } from '@/components/ui/icons';
import { getRelatedProducts, type CatalogueRoute } from '@/content/catalogue-routes';
import { getPumpModelsForProduct } from '@/content/pump-models';
import { ModelTable } from './model-table';
import { BorewellSetCallout } from './borewell-set-callout';
import { KeyFigures } from './key-figures';
import { ProductTop } from './product-top';
import { ProductActions } from './product-actions';
import { hasModelData, ProductPerformance, type DutyFromUrl } from './product-performance';
import { RelatedProducts } from './related-products';

/** The family-curve picture of a product (shown where the product has no model data to chart). */
function familyCurve(product: Extract<CatalogueRoute, { kind: 'detail' }>['product']) {
  return (
    <figure className="max-w-4xl overflow-hidden rounded-card border border-line bg-white p-3 shadow-card">
      <ResponsiveImage
        src={product.familyCurve!}
        alt={`Family curve of the ${product.title}: head in metres against flow in cubic metres per hour`}
        width={1200}
        height={800}
        sizes="(min-width: 1280px) 1200px, 100vw"
        className="h-auto w-full"
      />
    </figure>
  );
}

/**
 * Product detail page (SPEC 2.9): banner with the title, breadcrumb Home > 50 HZ > category > title,
 * series and title, image, description, then the specifications, materials of construction and
 * pumped liquids tables, the performance curves of its models (the family-curve picture for a product
 * without model data) and applications — each optional section hidden when its
 * content is empty — and the Related Products carousel of the same frequency and category.
 */
export function ProductDetail({
  route,
  dutyFromUrl,
}: {
  route: Extract<CatalogueRoute, { kind: 'detail' }>;
  dutyFromUrl: DutyFromUrl;
}) {
  const { product } = route;
  const related = getRelatedProducts(product);
  const models = getPumpModelsForProduct(product.id);
  return (
    <>
      <ProductTop
        route={route}
        title={product.title}
        series={product.series}
        hz={product.hz}
        banner={product.banner}
        image={product.image}
        headingId="product-heading"
        aside={<ProductActions product={product} hasModels={models.length > 0} />}
        intro={
          <>
            <h3 className="mb-3 text-lg font-bold text-navy-900">Description</h3>
            <div className="prose-body">
              {product.description.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
            <KeyFigures performance={product.performance} />
          </>
        }
      >
        <div className="mt-14 grid grid-cols-[minmax(0,1fr)] gap-12 *:content-deferred-360">
          {models.length > 0 ? <ModelTable models={models} /> : null}
          {product.specifications ? <SpecTable table={product.specifications} /> : null}
          {product.materials || product.liquids ? (
            <div className="grid gap-12 lg:grid-cols-2 [&>*]:min-w-0">
              {product.materials ? <SpecTable table={product.materials} /> : null}
              {product.liquids ? <SpecTable table={product.liquids} /> : null}
            </div>
          ) : null}
          {hasModelData(product) ? (
            <ProductPerformance product={product} dutyFromUrl={dutyFromUrl} />
          ) : product.familyCurve ? (
            <section className="space-y-3">
              <h2 className="text-xl font-bold text-navy-900">Family curve</h2>
              {familyCurve(product)}
            </section>
          ) : null}
          {product.applications.length > 0 ? (
            <section className="space-y-3">
              <h2 className="text-xl font-bold text-navy-900">Applications</h2>
              <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
                {product.applications.map((application) => (
                  <li key={application} className="flex gap-2.5 text-ink-700">
                    <CheckIcon className="mt-1 size-4 shrink-0 text-water-600" />
                    {application}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <BorewellSetCallout category={product.category} hz={product.hz} />
        </div>
      </ProductTop>

      {related.length > 0 ? <RelatedProducts products={related} /> : null}
    </>
  );
}
