import type { ReactNode } from 'react';
import { getCountryNames, getProductOptions } from '../server/choices.server';
import { QuoteForm } from './quote-form';

/** Headings and paragraphs of the quote section in its two uses (SPEC 2.5). */
export const requestQuoteCopy = {
  /** On the contact page. */
  contact: {
    heading: "We're Here to Help!",
    intro:
      'Questions about a pump, a project or an installation already running? Send us a message and our sales engineers will get back to you within one working day.',
  },
  /** The reusable block on other pages. */
  block: {
    heading: 'Request Quotes',
    intro:
      'Tell us about your application (flow, head, power supply and site) and we will prepare a custom quote with the right pump for the job.',
  },
} as const;

/** Props of {@link RequestQuoteSection}. */
export interface RequestQuoteSectionProps {
  /** Section heading (default 'Request Quotes'). */
  heading?: string;
  /** Paragraph under the heading. */
  intro?: ReactNode;
  /** Anchor of the section (default 'request-quote'). */
  id?: string;
  /** Optional column beside the form (right on wide screens, above it on phones), e.g. the contact details. */
  aside?: ReactNode;
}

/**
 * The quote/contact form section (server component): heading, paragraph and the form, with the product
 * and country options computed here on the server.
 * @throws ContentError when the catalogue is invalid (fails the build).
 */
export function RequestQuoteSection({
  heading = requestQuoteCopy.block.heading,
  intro = requestQuoteCopy.block.intro,
  id = 'request-quote',
  aside,
}: RequestQuoteSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className="bg-water-50 py-16 sm:py-20">
      <div className={`container-page grid gap-10 ${aside ? 'lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]' : ''}`}>
        {/* The aside comes first: on a phone the direct contacts are above the nine-field form; on wide
            screens the grid puts it in the right-hand column. */}
        {aside && <div className="lg:col-start-2 lg:row-start-1">{aside}</div>}
        <div
          id={`${id}-card`}
          className={`scroll-mt-[calc(var(--spacing-header)+1rem)] rounded-card bg-surface p-6 shadow-card sm:p-10 ${aside ? 'lg:col-start-1 lg:row-start-1' : ''}`}
        >
          <h2 id={headingId} className="section-title">
            {heading}
          </h2>
          {intro && <p className="mt-3 mb-8 max-w-2xl leading-relaxed text-ink-700">{intro}</p>}
          <QuoteForm
            products={getProductOptions()}
            countries={getCountryNames()}

            anchorId={id}
          />
        </div>
      </div>
    </section>
  );
}
