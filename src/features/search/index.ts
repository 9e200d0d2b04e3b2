/**
 * Public entry of the site search (issue 14): the domain, the search form and the header's search
 * box. Browser-safe: no `node:*`, no content reads, so a client island may import it. Two more
 * entries are server or build only:
 * - `./index.server`: the search page, which reads the generated index (`read-index.server.ts`);
 * - `@/features/search/documents`: `buildSearchDocuments`, `buildSuggestions` (read `content/`), for
 *   the build script that writes the index.
 */
export { brochureTextFile, clientSearchIndexUrl, searchIndexFiles } from './files';
export {
  codeCandidates,
  compactCode,
  extractFrequency,
  fuzzyDistance,
  stem,
  terms,
  tokenize,
  usesPrefix,
} from './normalise';
export { defaultLimit, searchSite, type SearchSiteOptions } from './query';
export {
  createSearchIndex,
  loadSearchIndex,
  searchIndexVersion,
  serialiseSearchIndex,
  type SearchIndex,
  type SearchIndexVariant,
  type SerialisedSearchIndex,
} from './search-index';
export { buildSnippet } from './snippet';
export { maxQueryLength, SearchForm } from './components/search-form';
export {
  groupOfType,
  searchGroups,
  type FrequencyHz,
  type SearchDocument,
  type SearchDocumentType,
  type SearchGroup,
  type SearchResponse,
  type SearchResult,
  type SearchSuggestion,
  type SnippetSegment,
} from './types';
export { HeaderSearch } from './components/header-search';
