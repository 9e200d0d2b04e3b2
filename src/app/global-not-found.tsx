import type { Metadata, Viewport } from 'next';
import { siteConfig } from '@/config/site';
import { NotFoundPage } from '@/features/not-found';
import { rootMetadata } from '@/features/seo';
import { SiteDocument, siteViewport } from './(site)/site-document';

// Next.js renders this page without any layout (the app has two root layouts), so it carries the
// site's root metadata itself, with the title the site's template would have given it.
export const metadata: Metadata = {
  ...rootMetadata(),
  title: { absolute: `Page Not Found | ${siteConfig.name}` },
  robots: { index: false },
};

export const viewport: Viewport = siteViewport;

/** Not-found page for every path outside the route table (HTTP 404), in the site's own chrome. */
export default function GlobalNotFound() {
  return (
    <SiteDocument>
      <NotFoundPage />
    </SiteDocument>
  );
}
