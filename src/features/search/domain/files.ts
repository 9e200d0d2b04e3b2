import type { SearchIndexVariant } from './search-index';

/**
 * Where `scripts/build-search-index.ts` (run by `prebuild`) writes the two serialised indexes,
 * relative to the repository root. Both are generated and git-ignored.
 */
export const searchIndexFiles: Readonly<Record<SearchIndexVariant, string>> = {
  /** Full-text index, read from disk by the server-rendered search page (`readSearchIndex`). */
  server: '.generated/search/server-index.json',
  /** Small index for search as you type, as the build made it (the site serves the live one at {@link clientSearchIndexUrl}). */
  client: 'public/search/client-index.json',
};

/**
 * Where the build script writes the plain text of each brochure PDF by slug, for the running site to
 * rebuild the index with what the back office publishes (`live-index.server.ts`, issue 45).
 */
export const brochureTextFile = '.generated/search/brochure-text.json';

/**
 * Site path of the client index the browser fetches: the running site's (`GET
 * /api/search/client-index.json`, with what the back office has published), not the build's file.
 */
export const clientSearchIndexUrl = '/api/search/client-index.json';
