import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { searchIndexFiles } from '../domain/files';
import { loadSearchIndex, type SearchIndex, type SearchIndexVariant } from '../domain/search-index';

const cache = new Map<string, SearchIndex>();

/**
 * The serialised index written at build time (`searchIndexFiles`), loaded once per process and root.
 * For the server-rendered search page and route handlers; browsers fetch `clientSearchIndexUrl`.
 * @param variant `server` (full text, default) or `client`
 * @param root repository root holding `.generated/` and `public/` (default: the working directory)
 * @throws Error naming the file and the command to write it when the file is missing or unreadable,
 *   or (from `loadSearchIndex`) when it has another format version
 */
export function readSearchIndex(
  variant: SearchIndexVariant = 'server',
  root: string = /*turbopackIgnore: true*/ process.cwd(),
): SearchIndex {
  // The index is a build artefact next to the app, read at run time; not a module to trace.
  const file = path.join(/*turbopackIgnore: true*/ root, searchIndexFiles[variant]);
  const cached = cache.get(file);
  if (cached) return cached;
  let json: string;
  try {
    json = fs.readFileSync(/*turbopackIgnore: true*/ file, 'utf8');
  } catch (error) {
    throw new Error(
      `${searchIndexFiles[variant]} cannot be read (${(error as Error).message}): run npm run build:search (prebuild runs it)`,
    );
  }
  const index = loadSearchIndex(json);
  cache.set(file, index);
  return index;
}
