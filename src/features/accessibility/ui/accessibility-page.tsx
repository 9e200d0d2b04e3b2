import { TextPage } from '@/components/ui/text-page';
import type { SiteContact } from '@/config/site';
import { accessibilityStatement as statement, type StatementSection } from './statement';

const reviewedLabel = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
}).format(new Date(`${statement.reviewed}T00:00:00Z`));

/** One titled list of the statement. */
function Section({ id, section }: { id: string; section: StatementSection }) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-2xl font-bold text-navy-900">
        {section.heading}
      </h2>
      {section.intro ? <p className="mt-3 leading-relaxed text-ink-700">{section.intro}</p> : null}
      <ul className="mt-4 list-disc space-y-2 pl-6 leading-relaxed text-ink-700">
        {section.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Accessibility statement page: the standard the site aims for, what visitors can expect, how it is
 * tested, known limitations and how to report a barrier (by e-mail or phone). The privacy
 * policy's layout ({@link TextPage}). A server component with no client JavaScript.
 * @param contact the sales mailbox and phone to report a barrier to (the back office's)
 */
export function AccessibilityPage({
  contact,
}: {
  contact: Pick<SiteContact, 'salesEmail' | 'phone' | 'phoneDisplay'>;
}) {
  const { feedback } = statement;
  return (
    <TextPage title={statement.title}>
      <p className="text-sm text-ink-600">
        Last reviewed <time dateTime={statement.reviewed}>{reviewedLabel}</time>
      </p>
      <p className="mt-6 text-[1.05rem] leading-relaxed text-ink-700">{statement.intro}</p>
      <Section id="accessibility-features" section={statement.features} />
      <Section id="accessibility-testing" section={statement.testing} />
      <Section id="accessibility-limitations" section={statement.limitations} />

      <section aria-labelledby="accessibility-feedback" className="mt-10 rounded-card bg-water-50 p-6 sm:p-8">
        <h2 id="accessibility-feedback" className="text-2xl font-bold text-navy-900">
          {feedback.heading}
        </h2>
        <p className="mt-3 leading-relaxed text-ink-700">{feedback.intro}</p>
        <ul className="mt-4 space-y-2 text-ink-700">
          <li>
            E-mail:{' '}
            <a
              href={`mailto:${contact.salesEmail}?subject=Accessibility`}
              className="font-semibold text-water-700 underline underline-offset-4"
            >
              {contact.salesEmail}
            </a>
          </li>
          <li>
            Phone:{' '}
            <a href={`tel:${contact.phone}`} className="font-semibold text-water-700 underline underline-offset-4">
              {contact.phoneDisplay}
            </a>
          </li>
        </ul>
        <p className="mt-4 leading-relaxed text-ink-700">{feedback.response}</p>
      </section>
    </TextPage>
  );
}
