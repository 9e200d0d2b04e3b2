'use client';

import { useMemo, useSyncExternalStore } from 'react';
import { readSentSummary, sentSummaryKey } from './sent-summary';

const noSubscription = () => () => {};

/** The stored summary's raw text (a string, so React can compare snapshots); null on the server. */
function storedText(): string | null {
  try {
    return window.sessionStorage.getItem(sentSummaryKey);
  } catch {
    return null;
  }
}

/**
 * "What you sent" on the thank-you page: the summary the form kept in this tab for the enquiry with
 * this reference (`sent-summary.ts`), or nothing (another tab, a reload after the tab was closed,
 * no JavaScript). Client component; renders nothing on the server.
 * @param reference the enquiry's reference from the page's URL, already checked
 */
export function SentSummaryView({ reference }: { reference: string }) {
  const text = useSyncExternalStore(noSubscription, storedText, () => null);
  // `text` is read again only to re-run the parse when the stored summary changes.
  const summary = useMemo(() => (text === null ? null : readSentSummary(reference)), [text, reference]);
  if (!summary || summary.lines.length === 0) return null;
  return (
    <section
      aria-labelledby="sent-summary-heading"
      className="mx-auto mt-8 max-w-2xl rounded-card border border-line bg-surface-muted px-5 py-4 text-left"
      data-testid="sent-summary"
    >
      <h2 id="sent-summary-heading" className="font-bold text-navy-900">
        What you sent: {summary.title.toLowerCase()}
      </h2>
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[8rem_minmax(0,1fr)]">
        {summary.lines.map((line) => (
          <div key={line.label} className="contents">
            <dt className="font-semibold text-ink-700">{line.label}</dt>
            <dd className="mb-1 break-words whitespace-pre-line text-ink-900 sm:mb-0">{line.value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-sm text-ink-700">We reply to the phone and e-mail you gave.</p>
    </section>
  );
}
