import { createHash } from 'node:crypto';
import type http from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import fresh from 'fresh';
import { queryRenderedRoute } from '../src/config/paths';
import { encodings, negotiateEncoding, varyWithAcceptEncoding, type Encoding } from './content-encoding';
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
]);

/** One prerendered page as the cache holds it. */
export interface CachedPage {
  /**
   * Next.js's response headers without the per-response ones, `Vary` including `Accept-Encoding`,
   * and always an `ETag`: Next.js's own, or a strong one made from the body.
   */
  headers: Record<string, string | string[]> & { etag: string };
  /** The page's body in each encoding; Brotli arrives after the rest (see {@link PageCache.addBrotli}). */
  bodies: Record<Exclude<Encoding, 'br'>, Buffer> & { br?: Buffer };
}

const brotli = promisify(zlib.brotliCompress);
/** Brotli quality: within 2 % of the maximum's (11) size on these pages, in a third of its time. */
const brotliQuality = 10;
const gzip = promisify(zlib.gzip);

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
  const gz = await gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION });
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
      page.bodies.br = await brotli(page.bodies.identity, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: page.bodies.identity.length,
        },
      });
      done += 1;
    }
    return done;
  }

  /** Keeps a page for a path (`/`, `/about-us`), replacing what was there. */
  set(pathname: string, page: CachedPage): void {
    this.pages.set(pathname, page);
  }

  /**
   * Answers a request from the cache when it is a plain GET or HEAD of a kept page: no router,
   * RSC or server-action header, no `_rsc` query, no query that selects what the prerendered page
   * cannot show (`/dealers?country=`: `queryRenderedRoute`, which the proxy rewrites). Negotiates the encoding (Brotli, then gzip, then
   * none) and answers 304 when the client's `If-None-Match` holds the page's validator.
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
    if (query !== -1 && queryRenderedRoute(pathname, new URLSearchParams(url.slice(query + 1)))) return false;

    if (fresh(request.headers, { etag: page.headers.etag })) {
      // RFC 9110 15.4.5: a 304 carries the validator and the caching headers a 200 would have.
      response.statusCode = 304;
      for (const name of ['etag', 'vary', 'cache-control']) {
        const value = page.headers[name];
        if (value !== undefined) response.setHeader(name, value);
      }
      response.end();
      return true;
    }
    const encoding = negotiateEncoding(
      request,
      encodings.filter((e) => page.bodies[e]),
    );
    const body = page.bodies[encoding] ?? page.bodies.identity;
    response.writeHead(200, {
      ...page.headers,
      ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
      'content-length': body.length,
    });
    response.end(request.method === 'HEAD' ? undefined : body);
    return true;
  }
}

/**
 * Fills a cache by asking a running server (Next.js behind the `npm start` server) for each path,
 * uncompressed and without router headers, as a browser's first visit would.
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
      const answer = await fetch(new URL(pathname, origin), {
        headers: { 'accept-encoding': 'identity' },
        redirect: 'manual',
      });
      const headers: Record<string, string | string[]> = {};
      answer.headers.forEach((value, name) => {
        if (name !== 'set-cookie') headers[name] = value;
      });
      const cookies = answer.headers.getSetCookie();
      if (cookies.length) headers['set-cookie'] = cookies;
      const page = await cachedPageFrom(answer.status, headers, Buffer.from(await answer.arrayBuffer()));
      if ('refused' in page) refused.push({ path: pathname, reason: page.refused });
      else cache.set(pathname, page);
    } catch (error) {
      refused.push({ path: pathname, reason: error instanceof Error ? error.message : String(error) });
    }
  }
  return { kept: cache.size, refused };
}
