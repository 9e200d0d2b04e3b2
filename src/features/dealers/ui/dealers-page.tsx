import type { ReactNode } from 'react';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { CheckIcon, drawIcon, type IconProps } from '@/components/ui/icons';
import { PageBanner } from '@/components/ui/page-banner';
import { paths } from '@/config/paths';
import { siteConfig } from '@/config/site';
import type { DealerRecord } from '@/content/dealers';
import { getCompany } from '@/content/resources';
import { DealerFinder } from './dealer-finder';
import { SectionHeading } from '@/components/ui/section-heading';

/**
 * Outline glyphs for the four benefits (24×24, currentColor), in content order; decorative. Drawn after
 * Lucide's graduation-cap, megaphone, shield-check and Feather's droplet (licences in
 * src/components/ui/lucide-license.txt).
 */
const benefitIcons: ((p: IconProps) => React.JSX.Element)[] = [
  // Training: a graduation cap.
  (p) =>
    drawIcon(
      p,
      <>
        <path d="M22 10 12 5 2 10l10 5 10-5Z" />
        <path d="M6 12v5c3 2 9 2 12 0v-5" />
      </>,
    ),
  // Marketing: a megaphone.
  (p) =>
    drawIcon(
      p,
      <>
        <path d="M3 11v2a1 1 0 0 0 1 1h3l6 4V6L7 10H4a1 1 0 0 0-1 1Z" />
        <path d="M17 8a5 5 0 0 1 0 8M7 14l1 5h3" />
      </>,
    ),
  // Warranty: a shield with a tick.
  (p) =>
    drawIcon(
      p,
      <>
        <path d="M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10Z" />
        <path d="m9 12 2 2 4-4" />
      </>,
    ),
  // Range of solutions: a water drop.
  (p) => drawIcon(p, <path d="M12 2.7 6.3 8.4a8 8 0 1 0 11.4 0Z" />),
];

/** Banner background: the partner-network motif that scripts/images/targets.ts always generates; the owner may replace the file. */
const dealersBanner = '/images/pages/dealers-banner.webp';

/**
 * Dealers page (SPEC 2.7): banner DEALERS with the breadcrumb Home > Dealers; 'Find a dealer'
 * (issue 45: the dealer finder, with the results of `params`); 'Why Become a Distributor' with the
 * company blurb, the certified-facilities claim and the four benefits; then the 'Become a
 * Distributor' form section, which the route passes in (the enquiries feature's
 * BecomeDistributorSection, carrying the anchor id="contact").
 * @param dealers the published dealers (the back office's)
 * @param distributorSection the distributor form section
 * @param params the finder's query (`country`, `region`); none for the prerendered `/dealers`
 */
export function DealersPage({
  dealers: dealerRecords,
  distributorSection,
  params = new URLSearchParams(),
}: {
  dealers: readonly DealerRecord[];
  distributorSection: ReactNode;
  params?: URLSearchParams;
}) {
  const { dealers } = getCompany();
  return (
    <>
      <PageBanner title="DEALERS" image={dealersBanner} eyebrow={siteConfig.name}>
        <Breadcrumb items={[{ label: 'Home', href: paths.home }, { label: 'Dealers' }]} tone="light" />
      </PageBanner>

      <DealerFinder dealers={dealerRecords} params={params} />

      <section aria-labelledby="why-heading" className="py-14 sm:py-20">
        <div className="container-page grid gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-16">
          <div>
            <SectionHeading id="why-heading" eyebrow="Partner with us" title={dealers.heading} titleClassName="mb-5" />
            <div className="prose-body">
              {dealers.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
            <p className="mb-8 inline-flex items-center gap-2 rounded-lg bg-water-100 px-4 py-2 text-sm font-semibold text-water-700">
              <CheckIcon className="size-4" />
              {siteConfig.certifiedFacilities}
            </p>
            <div>
              <a href="#contact" className="btn-primary">
                Apply to become a distributor
              </a>
            </div>
          </div>
          <ul
            className="grid gap-4 sm:grid-cols-2 sm:gap-5"
            aria-label="Distributor benefits"
            data-testid="dealer-benefits"
          >
            {dealers.benefits.map((benefit, i) => {
              const BenefitIcon = benefitIcons[i % benefitIcons.length]!;
              return (
                <li key={benefit.title} className="rounded-card border border-line bg-white p-6 shadow-card">
                  <span className="mb-4 inline-flex size-12 items-center justify-center rounded-full bg-navy-900 text-white">
                    <BenefitIcon className="size-6" />
                  </span>
                  <h3 className="mb-2 text-lg font-bold text-navy-900">{benefit.title}</h3>
                  <p className="leading-relaxed text-ink-700">{benefit.desc}</p>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      {distributorSection}
    </>
  );
}
