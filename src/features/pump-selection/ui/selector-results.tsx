import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import type { FlowUnit, HeadUnit } from '@/engineering/units';
import type { NearMissView, ResultView } from './view-model';
import { CompareBar } from './compare-bar';
import { ResultCard } from './result-card';
import { ModelLink } from './model-link';

/** Props of {@link SelectorResults}. */
export interface SelectorResultsProps {
  results: readonly ResultView[];
  nearMisses: readonly NearMissView[];
  /** The duty's query (flow, head, hz, …) carried on to compare. */
  dutyQuery: URLSearchParams;
  /** The quote form with the duty point, offered when nothing qualifies. */
  quoteHref: string;
  /** The visitor's units for flow and head (default m³/h and m). */
  units?: { flowUnit: FlowUnit; headUnit: HeadUnit };
}

/**
 * The ranked results of `/pump-selector` (server component): the cards inside a GET form to compare
 * (`models` plus the duty parameters as hidden fields), the near misses with their reasons, and, when
 * nothing qualifies, a plain statement and the quote form with the duty point filled in.
 */
export function SelectorResults({ results, nearMisses, dutyQuery, quoteHref, units }: SelectorResultsProps) {
  return (
    <div className="grid gap-10">
      {results.length > 0 ? (
        <form action={paths.pumpCompare} method="get" aria-label="Ranked pumps">
          {[...dutyQuery].map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <ol className="grid gap-4">
            {results.map((result, i) => (
              <li key={result.model}>
                <ResultCard result={result} rank={i + 1} units={units} />
              </li>
            ))}
          </ol>
          {results.length > 1 && <CompareBar />}
        </form>
      ) : (
        <section
          aria-labelledby="no-match-heading"
          className="rounded-card border border-accent-600/40 bg-accent-100/50 p-6"
          data-testid="no-match"
        >
          <h3 id="no-match-heading" className="text-lg font-bold text-navy-900">
            No pump in the catalogue delivers this duty point.
          </h3>
          <p className="mt-2 max-w-2xl text-ink-700">
            Our engineers can size a pump for it, often a larger model or a different speed. Send us the duty point and
            we will answer with a proposal.
          </p>
          <Link href={quoteHref} className="btn-primary mt-4">
            Ask for a pump for this duty point
          </Link>
        </section>
      )}

      {nearMisses.length > 0 && (
        <section aria-labelledby="near-misses-heading" className="break-inside-avoid">
          <h3 id="near-misses-heading" className="text-lg font-bold text-navy-900">
            Close, but not quite
          </h3>
          <p className="mt-1 text-sm text-ink-600">Models near the duty point and why they do not qualify.</p>
          <ul className="mt-3 divide-y divide-line rounded-card border border-line bg-surface">
            {nearMisses.map((miss) => (
              <li
                key={miss.model}
                className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-4 py-3 break-words"
              >
                <ModelLink
                  href={miss.productHref}
                  model={miss.model}
                  className="font-semibold text-navy-900 hover:text-water-700"
                />
                <span className="min-w-0 text-sm text-ink-700">{miss.reason}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
