import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import { clientAddress, rateLimitKey } from '../src/lib/http/client-address';
import { publishedGeneration } from '../src/lib/publishing/published-generation';
import { toolAnswerCacheControl } from '../src/lib/http/query-api-route';
import {
  ByteBoundedLru,
  canonicalQuery,
  ENTRY_OVERHEAD_BYTES,
  noneMatchHits,
} from '../src/lib/tool-answers/answer-cache';
import type { ToolGateDecision } from '../src/lib/tool-answers/page-gate';
import { toolRouteAt, type ToolRoute } from '../src/lib/tool-answers/tool-routes';
import {
  compressBody,
  etagForEncoding,
  negotiateEncoding,
  varyWithAcceptEncoding,
  type Encoding,
} from './content-encoding';
import { carriesDraftMode } from './draft-requests';
import { isRouterRequest } from './router-requests';

/**
 * The tools' answers kept by the `npm start` server (issue 51), pages and JSON APIs alike (the routes
 * of src/lib/tool-answers/tool-routes.ts): the selector, search, borewell and solar sizing pages are
 * rendered by Next.js per request from their query, with a policy of script hashes rather than a
 * nonce (src/proxy.ts), and the three tools' APIs compute their JSON from the query alone, so a 200
 * can be sent again to anyone asking the same canonical query. Each is kept in a least-recently-used
 * map bounded in bytes, keyed by the route, its canonical query (`canonicalQuery`), the build id,
 * for a page the published content's generation (the pages show back-office content: the search's
 * entries, the footer's contact details) and the host it was asked under (the sizing sheets' share
 * links name it), compressed once per encoding on its first request (Brotli or gzip, zlib's
 * asynchronous API), each encoding with its own strong ETag, and answered 304 for a matching
 * `If-None-Match`; a HEAD gets the GET's headers and no body. An answer that is not a 200 (a refused
 * query's 400 `{ message, field }`, a 429, a 503) is never kept, so it is asked of Next.js every
 * time; a request in draft mode, of the app router, with a repeated query name (which the tools
 * refuse, and which the canonical query would not tell apart), or for a page a script's
 * (`Sec-Fetch-Dest` other than `document`: its status differs) is never answered from it. A repeated
 * API query never reaches its route handler, which keeps no answers of its own.
 */

/** One tool answer (a page or an API's JSON) as the cache holds it. */
export interface KeptAnswer {
  /** Next.js's response headers without the per-response ones, with the cache's `Cache-Control`. */
  headers: Record<string, string | string[]> & { 'cache-control': string; vary: string };
  /** Strong ETag of the identity body (the compressed ones add their coding: `etagForEncoding`). */
  etag: string;
  /** The body uncompressed, and in each encoding asked for so far (compressed on first demand). */
  bodies: Partial<Record<Encoding, Buffer>> & { identity: Buffer };
}

/** Response headers that belong to one response or one encoding, never kept. */
const perResponseHeaders = new Set([
  'connection',
  'content-encoding',
  'content-length',
  'date',
  'etag',
  'keep-alive',
  'transfer-encoding',
  // The id of the request whose render was kept; each answer gets its own (request-log.ts).
  'x-request-id',
]);

/** Brotli quality for an answer compressed once when kept (the page cache's 10 is too slow per query). */
const brotliQuality = 6;

/** The bytes a kept answer takes: its bodies, its key and headers, and a fixed overhead. */
function sizeOf(key: string, page: KeptAnswer): number {
  const headerBytes = Object.entries(page.headers).reduce(
    (sum, [name, value]) => sum + name.length + String(value).length,
    0,
  );
  const bodyBytes = Object.values(page.bodies).reduce((sum, body) => sum + body.length, 0);
  return bodyBytes + 2 * (key.length + headerBytes + page.etag.length) + ENTRY_OVERHEAD_BYTES;
}

/** Whether a query names a parameter twice (`flow=1&flow=2`, or `flow=1&flow=`). */
function repeatsAName(params: URLSearchParams): boolean {
  const names = [...params.keys()];
  return new Set(names).size !== names.length;
}

/** What a tool answer may be kept from: Next.js's finished answer (a page's scripts deferred, CSP hashed). */
export interface RenderedAnswer {
  status: number;
  headers: http.OutgoingHttpHeaders;
  /** The body, uncompressed. */
  body: Buffer;
}

