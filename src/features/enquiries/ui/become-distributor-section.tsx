import type { ReactNode } from 'react';
import { getCountryNames } from '../server/choices.server';
import { DistributorForm } from './distributor-form';

/** Props of {@link BecomeDistributorSection}. */
export interface BecomeDistributorSectionProps {
  /** Section heading (default 'Become a Distributor'). */
  heading?: string;
  /** Paragraph under the heading. */
  intro?: ReactNode;
}

/**
 * The 'Become a Distributor' section of the dealers page (server component), reachable as
 * /dealers#contact (SPEC 2.7).
 */
export function BecomeDistributorSection({
  heading = 'Become a Distributor',
  intro = 'Join our worldwide dealer network. Tell us about your company and the markets you serve, and our team will be in touch.',
}: BecomeDistributorSectionProps) {
  return (
    <section id="contact" aria-labelledby="contact-heading" className="bg-water-50 py-16 sm:py-20">
      <div className="container-page">
        <div className="mx-auto max-w-4xl rounded-card bg-surface p-6 shadow-card sm:p-10">
          <h2 id="contact-heading" className="section-title">
            {heading}
          </h2>
          {intro && <p className="mt-3 mb-8 max-w-2xl leading-relaxed text-ink-700">{intro}</p>}
          <DistributorForm countries={getCountryNames()} anchorId="contact" />
        </div>
      </div>
    </section>
  );
}
