import type { ReactNode } from 'react';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { PageBanner } from '@/components/ui/page-banner';
import { paths } from '@/config/paths';
import { siteConfig } from '@/config/site';

/** Banner background: the globe motif that scripts/images/targets.ts always generates; the owner may replace the file. */
const contactBanner = '/images/pages/contact-banner.webp';

/**
 * Contact page (SPEC 2.5): banner CONTACT US with the breadcrumb Home > Contact us, then the form
 * section. The route passes the section in (the enquiries feature's RequestQuoteSection headed
 * 'We're Here to Help!' with the contact details panel beside it), so this feature does not reach
 * into another feature's internals.
 * @param children the contact form section
 */
export function ContactPage({ children }: { children: ReactNode }) {
  return (
    <>
      <PageBanner title="CONTACT US" image={contactBanner} eyebrow={siteConfig.name}>
        <Breadcrumb items={[{ label: 'Home', href: paths.home }, { label: 'Contact us' }]} tone="light" />
      </PageBanner>
      {children}
    </>
  );
}