/**
 * The answer to keep for a rendered one, or why it is not kept: only a 200 without a cookie, for a
 * page an HTML document whose policy carries no nonce (a nonce is for one visitor only), for an API
 * JSON.
 * @param route the route it answers (its kind)
 * @returns the answer (uncompressed: each encoding is made on its first request), or `{ refused }`
 */
export function keptAnswerFrom(route: ToolRoute, answer: RenderedAnswer): KeptAnswer | { refused: string } {
  const { status, headers, body } = answer;
  if (status !== 200) return { refused: `status ${status}` };
  if (headers['set-cookie'] !== undefined) return { refused: 'sets a cookie' };
  const contentType = String(headers['content-type'] ?? '');
  if (route.kind === 'api') {
    if (!contentType.startsWith('application/json')) return { refused: 'not JSON' };
  } else {
    if (!contentType.startsWith('text/html')) return { refused: 'not HTML' };
    const policy = String(headers['content-security-policy'] ?? '');
    if (policy === '' || policy.includes("'nonce-")) return { refused: 'no policy of hashes' };
  }
  const kept: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || perResponseHeaders.has(name.toLowerCase())) continue;
    kept[name.toLowerCase()] = Array.isArray(value) ? value : String(value);
  }
  const cacheable = { ...kept, 'cache-control': toolAnswerCacheControl, vary: varyWithAcceptEncoding(kept.vary) };
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  return { headers: cacheable, etag, bodies: { identity: body } };
}

/**
 * Whether a request already holds a kept answer in an encoding: its `If-None-Match` names that
 * encoding's ETag (RFC 9110 §13.1.2).
 */
function holds(page: KeptAnswer, requestHeaders: http.IncomingHttpHeaders, encoding: Encoding): boolean {
  const ifNoneMatch = requestHeaders['if-none-match'];
  return ifNoneMatch !== undefined && noneMatchHits(ifNoneMatch, etagForEncoding(page.etag, encoding));
}

/**
 * Sends a kept answer in one encoding, whose body it has: 304 with the validator and caching headers
 * when the client's `If-None-Match` holds that encoding's ETag (RFC 9110 §13.1.2, §15.4.5), else 200
 * with the body (none for a HEAD).
 * @param requestHeaders the request's headers (its `If-None-Match` is read)
 * @param encoding the negotiated encoding
 * @param head whether the request is a HEAD
 */
function writeKeptAnswer(
  page: KeptAnswer,
  requestHeaders: http.IncomingHttpHeaders,
  encoding: Encoding,
  head: boolean,
  response: http.ServerResponse,
): void {
  const etag = etagForEncoding(page.etag, encoding);
  // The APIs' comparison, not `fresh`'s: a conditional request with `Cache-Control: no-cache` (which
  // fetch adds to any request given If-None-Match) still gets its 304 from the origin.
  if (holds(page, requestHeaders, encoding)) {
    response.writeHead(304, {
      'cache-control': page.headers['cache-control'],
      vary: page.headers.vary,
      etag,
    });
    response.end();
    return;
  }
  const body = page.bodies[encoding];
  if (!body) throw new Error(`no ${encoding} body for the kept answer`);
  response.writeHead(200, {
    ...page.headers,
    etag,
    ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
    'content-length': String(body.length),
  });
  response.end(head ? undefined : body);
}

/**
 * Offered a finished tool answer (rendered-page-scripts.ts): keeps it and returns how to send it (the
 * request's headers, the negotiated encoding, whether it is a HEAD), or undefined when it is not kept.
 */
export type KeepRenderedAnswer = (
  answer: RenderedAnswer,
) =>
  | ((
      requestHeaders: http.IncomingHttpHeaders,
      encoding: Encoding,
      head: boolean,
      response: http.ServerResponse,
    ) => Promise<void>)
  | undefined;

/** Where a tool request stands with the cache. */
export type ToolAnswerLookup =
  /** Not a tool route, or a request the cache must not answer: Next.js answers it as today. */
  | { kind: 'bypass' }
  /** An answer the cache holds. */
  | { kind: 'hit'; key: string; route: ToolRoute; page: KeptAnswer }
  /** An answer the cache does not hold: rendered by Next.js, then kept under `key`. */
  | { kind: 'miss'; key: string; route: ToolRoute };

/** The byte-bounded cache of the tools' answers, pages and APIs; see the module comment. */
export class ToolAnswerCache {
  private readonly pages: ByteBoundedLru<KeptAnswer>;
  /** Renders under way by key, each settling with the answer kept (undefined: none). */
  readonly rendering = new Map<string, Promise<KeptAnswer | undefined>>();
  /** Compressions under way, by encoding and key. */
  private readonly compressing = new Map<string, Promise<Buffer>>();

