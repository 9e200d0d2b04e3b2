import { paths } from '@/config/paths';
import { SearchIcon } from '@/components/ui/icons';

/** Longest query the search page reads (characters); the rest is ignored. */
export const maxQueryLength = 200;

/**
 * The plain search form (server component): a GET form to `/search` with one labelled box and a
 * submit button, for the results page and the 404 page; works without JavaScript.
 * @param query the text to show in the box (the current query); a new query gives a new box, so
 *   after a second search (the server sends the page again) the box shows it and not the first one
 *   or what was typed before, which an uncontrolled input's `defaultValue` alone would keep
 * @param id the box's id (unique on the page)
 */
export function SearchForm({ query = '', id = 'search-page-q' }: { query?: string; id?: string }) {
  return (
    <form role="search" action={paths.search} method="get" className="flex gap-2">
      <label htmlFor={id} className="sr-only">
        Search the site
      </label>
      <input
        key={query}
        id={id}
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
  );
}
