import { Link } from '@/components/ui/link';
import { CheckIcon, ChevronRightIcon, PhoneIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import type { SiteContact } from '@/config/site';
import { SentSummaryView } from '@/features/enquiries';

/** Where a visitor may go next, with one line on what they find there. */
const nextSteps = [
  { title: 'Download brochures', text: 'Models, performance tables and dimensions as PDF.', href: paths.downloads },
  { title: 'Read our blogs', text: 'Selection guides and case studies from the field.', href: paths.blogs },
  { title: 'About the company', text: 'Our factory, certifications and track record.', href: paths.company },
  { title: 'News & Events', text: 'Launches and trade fairs around the world.', href: paths.newsAndEvents },
];

/**
 * Thank-you page after a form is sent (SPEC 2.12): the exact heading and text, helpful links and the
 * sales phone for anything urgent; after a form, the enquiry's reference (which the sales team's
 * e-mail carries too) and, in the tab that sent it, a summary of what was sent.
 * @param contact the company's contact details (the back office's)
 * @param reference the enquiry's reference from the URL, already checked (`parseEnquiryReference`)
 */
export function ThankYouPage({
  contact,
  reference,
}: {
  contact: Pick<SiteContact, 'phone' | 'phoneDisplay'>;
  reference?: string | null;
}) {
  return (
    <section className="bg-surface-muted py-16 sm:py-24">
      <div className="container-page max-w-4xl">
        <div className="rounded-card border border-line bg-white px-6 py-12 text-center shadow-card sm:px-12">
          <span className="mx-auto mb-6 inline-flex size-16 items-center justify-center rounded-full bg-water-100 text-water-700">
            <CheckIcon className="size-8" />
          </span>
          <h1 className="mx-auto max-w-2xl text-3xl font-bold text-navy-900 sm:text-4xl">
            Thank You! We&apos;ve Received Your Message.
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg leading-relaxed text-ink-700" data-testid="thank-you-text">
            Our team will review your inquiry and get back to you shortly. Feel free to explore more about our products
            and services.
          </p>
          {reference && (
            <>
              <p className="mx-auto mt-6 max-w-2xl text-ink-700" data-testid="enquiry-reference">
                Your reference:{' '}
                <strong className="font-mono text-lg tracking-wide text-navy-900" translate="no">
                  {reference}
                </strong>
                . Quote it if you call or write to us.
              </p>
              <SentSummaryView reference={reference} />
            </>
          )}
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Link href={paths.home} className="btn-primary">
              Back to home
            </Link>
            <a href={`tel:${contact.phone}`} className="btn-secondary">
              <PhoneIcon className="size-4" />
              {contact.phoneDisplay}
            </a>
          </div>
        </div>

        <nav aria-labelledby="explore-heading" className="mt-12">
          <h2 id="explore-heading" className="mb-5 text-xl font-bold text-navy-900">
            Explore while you wait
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2">
            {nextSteps.map((step) => (
              <li key={step.href}>
                <Link
                  href={step.href}
                  className="group flex h-full items-center justify-between gap-4 rounded-card border border-line bg-white p-5 shadow-card transition-shadow hover:shadow-raised"
                >
                  <span>
                    <span className="block font-semibold text-navy-900 group-hover:text-water-700">{step.title}</span>
                    <span className="mt-1 block text-sm text-ink-600">{step.text}</span>
                  </span>
                  <ChevronRightIcon className="size-5 shrink-0 text-water-700" />
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </section>
  );
}
