import { Carousel } from '@/components/ui/carousel';
import type { Product } from '@/content/schemas/catalogue';
import { productPath } from '@/content/catalogue-routes';
import { ProductCard } from './product-card';

/**
 * 'Related Products' (SPEC 2.9): an auto-sliding carousel of the given products (same frequency and
 * category, never the page's own), 1 per view from 320 px, 2 from 767 px, 3 from 992 px, 12 px gutter.
 * Slides are rendered on the server so their links are in the HTML.
 */
export function RelatedProducts({ products }: { products: Product[] }) {
  return (
    <section
      className="content-deferred-200 border-t border-line bg-surface-muted py-14"
      aria-labelledby="related-heading"
    >
      <div className="container-page">
        <h2 id="related-heading" className="section-title mb-8">
          Related Products
        </h2>
        <Carousel
          label="Related products"
          gapPx={12}
          slideClassName="basis-full min-[767px]:basis-1/2 min-[992px]:basis-1/3"
        >
          {products.map((p) => (
            <ProductCard
              key={p.id}
              href={productPath(p)}
              title={p.title}
              image={p.image}
              series={p.series}
              sizes="(min-width: 992px) 400px, (min-width: 767px) 50vw, 100vw"
            />
          ))}
        </Carousel>
      </div>
    </section>
  );
}
