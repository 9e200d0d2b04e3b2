import { Link } from '@/components/ui/link';
import type { ReactNode } from 'react';
import { paths, resourceLinks } from '@/config/paths';
import { siteConfig, type SiteContact } from '@/config/site';
import type { Frequency } from '@/content/schemas/common';
import { BrandLogo } from '@/components/ui/brand-logo';
import { MailIcon, MapPinIcon, PhoneIcon, socialIcons } from '@/components/ui/icons';
import { CurrentYear } from './current-year';
import type { HeaderLink } from './site-header';

/** Props of {@link SiteFooter}. */
export interface SiteFooterProps {
  /** Category pages per frequency, as in the header's mega-menu. */
  productMenu: Record<Frequency, HeaderLink[]>;
  /**
   * Site-wide controls for the bottom bar, next to the privacy link: the language menu and the
   * "Cookie settings" button, passed in by the root layout (components do not import features).
   */
  utilities?: ReactNode;
  /** The company's contact details and social links (the back office's). */
  contact: SiteContact;
}

const headingClass = 'mb-4 text-sm font-semibold tracking-[0.14em] text-white uppercase';
const linkClass = 'text-navy-100 hover:text-white hover:underline underline-offset-4';

/**
 * Global footer (SPEC 2.2): sitemap, resources links, contact details (tel:, mailto:, postal address
 * in India), copyright with the current year (see {@link CurrentYear}),
 * privacy-policy link and the four social links. The contact details and social links come from
 * the back office, the rest from the site configuration.
 */
export function SiteFooter({ productMenu, utilities, contact }: SiteFooterProps) {
  const year = new Date().getFullYear();
  return (
    <footer className="content-deferred-440 bg-navy-950 text-[0.95rem] text-navy-100 print:hidden">
      <div className="container-page grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-[1.3fr_1fr_1fr_1fr_1.3fr]">
        <div>
          <BrandLogo variant="dark-bg" alt={siteConfig.name} lazy className="mb-4 h-9 w-auto" />
          <p className="max-w-xs leading-relaxed">{siteConfig.tagline}</p>
          <p className="mt-3 text-sm">{siteConfig.certifiedFacilities}.</p>
        </div>
        <FooterNav
          id="footer-sitemap"
          title="Sitemap"
          links={[
            { href: paths.home, title: 'Home' },
            { href: paths.company, title: 'Company' },
            { href: paths.dealers, title: 'Dealers' },
            { href: paths.ePump, title: 'e-pump' },
            { href: paths.contact, title: 'Contact' },
          ]}
        />
        <FooterNav
          id="footer-products"
          title="Products"
          links={[
            ...productMenu['50hz'].slice(0, 5),
            { href: productMenu['60hz'][0]?.href ?? paths.home, title: '60 Hz range' },
          ]}
        />
        <FooterNav
          id="footer-resources"
          title="Resources"
          links={[...resourceLinks, { href: paths.privacyPolicy, title: 'Privacy Policy' }]}
        />
        <div>
          <h2 className={headingClass}>Get in touch</h2>
          <ul className="space-y-3">
            <ContactLine Glyph={PhoneIcon} href={`tel:${contact.phone}`} text={contact.phoneDisplay} />
            <ContactLine Glyph={MailIcon} href={`mailto:${contact.salesEmail}`} text={contact.salesEmail} />
            <li className="flex gap-3">
              <MapPinIcon className="mt-1 size-4 shrink-0 text-water-500" />
              <address className="not-italic leading-relaxed">
                {contact.address.map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              </address>
            </li>
          </ul>
          <ul className="mt-6 flex gap-3" aria-label="Social media">
            {contact.social.map(({ name, url }) => {
              const SocialIcon = socialIcons[name];
              return (
                <li key={name}>
                  <a
                    href={url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex size-10 items-center justify-center rounded-full border border-navy-700 text-navy-100 transition-colors hover:border-water-500 hover:text-white"
                  >
                    {SocialIcon ? <SocialIcon className="size-4" /> : null}
                    <span className="sr-only">{`${siteConfig.name} on ${name} (opens in a new tab)`}</span>
                  </a>
                </li>
              );
            })}
          </ul>
        </div>
      </div>
      <div className="border-t border-navy-800">
        {/* Room for the back-to-top button (fixed at the bottom right, 48 px): below the last row on a
            phone, beside it from sm, so at the foot of the page it covers no link (WCAG 2.2 2.4.11). */}
        <div className="container-page flex flex-col gap-2 pt-5 pb-20 text-sm sm:flex-row sm:items-center sm:justify-between sm:pb-5">
          <div className="space-y-1">
            <p>
              © <CurrentYear buildYear={year} /> {siteConfig.legalName}. All rights reserved.
            </p>
            {/* The one place the site says its curves are not yet the tested ones (siteConfig.engineeringData). */}
            {siteConfig.engineeringData === 'sample' && (
              <p className="text-xs text-navy-100" data-testid="engineering-data-notice">
                {siteConfig.sampleDataNotice}
              </p>
            )}
          </div>
          <div className="flex flex-wrap items-center gap-x-5 gap-y-2 sm:mr-14">
            {utilities}
            <Link className={linkClass} href={paths.privacyPolicy}>
              Privacy Policy
            </Link>
            <Link className={linkClass} href={paths.accessibility}>
              Accessibility
            </Link>
          </div>
        </div>
      </div>
    </footer>
  );
}

/** One titled list of links of the footer (sitemap, products, resources). */
/**
 * One line of 'Get in touch': its icon and link. A component rather than a mapped list, so every page's
 * RSC payload carries the two lines as before, without the keys and nesting a list adds (43 bytes).
 */
function ContactLine({ Glyph, href, text }: { Glyph: typeof PhoneIcon; href: string; text: string }) {
  return (
    <li className="flex gap-3">
      <Glyph className="mt-1 size-4 shrink-0 text-water-500" />
      <a className={linkClass} href={href}>
        {text}
      </a>
    </li>
  );
}

function FooterNav({
  id,
  title,
  links,
}: {
  id: string;
  title: string;
  links: readonly { href: string; title: string }[];
}) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className={headingClass}>
        {title}
      </h2>
      <ul className="space-y-2">
        {links.map((link) => (
          <li key={link.href}>
            <Link className={linkClass} href={link.href}>
              {link.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
