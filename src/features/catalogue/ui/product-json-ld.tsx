import { JsonLd } from '@/lib/react/json-ld';
import { siteUrl } from '@/lib/http/site-url';
import { productJsonLd, type ProductRoute } from './seo';

/** Product of a detail page or static product page, with its figures as additionalProperty. */
export function ProductJsonLd({ route }: { route: ProductRoute }) {
  return <JsonLd data={productJsonLd(route, siteUrl())} />;
}
