import { SpecTable } from '@/components/ui/spec-table';
import { getRelatedProducts, type CatalogueRoute } from '@/content/catalogue-routes';
import { getPumpModelsForProduct } from '@/content/pump-models';
import { ModelTable } from './model-table';
import { BorewellSetCallout } from './borewell-set-callout';
import { KeyFigures } from './key-figures';
import { ProductTop } from './product-top';
import { BodySection, CheckListSection, WideFigure } from './body-sections';
import { ProductActions } from './product-actions';
import { hasModelData, ProductPerformance, type ProductPageProps } from './product-performance';
import { RelatedProducts } from './related-products';

/** The family-curve picture of a product (shown where the product has no model data to chart). */
function familyCurve(product: Extract<CatalogueRoute, { kind: 'detail' }>['product']) {
  return (
    <WideFigure
      src={product.familyCurve!}
      alt={`Family curve of the ${product.title}: head in metres against flow in cubic metres per hour`}
    />
  );
}

/**
 * Product detail page (SPEC 2.9): banner with the title, breadcrumb Home > 50 HZ > category > title,
 * series and title, image, description, then the specifications, materials of construction and
 * pumped liquids tables, the performance curves of its models (the family-curve picture for a product
 * without model data) and applications — each optional section hidden when its
 * content is empty — and the Related Products carousel of the same frequency and category.
 */
export function ProductDetail({ route, dutyFromUrl }: ProductPageProps<'detail'>) {
  const { product } = route;
  const related = getRelatedProducts(product);
  const models = getPumpModelsForProduct(product.id);
  return (
    <>
      <ProductTop
        route={route}
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
            <BodySection title="Family curve">{familyCurve(product)}</BodySection>
          ) : null}
          {product.applications.length > 0 ? (
            <CheckListSection title="Applications" items={product.applications} />
          ) : null}
          <BorewellSetCallout category={product.category} hz={product.hz} />
        </div>
      </ProductTop>

      {related.length > 0 ? <RelatedProducts products={related} /> : null}
    </>
  );
}