  /**
   * @param options `maxBytes`: the most the answers may take (bodies in all three encodings); `buildId`:
   *   the build's id (`.next/BUILD_ID`); `generation`: the published content's generation now
   *   (default `publishedGeneration`)
   */
  constructor(private readonly options: { maxBytes: number; buildId: string; generation?: () => number }) {
    this.pages = new ByteBoundedLru(options.maxBytes, sizeOf);
  }

  /** The most the kept answers may take, bytes. */
  get maxBytes(): number {
    return this.pages.maxBytes;
  }

  /** Bytes the kept answers take now. */
  get bytes(): number {
    return this.pages.bytes;
  }

  /** Number of answers kept. */
  get size(): number {
    return this.pages.size;
  }

  /**
   * The route and key of a request's answer, or undefined when the cache must leave it alone: not a
   * GET or HEAD of a tool route, a request of the app router, in draft mode, with a repeated query
   * name, or for a page a script's fetch.
   * @param request the request, its path already canonical (`canonicalPath`)
   */
  keyFor(request: http.IncomingMessage): { route: ToolRoute; key: string } | undefined {
    if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
    const url = request.url ?? '/';
    const queryAt = url.indexOf('?');
    const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
    const route = toolRouteAt(pathname);
    if (!route) return undefined;
    if (isRouterRequest(request) || carriesDraftMode(request)) return undefined;
    // A script's fetch of a page gets 200 even for a refused query (src/proxy.ts `pageStatus`): only a
    // document's answer may be kept and sent to documents. An API answers scripts and documents alike.
    const destination = request.headers['sec-fetch-dest'];
    if (route.kind === 'page' && destination !== undefined && destination !== 'document') return undefined;
    const params = new URLSearchParams(queryAt === -1 ? '' : url.slice(queryAt + 1));
    if (repeatsAName(params)) return undefined;
    const generation = route.showsPublishedContent ? (this.options.generation ?? publishedGeneration)() : '-';
    const origin = route.namesHost
      ? `${String(request.headers['x-forwarded-proto'] ?? '')}://${String(request.headers.host ?? '')}`
      : '';
    return { route, key: `${this.options.buildId} ${generation} ${origin}${pathname}?${canonicalQuery(params)}` };
  }

  /** Where a request stands: see {@link ToolAnswerLookup}. */
  lookup(request: http.IncomingMessage): ToolAnswerLookup {
    const found = this.keyFor(request);
    if (found === undefined) return { kind: 'bypass' };
    const page = this.pages.get(found.key);
    return page ? { kind: 'hit', ...found, page } : { kind: 'miss', ...found };
  }

  /**
   * Keeps a rendered answer of `route` under `key` when it may be shared ({@link keptAnswerFrom}).
   * @returns the kept answer, or undefined when it was not kept
   */
  keep(key: string, route: ToolRoute, answer: RenderedAnswer): KeptAnswer | undefined {
    const page = keptAnswerFrom(route, answer);
    if ('refused' in page) return undefined;
    this.pages.set(key, page);
    return page;
  }

  /**
   * Sends a kept answer in the negotiated encoding: a 304 at once when the client holds it; else the
   * body in that encoding, compressed on its first request (once: later requests wait for the same
   * compression) and kept with the answer, whose size the cache then counts again.
   * @param key the answer's key; page the kept answer
   * @param requestHeaders the request's headers (If-None-Match)
   * @param encoding the negotiated encoding
   * @param head whether the request is a HEAD
   */
  async send(
    key: string,
    page: KeptAnswer,
    requestHeaders: http.IncomingHttpHeaders,
    encoding: Encoding,
    head: boolean,
    response: http.ServerResponse,
  ): Promise<void> {
    if (encoding !== 'identity' && !page.bodies[encoding] && !holds(page, requestHeaders, encoding)) {
      const pending = `${encoding} ${key}`;
      let compressing = this.compressing.get(pending);
      if (!compressing) {
        compressing = compressBody(page.bodies.identity, encoding, { brotliQuality }).finally(() =>
          this.compressing.delete(pending),
        );
        this.compressing.set(pending, compressing);
      }
      const body = await compressing;
      if (!page.bodies[encoding]) {
        // Counted again with its new body if still kept (taken out first, at its old size).
        const kept = this.pages.get(key) === page;
        if (kept) this.pages.delete(key);
        page.bodies[encoding] = body;
        if (kept) this.pages.set(key, page);
      }
    }
    writeKeptAnswer(page, requestHeaders, encoding, head, response);
  }
}

