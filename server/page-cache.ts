import { createHash, randomUUID } from 'node:crypto';
import type http from 'node:http';
import zlib from 'node:zlib';
import { errorMessage, log } from '../src/lib/runtime/log';
import fresh from 'fresh';
import { isPublishablePage, queryRenderedRoute } from '../src/config/paths';
import { asBuilt } from './built-page';
import {
  compressBody,
  encodings,
  etagForEncoding,
  negotiateEncoding,
  varyWithAcceptEncoding,
  type Encoding,
} from './content-encoding';
import { carriesDraftMode } from './draft-requests';
import { isRouterRequest } from './router-requests';

/**
 * Prerendered documents served from memory by the `npm start` server (issue 16: "serve pages at
 * static speed"). Next.js answers a prerendered page by routing the request, running the proxy for
 * its Content-Security-Policy and reading the page from its cache: about a millisecond of one core
 * per request. The page cache asks Next.js once for each prerendered path, at start, keeps the
 * answer exactly as Next.js gave it (status, every header, body) and replays it, compressed ahead
 * of time with gzip and then Brotli, to every later request that Next.js would answer the same way.
 *
 * What is replayed is Next.js's own answer, so headers set by `next.config.ts`, the proxy's CSP and
 * Next.js's cache and `Vary` headers stay one source of truth. An answer that is not safe to share
 * (not 200, a cookie, a per-request CSP nonce, a page Next.js revalidates) is not kept; those
 * paths stay with Next.js.
 */

/** Response headers that belong to one connection or one encoding, never replayed as stored. */
const perResponseHeaders = new Set([
  'connection',
  'content-encoding',
  'content-length',
  'date',
  'keep-alive',
  'transfer-encoding',
  // The id the server gave the request that filled the cache; each answer gets its own (request-log.ts).
  'x-request-id',
]);

/**
 * Header by which the cache's own requests for a page pass every page cache of this process and reach
 * Next.js (a refresh must not be answered with the copy it replaces). Its value is made once per
 * process and never leaves it, so no visitor can send it.
 */
const bypassHeader = 'x-kavex-page-cache-bypass';
const bypassValue = randomUUID();

/** One prerendered page as the cache holds it. */
export interface CachedPage {
  /**
   * Next.js's response headers without the per-response ones, `Vary` including `Accept-Encoding`,
   * and always an `ETag`: Next.js's own, or a strong one made from the body. It is the identity body's;
   * the compressed ones are sent with the coding added to it (`etagForEncoding`).
   */
  headers: Record<string, string | string[]> & { etag: string };
  /** The page's body in each encoding; Brotli arrives after the rest (see {@link PageCache.addBrotli}). */
  bodies: Record<Exclude<Encoding, 'br'>, Buffer> & { br?: Buffer };
}

/** Brotli quality: within 2 % of the maximum's (11) size on these pages, in a third of its time. */
const brotliQuality = 10;

/**
 * The cache entry for one answer of Next.js, or why it cannot be shared.
 * @param status the answer's status code
 * @param headers its headers (lower-case names, as Node.js and fetch give them)
 * @param body its body, uncompressed
 * @returns the entry, or a short reason it is not kept
 */
