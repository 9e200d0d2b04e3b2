import type { Blog } from '@/content/blogs';
import { JsonLd } from '@/lib/json-ld';
import { siteUrl } from '@/lib/site-url';
import {
  blogPostingJsonLd,
  organizationJsonLd,
  productJsonLd,
  webSiteJsonLd,
  type ProductRoute,
} from './structured-data';

/**
 * Ready JSON-LD blocks (server components). The layout renders {@link SiteJsonLd}; the catalogue
 * renders {@link ProductJsonLd}; the blog detail page renders {@link BlogPostingJsonLd}.
 * BreadcrumbList comes from the Breadcrumb component itself.
 */

/** Organization (with its certifications) and WebSite, once per page, from the root layout. */
export function SiteJsonLd() {
  const origin = siteUrl();
  return (
    <>
      <JsonLd data={organizationJsonLd(origin)} />
      <JsonLd data={webSiteJsonLd(origin)} />
    </>
  );
}

/** Product of a detail page or static product page, with its figures as additionalProperty. */
export function ProductJsonLd({ route }: { route: ProductRoute }) {
  return <JsonLd data={productJsonLd(route, siteUrl())} />;
}

/** BlogPosting of a blog post; place it once on /resources/blogs/{id}. */
export function BlogPostingJsonLd({ blog }: { blog: Blog }) {
  return <JsonLd data={blogPostingJsonLd(blog, siteUrl())} />;
}
