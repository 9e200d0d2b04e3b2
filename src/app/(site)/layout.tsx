import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { rootMetadata } from '@/features/seo';
import { SiteDocument, siteViewport } from './site-document';

// Title template, canonical base (SITE_URL), Open Graph and Twitter defaults; icons and the default
// share image come from the icon, apple-icon and opengraph-image files beside this layout.
export const metadata: Metadata = rootMetadata();

export const viewport: Viewport = siteViewport;

/** Root layout of the public site (the admin at /admin has Payload's own, in `(payload)/`). */
export default function SiteLayout({ children }: { children: ReactNode }) {
  return <SiteDocument>{children}</SiteDocument>;
}
