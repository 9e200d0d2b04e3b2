import type { SiteContact } from '@/config/site';
import { JsonLd } from '@/lib/react/json-ld';
import { siteUrl } from '@/lib/http/site-url';
import { organizationJsonLd, webSiteJsonLd } from './structured-data';

/**
 * Site-wide JSON-LD (server component) rendered once by the root layout. The catalogue and the
 * blog render their own Product and BlogPosting blocks (`features/catalogue/ui/seo.ts`, `features/blog/ui/seo.ts`).
 * BreadcrumbList comes from the Breadcrumb component itself.
 */

/**
 * Organization (with its certifications) and WebSite, once per page, from the root layout.
 * @param contact the company's contact details and social profiles (the back office's)
 */
export function SiteJsonLd({ contact }: { contact: SiteContact }) {
  const origin = siteUrl();
  return (
    <>
      <JsonLd data={organizationJsonLd(origin, contact)} />
      <JsonLd data={webSiteJsonLd(origin)} />
    </>
  );
}
