import { Link } from '@/components/ui/link';
import type { SearchResponse, SearchResult, SearchSuggestion, SnippetSegment } from '../domain/types';

/** What each document type is called next to its title. */
export const typeLabels: Readonly<Record<SearchResult['type'], string>> = {
  product: 'Product',
  model: 'Pump model',
  document: 'Brochure',
  article: 'Article',
  page: 'Page',
};

/**
 * A snippet with its matched terms marked (segments from the search domain; no HTML is parsed). The
 * text between marks is plain text, not an element each: a results page has about 60 such pieces,
 * each an element React rendered and the page's RSC payload carried for nothing (issue 51, item 3).
 */
export function Snippet({ segments }: { segments: readonly SnippetSegment[] }) {
  return (
    <>
      {segments.map((segment, i) =>
        segment.match ? (
          <mark key={i} className="rounded-sm bg-water-100 px-0.5 font-semibold text-navy-900">
            {segment.text}
          </mark>
        ) : (
          segment.text
        ),
      )}
    </>
  );
}

function ResultItem({ result }: { result: SearchResult }) {
  return (
    <li className="border-b border-line py-4 last:border-b-0" data-testid="search-result">
      <p className="flex flex-wrap items-center gap-2 text-xs font-semibold tracking-[0.1em] text-water-700 uppercase">
        {typeLabels[result.type]}
        {result.frequencyHz && (
          <span className="rounded-full bg-water-50 px-2 py-0.5 tracking-normal whitespace-nowrap text-navy-800 normal-case">
            {result.frequencyHz} Hz
          </span>
        )}
      </p>
      <h3 className="mt-1 text-lg font-bold text-navy-900">
        <Link href={result.url} className="hover:text-water-700 hover:underline">
          {result.title}
        </Link>
        {result.parentTitle && <span className="ml-2 text-sm font-normal text-ink-600">in {result.parentTitle}</span>}
      </h3>
      {result.snippet.length > 0 && (
        <p className="mt-1 max-w-3xl text-sm leading-relaxed text-ink-700">
          <Snippet segments={result.snippet} />
        </p>
      )}
    </li>
  );
}

/** Links offered when a query is empty or finds nothing (from the index: the tools and popular categories). */
export function SearchSuggestions({ suggestions }: { suggestions: readonly SearchSuggestion[] }) {
  return (
    <ul className="mt-3 grid gap-2 sm:grid-cols-2">
      {suggestions.map((suggestion) => (
        <li key={suggestion.url}>
          <Link
            href={suggestion.url}
            className="flex items-center justify-between gap-3 rounded-lg border border-line bg-surface px-4 py-3 font-semibold text-navy-900 hover:border-water-600 hover:text-water-700"
          >
            {suggestion.title}
            {suggestion.frequencyHz && (
              <span className="text-sm font-normal whitespace-nowrap text-ink-600">{suggestion.frequencyHz} Hz</span>
            )}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * The results of a query, grouped (Products and models, Documents, Articles and news, Pages), each
 * hit with its type, frequency, title link (a model links to its row of the product page) and a
 * snippet with the matches marked; or, with no hit, the suggestions. Server or client.
 * @param response from `searchSite`
 */
export function SearchResults({ response }: { response: SearchResponse }) {
  if (response.groups.length === 0) {
    return (
      <div>
        <p className="text-ink-700">
          {response.query
            ? 'Check the spelling, try a model code as on the nameplate (KS4-05/24), or start from one of these:'
            : 'Search by product, model code, application or document, or start from one of these:'}
        </p>
        <SearchSuggestions suggestions={response.suggestions} />
      </div>
    );
  }
  return (
    <div className="grid gap-8 *:content-deferred-640">
      {response.groups.map(({ group, results }) => {
        const id = `group-${group.toLowerCase().replace(/\W+/g, '-')}`;
        return (
          <section key={group} aria-labelledby={id}>
            <h2 id={id} className="text-xl font-bold text-navy-900">
              {group} <span className="text-base font-normal text-ink-600">({results.length})</span>
            </h2>
            <ul className="mt-2">
              {results.map((result) => (
                <ResultItem key={result.id} result={result} />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
