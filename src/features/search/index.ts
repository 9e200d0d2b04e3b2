/**
 * Public entry of the site search (issue 14): the domain, the search form and the header's search
 * box. Browser-safe: no `node:*`, no content reads, so a client island may import it. Two more
 * entries are server or build only:
 * - `./index.server`: the search page, which reads the generated index (`read-index.server.ts`);
 * - `@/features/search/server/documents`: `buildSearchDocuments`, `buildSuggestions` (read `content/`), for
 *   the build script that writes the index.
 */
export { brochureTextFile, clientSearchIndexUrl, searchIndexFiles } from './domain/files';
export {
  codeCandidates,
  compactCode,
  extractFrequency,
  fuzzyDistance,
  stem,
  terms,
  tokenize,
  usesPrefix,
} from './domain/normalise';
export { defaultLimit, searchSite, type SearchSiteOptions } from './domain/query';
export {
  createSearchIndex,
  loadSearchIndex,
  searchIndexVersion,
  serialiseSearchIndex,
  type SearchIndex,
  type SearchIndexVariant,
  type SerialisedSearchIndex,
} from './domain/search-index';
export { buildSnippet } from './domain/snippet';
export { maxQueryLength, SearchForm } from './ui/search-form';
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
} from './domain/types';
export { HeaderSearch } from './ui/header-search';
