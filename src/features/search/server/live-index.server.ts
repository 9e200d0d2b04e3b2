import 'server-only';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { buildSearchDocuments, buildSuggestions, type LivingContent } from './documents';
import { brochureTextFile } from '../domain/files';
import { publishedGeneration } from '@/lib/publishing/published-generation';
import { readSearchIndex } from './read-index.server';
import { createSearchIndex, serialiseSearchIndex, type SearchIndex } from '../domain/search-index';

/**
 * The search indexes the running site answers from (issue 45 point 3: a publish is in the site
 * search and its suggestions within 10 s, without a rebuild). The catalogue, the models and the
 * site's pages come from `content/` as the build reads them, the brochures' PDF text from the build
 * ({@link brochureTextFile}); the living content (news and events, dealers, blog posts, brochures)
 * from what the back office publishes. Both indexes are built on first use (about 0.3 s for 345
 * documents) and again on the first use after `markPublishedChanged` (`@/lib/publishing/published-generation`), which the revalidation
 * poller calls for every change in the publish log.
 */

/** Both variants of one build, with the client index as the JSON the browser downloads. */
export interface LiveSearchIndexes {
  server: SearchIndex;
  client: SearchIndex;
  /** The serialised client index (`SerialisedSearchIndex`). */
  clientJson: string;
  /** Strong ETag of {@link clientJson}: its SHA-256 in base64url, quoted (45 characters). */
  clientEtag: string;
}

/** Reads the published living content (features do not reach the back office: the app passes it in). */
export type LivingContentReader = () => Promise<LivingContent>;

function readBrochureText(root: string): Record<string, string> {
  const file = path.join(/*turbopackIgnore: true*/ root, brochureTextFile);
  try {
    return JSON.parse(fs.readFileSync(/*turbopackIgnore: true*/ file, 'utf8')) as Record<string, string>;
  } catch (error) {
    throw new Error(
      `${brochureTextFile} cannot be read (${(error as Error).message}): run npm run build:search (prebuild runs it)`,
    );
  }
}

/**
 * Builds both indexes from the content, the build's brochure text and the published living content.
 * @param read the published living content
 * @param root repository root holding `.generated/` (default: the working directory)
 * @throws Error when the brochure text file is missing, the content is invalid or the read fails
 */
export async function buildLiveSearchIndexes(
  read: LivingContentReader,
  root: string = /*turbopackIgnore: true*/ process.cwd(),
): Promise<LiveSearchIndexes> {
  const documents = buildSearchDocuments({ brochureText: readBrochureText(root), living: await read() });
  const suggestions = buildSuggestions();
  const client = createSearchIndex(documents, 'client', suggestions);
  const clientJson = serialiseSearchIndex(client);
  return {
    server: createSearchIndex(documents, 'server', suggestions),
    client,
    clientJson,
    clientEtag: etagOf(clientJson),
  };
}

/** A strong ETag of a body: its SHA-256, base64url, quoted. */
function etagOf(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url')}"`;
}

let current: { generation: number; indexes: Promise<LiveSearchIndexes> } | undefined;

/** Where {@link liveSearchIndexes} reads. */
export interface LiveSearchOptions {
  /** The published living content (the site's routes give the back office's, `getPublishedLivingContent`). */
  read: LivingContentReader;
  /** Repository root holding `.generated/` (default: the working directory). */
  root?: string;
}

/**
 * The live indexes, built on first use and rebuilt after `markPublishedChanged` (`@/lib/publishing/published-generation`); concurrent
 * callers share one build (one set per process and bundle, built with the options of the call that
 * found it stale). When the back office cannot be read, the build's indexes answer (logged) and the
 * next call tries again.
 * @throws Error (from `readSearchIndex`) only when the back office cannot be read and the build's
 *   index files are missing too
 */
export async function liveSearchIndexes({ read, root }: LiveSearchOptions): Promise<LiveSearchIndexes> {
  const wanted = publishedGeneration();
  if (current?.generation !== wanted) {
    const indexes = buildLiveSearchIndexes(read, root);
    current = { generation: wanted, indexes };
    indexes.catch(() => {
      if (current?.indexes === indexes) current = undefined;
    });
  }
  try {
    return await current.indexes;
  } catch (error) {
    console.error('[search] the published content cannot be indexed; answering from the build', error);
    const client = readSearchIndex('client', root);
    const clientJson = serialiseSearchIndex(client);
    return { server: readSearchIndex('server', root), client, clientJson, clientEtag: etagOf(clientJson) };
  }
}

/**
 * `GET /api/search/client-index.json`: the live client index as JSON, revalidated by the browser on
 * each page (`no-cache` with a strong ETag: 304 while nothing was published), so a visitor's
 * suggestions include a publish at the next page they open.
 * @param request the request (its `If-None-Match`)
 * @param options where the indexes read
 * @returns 200 with the JSON, or 304 without a body when `If-None-Match` names the current ETag
 */
export async function clientIndexResponse(request: Request, options: LiveSearchOptions): Promise<Response> {
  const { clientJson, clientEtag } = await liveSearchIndexes(options);
  const headers = { 'Cache-Control': 'public, no-cache', ETag: clientEtag, 'Content-Type': 'application/json' };
  const known = request.headers.get('if-none-match')?.split(/\s*,\s*/) ?? [];
  if (known.includes(clientEtag) || known.includes('*')) return new Response(null, { status: 304, headers });
  return new Response(clientJson, { status: 200, headers });
}
