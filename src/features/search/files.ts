import type { SearchIndexVariant } from './search-index';

/**
 * Where `scripts/build-search-index.ts` (run by `prebuild`) writes the two serialised indexes,
 * relative to the repository root. Both are generated and git-ignored.
 */
export const searchIndexFiles: Readonly<Record<SearchIndexVariant, string>> = {
  /** Full-text index, read from disk by the server-rendered search page (`readSearchIndex`). */
  server: '.generated/search/server-index.json',
  /** Small index served as a static file for search as you type; fetch it from {@link clientSearchIndexUrl}. */
  client: 'public/search/client-index.json',
};

/** Site path of the client index (the `client` file above, as `public/` serves it). */
export const clientSearchIndexUrl = '/search/client-index.json';
