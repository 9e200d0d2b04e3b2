import { ToolHeader } from '@/components/ui/tool-header';
import { searchSite } from '../domain/query';
import { liveSearchIndexes, type LivingContentReader } from '../server/live-index.server';
import { maxQueryLength, SearchForm } from './search-form';
import { SearchResults } from './search-results';

/**
 * `/search?q=…` (server component, rendered per request): the query form and the grouped results
 * from the live full-text index (`liveSearchIndexes`: the build's catalogue with the published living
 * content), so search works without JavaScript and a search is a link.
 * @param searchParams the request's query (`q`; others are ignored)
 * @param readLiving the published living content (the back office's)
 */
export async function SearchPage({
  searchParams,
  readLiving,
}: {
  searchParams: URLSearchParams;
  readLiving: LivingContentReader;
}) {
  const query = (searchParams.get('q') ?? '').trim().slice(0, maxQueryLength);
  const response = searchSite((await liveSearchIndexes({ read: readLiving })).server, query);
  const heading = !query
    ? 'What are you looking for?'
    : response.total === 0
      ? `No results for “${query}”`
      : `${response.total} ${response.total === 1 ? 'result' : 'results'} for “${query}”`;

  return (
    <>
      <ToolHeader
        title="Search"
        intro="Products, pump models by code, brochures (including their contents), articles and pages."
      />
      <div className="container-page max-w-5xl py-10 lg:py-12">
        <SearchForm query={query} />
        <h2 className="mt-8 mb-4 text-2xl font-bold tracking-tight text-navy-900" aria-live="polite">
          {heading}
        </h2>
        <SearchResults response={response} />
      </div>
    </>
  );
}