/** 429 for a client past the tools' limit: plain text, never stored, with the seconds to wait. */
export function sendTooManyToolQueries(
  response: http.ServerResponse,
  retryAfterMs: number,
  headers: Record<string, string>,
): void {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  const body = `Too many tool queries from your address: try again in ${seconds} s.\n`;
  response.writeHead(429, {
    ...headers,
    'retry-after': String(seconds),
    'cache-control': 'no-store',
    'content-type': 'text/plain; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
  });
  response.end(body);
}

/**
 * Asks the tools' per-client limit (the registered gate: the APIs' counters) whether a request's
 * client may have a page rendered. No gate (no application in this process) or a failing one lets it
 * through: the worker pool and nginx's `limit_req` still bound the tools.
 * @param request the request, its forwarding headers already rewritten from the socket
 */
export async function admitToolPage(
  request: http.IncomingMessage,
  gate: { admit(client: string): Promise<ToolGateDecision> } | undefined,
  trustProxyHops: number,
): Promise<ToolGateDecision> {
  if (!gate) return { allowed: true };
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string') headers.set(name, value);
  }
  try {
    return await gate.admit(rateLimitKey(clientAddress(headers, trustProxyHops)));
  } catch {
    return { allowed: true };
  }
}

/**
 * Answers a tool request ({@link ToolAnswerCache}): a kept answer at once (200 or 304); one being
 * rendered for another request of the same key, once that render is kept (one render for a burst of
 * one new query; if it is not kept, this request goes on as a new one); else by `render`ing it with a
 * keeper that keeps and sends Next.js's finished answer. A page is rendered once the client's limit
 * allows a computation ({@link admitToolPage}; 429 past it); an API's route handler asks that limit
 * itself (and answers 429 or 503 in its JSON), so its request goes to Next.js at once.
 * @param render hands the request to Next.js, through the rendered-page rewrite given `keep`
 * @param refusalHeaders the headers of the server's own answers (security headers, a closed CSP)
 * @returns false when the request is not for the cache (the caller renders it as usual)
 */
export function answerToolQuery(
  request: http.IncomingMessage,
  response: http.ServerResponse,
  options: {
    cache: ToolAnswerCache;
    gate: () => { admit(client: string): Promise<ToolGateDecision> } | undefined;
    trustProxyHops: number;
    refusalHeaders: Record<string, string>;
  },
  render: (keep: KeepRenderedAnswer) => void,
): boolean {
  const lookup = options.cache.lookup(request);
  if (lookup.kind === 'bypass') return false;
  const { cache } = options;
  const send = (page: KeptAnswer) =>
    void cache.send(lookup.key, page, request.headers, negotiateEncoding(request), request.method === 'HEAD', response);
  if (lookup.kind === 'hit') {
    send(lookup.page);
    return true;
  }
  const renderNew = () => {
    let settle: (page: KeptAnswer | undefined) => void = () => {};
    const rendered = new Promise<KeptAnswer | undefined>((resolve) => (settle = resolve));
    const renderKept = () =>
      render((answer) => {
        const page = cache.keep(lookup.key, lookup.route, answer);
        settle(page);
        return page && ((...args) => cache.send(lookup.key, page, ...args));
      });
    cache.rendering.set(lookup.key, rendered);
    void rendered.then(() => {
      if (cache.rendering.get(lookup.key) === rendered) cache.rendering.delete(lookup.key);
    });
    // Whatever becomes of the render (refused, failed, a 400), the requests waiting for it go on.
    response.once('close', () => settle(undefined));
    if (lookup.route.kind === 'api') {
      renderKept();
      return;
    }
    void admitToolPage(request, options.gate(), options.trustProxyHops).then((decision) => {
      if (!decision.allowed) {
        settle(undefined);
        sendTooManyToolQueries(response, decision.retryAfterMs, options.refusalHeaders);
      } else renderKept();
    });
  };
  const inFlight = cache.rendering.get(lookup.key);
  if (!inFlight) renderNew();
  else void inFlight.then((page) => (page ? send(page) : renderNew()));
  return true;
}

/**
 * The id of a build (`BUILD_ID` in its folder), part of every tool answer's key.
 * @param distDir the build folder, e.g. `.next`
 * @throws the file system's error when the build has no `BUILD_ID`
 */
export function readBuildId(distDir: string): string {
  return fs.readFileSync(path.join(distDir, 'BUILD_ID'), 'utf8').trim();
}
