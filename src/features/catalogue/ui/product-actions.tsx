import { Link } from '@/components/ui/link';
import { paths, quoteFormWithSelection } from '@/config/paths';
import { getBrochures, resolveBrochure } from '@/content/resources';
import type { Product } from '@/content/schemas/catalogue';
import { categorySlug } from '@/content/category-slug';
import { modelTableId } from './model-table';
import { DownloadIcon } from '@/components/ui/icons';

/** The brochures whose content covers a product (same frequency, category and series). */
function brochuresOf(product: Product) {
  return getBrochures(product.hz).filter((brochure) =>
    resolveBrochure(brochure).products.some((covered) => covered.id === product.id),
  );
}

/**
 * The panel under a product's picture (server component; sticky beside the description on wide
 * screens): "Request a quote for this pump" (the quote form with the product's category) and, for a
 * product with model data, a pointer to the model table, whose rows each quote their own model;
 * "Find by duty point" (the selector at the product's frequency and category) and the brochures that
 * cover the product. The key figures stay beside it, under the description, so the two columns
 * balance.
 * @param hasModels whether the product has model data (the selector and the model table list only those)
 */
export function ProductActions({ product, hasModels }: { product: Product; hasModels: boolean }) {
  const hz = product.hz === '60hz' ? 60 : 50;
  const brochures = brochuresOf(product);
  const selectorHref = `${paths.pumpSelector}?${new URLSearchParams({ hz: String(hz), category: categorySlug(product.category) })}`;
  return (
    <div className="rounded-card border border-line bg-surface p-5 shadow-card" data-testid="product-actions">
      <p className="mb-3 font-semibold text-navy-900">Interested in this pump?</p>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
        <Link
          href={quoteFormWithSelection({ frequencyHz: hz, category: product.category })}
          className="btn-primary py-2.5 text-sm"
        >
          Request a quote for this pump
        </Link>
        {hasModels && (
          <Link href={selectorHref} className="btn-secondary py-2.5 text-sm">
            Find by duty point
          </Link>
        )}
      </div>
      {hasModels && (
        <p className="mt-3 text-sm text-ink-700">
          A quote for one model:{' '}
          <a href={`#${modelTableId}`} className="font-semibold text-water-700 hover:underline">
            pick it in the model table
          </a>
          , each row has its datasheet and quote.
        </p>
      )}
      {brochures.length > 0 && (
        <ul className="mt-4 grid gap-1.5 text-sm">
          {brochures.map((brochure) => (
            <li key={brochure.slug}>
              <a
                href={brochure.file}
                target="_blank"
                rel="noopener"
                className="inline-flex items-center gap-2 font-semibold text-water-700 hover:underline"
              >
                <DownloadIcon className="size-4" />
                {brochure.title} brochure (PDF)<span className="sr-only">, opens in a new tab</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
