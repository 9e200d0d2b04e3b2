import type { Viewport } from 'next';
import localFont from 'next/font/local';
import type { ReactNode } from 'react';
import { BackToTop } from '@/components/layout/back-to-top';
import { ScrollToTopOnNavigate } from '@/components/layout/scroll-to-top-on-navigate';
import { SiteFooter } from '@/components/layout/site-footer';
import { getContactDetails } from '@/cms/content';
import { PreviewBar } from '@/cms/preview/preview-bar';
import { SiteHeader } from '@/components/layout/site-header';
import { PageViewTracker, TagManager } from '@/features/analytics';
import { getProductMenu } from '@/content/catalogue-routes';
import { ConsentBanner, ConsentDefaults, CookieSettingsButton } from '@/features/consent';
import { HeaderSearch } from '@/features/search';
import { Toasts } from '@/features/enquiries';
import { SiteJsonLd } from '@/features/seo';
import { TranslateWidget } from '@/features/translate';
import { tagManagerContainerId } from '@/lib/http/tag-manager-id';
import './globals.css';

// One self-hosted variable font (Inter, SIL OFL; see src/app/(site)/fonts/LICENSE-Inter.txt): the Latin
// subset of @fontsource-variable/inter with its weight axis cut to the 400–700 the site uses (normal,
// medium, semibold, bold), 35 KB instead of 47 KB, the largest file a phone fetches before the banner
// (docs/benchmarks.md, 2026-11-27 afternoon). Made with fontTools (Debian's python3-fonttools) from
// @fontsource-variable/inter's inter-latin-wght-normal.woff2: `fonttools varLib.instancer -o
// inter-latin-wght-400-700-normal.woff2 inter-latin-wght-normal.woff2 wght=400:700`. A heavier or
// lighter class would be synthesised by the browser, so a design that needs one cuts a wider range
// from that file.
const inter = localFont({
  src: './fonts/inter-latin-wght-400-700-normal.woff2',
  variable: '--font-inter',
  weight: '400 700',
  display: 'swap',
});

/** The site's viewport settings (the browser's toolbar in the brand's navy). */
export const siteViewport: Viewport = { themeColor: '#0a1f3f' };

/**
 * The public site's whole document, shared by its root layout (`(site)/layout.tsx`) and the 404 of
 * unmatched paths (`global-not-found.tsx`, which Next.js renders without a layout because the app has
 * two root layouts: the site's and Payload's admin). Global chrome (header, footer, back-to-top) around every page, and the site-wide
 * integrations: Consent Mode defaults first in the head, the consent bar above the header, page-view events, the
 * tag manager (contact page only), the translation widget in the footer, and the Organization and
 * WebSite JSON-LD. The footer's contact details come from the back office. The header (menus, product names) is `translate="no"` so the translation widget
 * never rewrites the interactive menu.
 */
export async function SiteDocument({ children }: { children: ReactNode }) {
  const productMenu = getProductMenu();
  const contact = await getContactDetails();
  // Without a tag-manager container nothing sets cookies, so there is nothing to ask consent for.
  const containerId = tagManagerContainerId();
  return (
    // The consent head script may mark <html data-consent> before hydration (see ConsentBanner).
    <html lang="en" className={inter.variable} suppressHydrationWarning>
      <head>
        <ConsentDefaults />
      </head>
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
        <PreviewBar />
        <ConsentBanner tagManager={containerId !== ''} />
        <div translate="no" className="notranslate contents">
          <SiteHeader productMenu={productMenu} search={<HeaderSearch />} />
        </div>
        <main id="main" tabIndex={-1} className="outline-none">
          {children}
        </main>
        <SiteFooter
          productMenu={productMenu}
          contact={contact}
          utilities={
            <>
              <TranslateWidget />
              {containerId ? (
                <CookieSettingsButton className="text-navy-100 underline-offset-4 hover:text-white hover:underline" />
              ) : null}
            </>
          }
        />
        <BackToTop />
        <ScrollToTopOnNavigate />
        <Toasts />
        <PageViewTracker />
        <TagManager containerId={containerId} />
        <SiteJsonLd contact={contact} />
      </body>
    </html>
  );
}
