/**
 * Public entry of the site search domain (issue 14). Browser-safe: no `node:*`, no content reads, so
 * a client island may import it. Two more entries are server or build only:
 * - `@/features/search/documents`: `buildSearchDocuments`, `buildSuggestions` (read `content/`);
 * - `@/features/search/read-index.server`: `readSearchIndex` (reads the generated file).
 */
export { clientSearchIndexUrl, searchIndexFiles } from './files';
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
