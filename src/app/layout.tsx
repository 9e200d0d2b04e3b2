import type { Metadata, Viewport } from 'next';
import localFont from 'next/font/local';
import type { ReactNode } from 'react';
import { BackToTop } from '@/components/layout/back-to-top';
import { ScrollToTopOnNavigate } from '@/components/layout/scroll-to-top-on-navigate';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { siteConfig } from '@/config/site';
import { getProductMenu } from '@/features/catalogue/routes';
import { Toasts } from '@/features/enquiries/components/toasts';
import { siteUrl } from '@/lib/site-url';
import './globals.css';

// One self-hosted variable font (Inter, SIL OFL; see src/app/fonts/LICENSE-Inter.txt).
const inter = localFont({
  src: './fonts/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  weight: '100 900',
  display: 'swap',
});

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl()),
  title: { default: `${siteConfig.name} | Pumps, motors and pumping systems`, template: `%s | ${siteConfig.name}` },
  description: siteConfig.tagline,
};

export const viewport: Viewport = {
  themeColor: '#0a1f3f',
};

/** Root layout: global chrome (header, footer, back-to-top) around every page. */
export default function RootLayout({ children }: { children: ReactNode }) {
  const productMenu = getProductMenu();
  return (
    <html lang="en" className={inter.variable}>
      <body>
        <a
          href="#main"
          className="sr-only z-[60] rounded-md bg-navy-900 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Skip to content
        </a>
        <span id="top" tabIndex={-1} className="sr-only">
          Top of page
        </span>
        <SiteHeader productMenu={productMenu} />
        <main id="main" tabIndex={-1} className="outline-none">
          {children}
        </main>
        <SiteFooter productMenu={productMenu} />
        <BackToTop />
        <ScrollToTopOnNavigate />
        <Toasts />
      </body>
    </html>
  );
}
