import { clientSearchIndexUrl } from '../domain/files';
import { searchSite } from '../domain/query';
import { loadSearchIndex, type SearchIndex } from '../domain/search-index';
import type { SearchResponse } from '../domain/types';

/**
 * The browser side of search as you type, loaded by the header search box only when it is first
 * focused (a dynamic import), so MiniSearch and the index never weigh on a page's first load.
 */

let loading: Promise<SearchIndex> | undefined;

/**
 * The client index (`clientSearchIndexUrl`: titles, model codes, keywords and summaries), fetched
 * once per page; a failed fetch is retried on the next call.
 * @throws Error when the index cannot be fetched or has another format version
 */
export function loadClientIndex(): Promise<SearchIndex> {
  loading ??= fetch(clientSearchIndexUrl)
    .then((response) => {
      if (!response.ok) throw new Error(`Search index: HTTP ${response.status}`);
      return response.json();
    })
    .then(loadSearchIndex)
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}

/**
 * The instant results for a query: the best hits across groups (snippets kept short).
 * @param limit most hits (default 8)
 */
export async function searchAsYouType(query: string, limit = 8): Promise<SearchResponse> {
  return searchSite(await loadClientIndex(), query, { limit, snippetChars: 90 });
}
