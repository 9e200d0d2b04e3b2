import { paths } from '@/config/paths';
import { ToolHeader } from '@/components/ui/tool-header';
import { SearchIcon } from '@/components/ui/icons';
import { searchSite } from '../query';
import { readSearchIndex } from '../read-index.server';
import { SearchResults } from './search-results';

/** Longest query the page reads (characters); the rest is ignored. */
export const maxQueryLength = 200;

/**
 * `/search?q=…` (server component, rendered per request): the query form and the grouped results
 * from the full-text server index, so search works without JavaScript and a search is a link.
 * @param searchParams the request's query (`q`; others are ignored)
 */
export function SearchPage({ searchParams }: { searchParams: URLSearchParams }) {
  const query = (searchParams.get('q') ?? '').trim().slice(0, maxQueryLength);
  const response = searchSite(readSearchIndex('server'), query);
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
        crumbs={[{ label: 'Home', href: paths.home }, { label: 'Search' }]}
      />
      <div className="container-page max-w-5xl py-10 lg:py-12">
        <form role="search" action={paths.search} method="get" className="flex gap-2">
          <label htmlFor="search-page-q" className="sr-only">
            Search the site
          </label>
          <input
            id="search-page-q"
            type="search"
            name="q"
            defaultValue={query}
            maxLength={maxQueryLength}
            placeholder="Model code, product, application…"
            className="block w-full min-w-0 rounded-lg border border-line bg-surface px-4 py-3 text-ink-900 shadow-sm focus:border-water-600 focus:ring-2 focus:ring-water-600/30 focus:outline-none"
          />
          <button type="submit" className="btn-primary shrink-0 px-5">
            <SearchIcon className="size-5" />
            <span className="max-sm:sr-only">Search</span>
          </button>
        </form>
        <h2 className="mt-8 mb-4 text-2xl font-bold tracking-tight text-navy-900" aria-live="polite">
          {heading}
        </h2>
        <SearchResults response={response} />
      </div>
    </>
  );
}