export async function cachedPageFrom(
  status: number,
  headers: Record<string, string | string[]>,
  body: Buffer,
): Promise<CachedPage | { refused: string }> {
  if (status !== 200) return { refused: `status ${status}` };
  if (headers['set-cookie']) return { refused: 'sets a cookie' };
  if (!String(headers['content-type'] ?? '').startsWith('text/html')) return { refused: 'not HTML' };
  if (/'nonce-/.test(String(headers['content-security-policy'] ?? ''))) return { refused: 'per-request CSP nonce' };
  // A page Next.js revalidates (ISR) or renders per visitor changes under the cache: leave it to Next.js.
  if (/stale-while-revalidate|no-store|no-cache|private/.test(String(headers['cache-control'] ?? ''))) {
    return { refused: `Cache-Control: ${String(headers['cache-control'])}` };
  }
  if (headers['content-encoding'] && headers['content-encoding'] !== 'identity') {
    return { refused: `arrived ${String(headers['content-encoding'])}-encoded` };
  }
  const kept = Object.fromEntries(Object.entries(headers).filter(([name]) => !perResponseHeaders.has(name)));
  kept.vary = varyWithAcceptEncoding(kept.vary);
  const etag =
    typeof kept.etag === 'string'
      ? kept.etag
      : `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  const gz = await compressBody(body, 'gzip', { brotliQuality, gzipLevel: zlib.constants.Z_BEST_COMPRESSION });
  return { headers: { ...kept, etag }, bodies: { gzip: gz, identity: body } };
}

/** Prerendered pages by path, filled from Next.js's own answers; see the module comment. */
export class PageCache {
  private readonly pages = new Map<string, CachedPage>();

  /** Number of pages held. */
  get size(): number {
    return this.pages.size;
  }

  /**
   * Compresses every held page with Brotli, one page at a time off the main thread: about 0.1 s
   * of one core for a 150 KB page, 30 % smaller than gzip. Until a page's turn
   * it goes out gzip-compressed, so the cache serves at once and the best encoding follows.
   * @returns the number of pages compressed
   */
  async addBrotli(): Promise<number> {
    let done = 0;
    for (const page of this.pages.values()) {
      if (page.bodies.br) continue;
      page.bodies.br = await compressBody(page.bodies.identity, 'br', { brotliQuality });
      done += 1;
    }
    return done;
  }

  /** Whether a page is held for the path. */
  has(pathname: string): boolean {
    return this.pages.has(pathname);
  }

  /** The paths of the pages held. */
  paths(): string[] {
    return [...this.pages.keys()];
  }

  /** Forgets the page of a path (Next.js answers it from then on). */
  delete(pathname: string): void {
    this.pages.delete(pathname);
  }

  /** Keeps a page for a path (`/`, `/about-us`), replacing what was there. */
  set(pathname: string, page: CachedPage): void {
    this.pages.set(pathname, page);
  }

  /**
   * Answers a request from the cache when it is a plain GET or HEAD of a kept page: no router,
   * RSC or server-action header, no `_rsc` query, no draft-mode cookie (`carriesDraftMode`), no query that selects what the prerendered page
   * cannot show (`/dealers?country=`: `queryRenderedRoute`, which the proxy rewrites). Negotiates the encoding (Brotli, then gzip, then
   * none) and answers 304 when the client's `If-None-Match` holds the validator of that encoding.
   * @returns true when the cache answered; false leaves the request untouched for Next.js
   */
  serve(request: http.IncomingMessage, response: http.ServerResponse): boolean {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const url = request.url ?? '/';
    const query = url.indexOf('?');
    const pathname = query === -1 ? url : url.slice(0, query);
    const page = this.pages.get(pathname);
    if (!page) return false;
    if (isRouterRequest(request)) return false;
    if (request.headers[bypassHeader] === bypassValue) return false;
    // Draft mode (a staff member's preview): Next.js renders the newest drafts for this request alone.
    if (carriesDraftMode(request)) return false;
    if (query !== -1 && queryRenderedRoute(pathname, new URLSearchParams(url.slice(query + 1)))) return false;

    const encoding = negotiateEncoding(
      request,
      encodings.filter((e) => page.bodies[e]),
    );
    // One validator per encoding (issue 51): the gzip copy's tag does not revalidate the Brotli one.
    const etag = etagForEncoding(page.headers.etag, encoding);
    if (fresh(request.headers, { etag })) {
      // RFC 9110 15.4.5: a 304 carries the validator and the caching headers a 200 would have.
      response.statusCode = 304;
      for (const name of ['vary', 'cache-control']) {
        const value = page.headers[name];
        if (value !== undefined) response.setHeader(name, value);
      }
      response.setHeader('etag', etag);
      response.end();
      return true;
    }
    const body = page.bodies[encoding] ?? page.bodies.identity;
    response.writeHead(200, {
      ...page.headers,
      etag,
      ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
      'content-length': body.length,
    });
    response.end(request.method === 'HEAD' ? undefined : body);
    return true;
  }
}

/** Longest wait for Next.js to finish regenerating a page it first answers stale, in ms. */
const regenerationWaitMs = 8_000;

/**
 * Asks a running server (Next.js behind the `npm start` server) for one page, uncompressed and without
 * router headers, as a browser's first visit would, and keeps it as a build gives it ({@link asBuilt}).
 * A page Next.js answers stale (`x-nextjs-cache: STALE`, a regeneration it has just started) is asked
 * again until the regenerated page arrives.
 * @returns the entry, or why it cannot be kept
 */
async function fetchPage(origin: string, pathname: string): Promise<CachedPage | { refused: string }> {
  const started = Date.now();
  for (let attempt = 1; ; attempt++) {
    const answer = await fetch(new URL(pathname, origin), {
      headers: { 'accept-encoding': 'identity', [bypassHeader]: bypassValue },
      redirect: 'manual',
    });
    const body = Buffer.from(await answer.arrayBuffer());
    if (answer.headers.get('x-nextjs-cache') === 'STALE' && Date.now() - started < regenerationWaitMs) {
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
      continue;
    }
    const headers: Record<string, string | string[]> = {};
    answer.headers.forEach((value, name) => {
      if (name !== 'set-cookie') headers[name] = value;
    });
    const cookies = answer.headers.getSetCookie();
    if (cookies.length) headers['set-cookie'] = cookies;
    // Checked before the CSP is rewritten: a page with a per-request nonce is not a prerendered one.
    if (/'nonce-/.test(String(headers['content-security-policy'] ?? ''))) return { refused: 'per-request CSP nonce' };
    const built = asBuilt(headers, body);
    return cachedPageFrom(answer.status, built.headers, built.body);
  }
}

/**
 * Fills a cache with each path's page as Next.js answers it ({@link fetchPage}).
 * @param origin the server's own origin, e.g. `http://127.0.0.1:3000`
 * @param paths the prerendered page paths (from the CSP manifest)
 * @returns the number of pages kept and the paths refused with their reasons
 */
export async function fillPageCache(
  cache: PageCache,
  origin: string,
  paths: string[],
): Promise<{ kept: number; refused: { path: string; reason: string }[] }> {
  const refused: { path: string; reason: string }[] = [];
  for (const pathname of paths) {
    try {
      const page = await fetchPage(origin, pathname);
      if ('refused' in page) refused.push({ path: pathname, reason: page.refused });
      else cache.set(pathname, page);
    } catch (error) {
      refused.push({ path: pathname, reason: error instanceof Error ? error.message : String(error) });
    }
  }
  return { kept: cache.size, refused };
}

/**
 * The held pages a list of changed paths names: `*` every page held; `/prefix/*` every page held
 * under `/prefix/`; a path the cache holds, or a page the back office can publish after the build
 * (`isPublishablePage`: a new blog post is fetched and held from its first publish). Other paths (a page rendered per request, `/sitemap.xml`)
 * are left to Next.js.
 */
function pagesNamed(cache: PageCache, paths: readonly string[]): string[] {
  const held = cache.paths();
  if (paths.includes('*')) return held;
  const named = paths.flatMap((path) => {
    if (path.endsWith('/*')) return held.filter((page) => page.startsWith(path.slice(0, -1)));
    // A page published after the build is fetched even if not held yet: the back office names it.
    return cache.has(path) || isPublishablePage(path) ? [path] : [];
  });
  return [...new Set(named)];
}

/**
 * Replaces pages the back office changed (issue 45 point 3) with Next.js's regenerated ones, as a
 * build would give them, then Brotli-compresses them. A page that now cannot be kept is dropped, so
 * Next.js answers it; a page that fails to arrive keeps its old copy until the next publish.
 * @param paths site paths: `*` refreshes every page held, `/prefix/*` every page held under the prefix
 * @returns the paths replaced
 */
export async function refreshPages(cache: PageCache, origin: string, paths: readonly string[]): Promise<string[]> {
  const wanted = pagesNamed(cache, paths);
  const replaced: string[] = [];
  for (const pathname of wanted) {
    try {
      const page = await fetchPage(origin, pathname);
      if ('refused' in page) cache.delete(pathname);
      else {
        cache.set(pathname, page);
        replaced.push(pathname);
      }
    } catch (error) {
      log().error({ path: pathname, error: errorMessage(error) }, 'page cache: page kept as it was');
    }
  }
  await cache.addBrotli();
  return replaced;
}
