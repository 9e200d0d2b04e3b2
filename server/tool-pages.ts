import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
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
import { isToolPage } from '../src/lib/tool-answers/tool-pages';
import { etagForEncoding, negotiateEncoding, varyWithAcceptEncoding, type Encoding } from './content-encoding';
import { carriesDraftMode } from './draft-requests';
import { isRouterRequest } from './router-requests';

/**
 * The tool pages' rendered answers kept by the `npm start` server (issue 51): the selector, search,
 * borewell and solar sizing pages are rendered by Next.js per request from their query, with a policy
 * of script hashes rather than a nonce (src/proxy.ts), so a rendered 200 can be sent again to anyone
 * asking the same canonical query. Each is kept in a least-recently-used map bounded in bytes, keyed
 * by the page, its canonical query (`canonicalQuery`, the APIs' own), the build id, the published
 * content's generation (the pages show back-office content: the search's entries, the footer's
 * contact details) and the host the page was asked under (the sizing sheets' share links name it),
 * compressed once per encoding on its first request (Brotli or gzip, zlib's asynchronous API), each
 * encoding with its own strong ETag, and answered 304 for a matching `If-None-Match`. A page that is not a 200 HTML answer (a
 * refused query's 400) is never kept, so it keeps today's answer; a request in draft mode, of the
 * app router, of a script (`Sec-Fetch-Dest` other than `document`: its status differs), or with a
 * repeated query name (which the tools refuse, and which the canonical query would not tell apart)
 * is never answered from it.
 */

/** One rendered tool page as the cache holds it. */
export interface ToolPage {
  /** Next.js's response headers without the per-response ones, with the cache's `Cache-Control`. */
  headers: Record<string, string | string[]> & { 'cache-control': string; vary: string };
  /** Strong ETag of the identity body (the compressed ones add their coding: `etagForEncoding`). */
  etag: string;
  /** The page uncompressed, and in each encoding asked for so far (compressed on first demand). */
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

/** Brotli quality for a page compressed once when kept (the page cache's 10 is too slow per query). */
const brotliQuality = 6;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The bytes a kept page takes: its bodies, its key and headers, and a fixed overhead. */
function sizeOf(key: string, page: ToolPage): number {
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

/** What a tool page answer may be kept from: Next.js's finished page (scripts deferred, CSP hashed). */
export interface RenderedToolPage {
  status: number;
  headers: http.OutgoingHttpHeaders;
  /** The page, uncompressed. */
  body: Buffer;
}

/**
 * The page to keep for a rendered answer, or why it is not kept: only a 200 HTML page without a
 * cookie whose policy carries no nonce (a nonce is for one visitor only).
 * @returns the page (uncompressed: each encoding is made on its first request), or `{ refused }`
 */
export function toolPageFrom(answer: RenderedToolPage): ToolPage | { refused: string } {
  const { status, headers, body } = answer;
  if (status !== 200) return { refused: `status ${status}` };
  if (headers['set-cookie'] !== undefined) return { refused: 'sets a cookie' };
  if (!String(headers['content-type'] ?? '').startsWith('text/html')) return { refused: 'not HTML' };
  const policy = String(headers['content-security-policy'] ?? '');
  if (policy === '' || policy.includes("'nonce-")) return { refused: 'no policy of hashes' };
  const kept: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || perResponseHeaders.has(name.toLowerCase())) continue;
    kept[name.toLowerCase()] = Array.isArray(value) ? value : String(value);
  }
  const cacheable = { ...kept, 'cache-control': toolAnswerCacheControl, vary: varyWithAcceptEncoding(kept.vary) };
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  return { headers: cacheable, etag, bodies: { identity: body } };
}

/** A page's body in an encoding, compressed on zlib's thread pool (never on the main thread). */
function compress(body: Buffer, encoding: Exclude<Encoding, 'identity'>): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzip(body);
}

/**
 * Whether a request already holds a kept page in an encoding: its `If-None-Match` names that
 * encoding's ETag (RFC 9110 §13.1.2).
 */
function holds(page: ToolPage, requestHeaders: http.IncomingHttpHeaders, encoding: Encoding): boolean {
  const ifNoneMatch = requestHeaders['if-none-match'];
  return ifNoneMatch !== undefined && noneMatchHits(ifNoneMatch, etagForEncoding(page.etag, encoding));
}

/**
 * Sends a kept page in one encoding, whose body it has: 304 with the validator and caching headers
 * when the client's `If-None-Match` holds that encoding's ETag (RFC 9110 §13.1.2, §15.4.5), else 200
 * with the body (none for a HEAD).
 * @param requestHeaders the request's headers (its `If-None-Match` is read)
 * @param encoding the negotiated encoding
 * @param head whether the request is a HEAD
 */
function writeToolPage(
  page: ToolPage,
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
  if (!body) throw new Error(`no ${encoding} body for the kept page`);
  response.writeHead(200, {
    ...page.headers,
    etag,
    ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
    'content-length': String(body.length),
  });
  response.end(head ? undefined : body);
}

/**
 * Offered a finished tool page (rendered-page-scripts.ts): keeps it and returns how to send it (the
 * request's headers, the negotiated encoding, whether it is a HEAD), or undefined when it is not kept.
 */
export type KeepRenderedPage = (
  answer: RenderedToolPage,
) =>
  | ((
      requestHeaders: http.IncomingHttpHeaders,
      encoding: Encoding,
      head: boolean,
      response: http.ServerResponse,
    ) => Promise<void>)
  | undefined;

/** Where a tool page request stands with the cache. */
export type ToolPageLookup =
  /** Not a tool page, or one the cache must not answer: Next.js renders it as today. */
  | { kind: 'bypass' }
  /** A tool page the cache holds. */
  | { kind: 'hit'; key: string; page: ToolPage }
  /** A tool page the cache does not hold: rendered, then kept under `key`. */
  | { kind: 'miss'; key: string };

/** The byte-bounded cache of rendered tool pages; see the module comment. */
export class ToolPageCache {
  private readonly pages: ByteBoundedLru<ToolPage>;
  /** Renders under way by key, each settling with the page kept (undefined: none). */
  readonly rendering = new Map<string, Promise<ToolPage | undefined>>();
  /** Compressions under way, by encoding and key. */
  private readonly compressing = new Map<string, Promise<Buffer>>();

  /**
   * @param options `maxBytes`: the most the pages may take (bodies in all three encodings); `buildId`:
   *   the build's id (`.next/BUILD_ID`); `generation`: the published content's generation now
   *   (default `publishedGeneration`)
   */
  constructor(private readonly options: { maxBytes: number; buildId: string; generation?: () => number }) {
    this.pages = new ByteBoundedLru(options.maxBytes, sizeOf);
  }

  /** The most the kept pages may take, bytes. */
  get maxBytes(): number {
    return this.pages.maxBytes;
  }

  /** Bytes the kept pages take now. */
  get bytes(): number {
    return this.pages.bytes;
  }

  /** Number of pages kept. */
  get size(): number {
    return this.pages.size;
  }

  /**
   * The key of a request's page, or undefined when the cache must leave it alone: not a GET or HEAD
   * of a tool page, a request of the app router, in draft mode, or with a repeated query name.
   * @param request the request, its path already canonical (`canonicalPath`)
   */
  keyFor(request: http.IncomingMessage): string | undefined {
    if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
    const url = request.url ?? '/';
    const queryAt = url.indexOf('?');
    const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
    if (!isToolPage(pathname)) return undefined;
    if (isRouterRequest(request) || carriesDraftMode(request)) return undefined;
    // A script's fetch of the page gets 200 even for a refused query (src/proxy.ts `pageStatus`):
    // only a document's answer may be kept and sent to documents.
    const destination = request.headers['sec-fetch-dest'];
    if (destination !== undefined && destination !== 'document') return undefined;
    const params = new URLSearchParams(queryAt === -1 ? '' : url.slice(queryAt + 1));
    if (repeatsAName(params)) return undefined;
    const generation = (this.options.generation ?? publishedGeneration)();
    const host = String(request.headers.host ?? '');
    const proto = String(request.headers['x-forwarded-proto'] ?? '');
    return `${this.options.buildId} ${generation} ${proto}://${host}${pathname}?${canonicalQuery(params)}`;
  }

  /** Where a request stands: see {@link ToolPageLookup}. */
  lookup(request: http.IncomingMessage): ToolPageLookup {
    const key = this.keyFor(request);
    if (key === undefined) return { kind: 'bypass' };
    const page = this.pages.get(key);
    return page ? { kind: 'hit', key, page } : { kind: 'miss', key };
  }

  /**
   * Keeps a rendered answer under `key` when it may be shared ({@link toolPageFrom}).
   * @returns the kept page, or undefined when it was not kept
   */
  keep(key: string, answer: RenderedToolPage): ToolPage | undefined {
    const page = toolPageFrom(answer);
    if ('refused' in page) return undefined;
    this.pages.set(key, page);
    return page;
  }

  /**
   * Sends a kept page in the negotiated encoding: a 304 at once when the client holds it; else the
   * body in that encoding, compressed on its first request (once: later requests wait for the same
   * compression) and kept with the page, whose size the cache then counts again.
   * @param key the page's key; page the kept page
   * @param requestHeaders the request's headers (If-None-Match)
   * @param encoding the negotiated encoding
   * @param head whether the request is a HEAD
   */
  async send(
    key: string,
    page: ToolPage,
    requestHeaders: http.IncomingHttpHeaders,
    encoding: Encoding,
    head: boolean,
    response: http.ServerResponse,
  ): Promise<void> {
    if (encoding !== 'identity' && !page.bodies[encoding] && !holds(page, requestHeaders, encoding)) {
      const pending = `${encoding} ${key}`;
      let compressing = this.compressing.get(pending);
      if (!compressing) {
        compressing = compress(page.bodies.identity, encoding).finally(() => this.compressing.delete(pending));
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
    writeToolPage(page, requestHeaders, encoding, head, response);
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
 * Answers a tool page request ({@link ToolPageCache}): a kept page at once (200 or 304); a page
 * being rendered for another request of the same key, once that render is kept (one render for a
 * burst of one new query; if it is not kept, this request goes on as a new one); else, once the
 * client's limit allows a computation ({@link admitToolPage}; 429 past it), by `render`ing it with
 * a keeper that keeps and sends Next.js's finished page.
 * @param render hands the request to Next.js, through the rendered-page rewrite given `keep`
 * @param refusalHeaders the headers of the server's own answers (security headers, a closed CSP)
 * @returns false when the request is not for the cache (the caller renders it as usual)
 */
export function answerToolPage(
  request: http.IncomingMessage,
  response: http.ServerResponse,
  options: {
    cache: ToolPageCache;
    gate: () => { admit(client: string): Promise<ToolGateDecision> } | undefined;
    trustProxyHops: number;
    refusalHeaders: Record<string, string>;
  },
  render: (keep: KeepRenderedPage) => void,
): boolean {
  const lookup = options.cache.lookup(request);
  if (lookup.kind === 'bypass') return false;
  const { cache } = options;
  const send = (page: ToolPage) =>
    void cache.send(lookup.key, page, request.headers, negotiateEncoding(request), request.method === 'HEAD', response);
  if (lookup.kind === 'hit') {
    send(lookup.page);
    return true;
  }
  const renderNew = () => {
    let settle: (page: ToolPage | undefined) => void = () => {};
    const rendered = new Promise<ToolPage | undefined>((resolve) => (settle = resolve));
    cache.rendering.set(lookup.key, rendered);
    void rendered.then(() => {
      if (cache.rendering.get(lookup.key) === rendered) cache.rendering.delete(lookup.key);
    });
    // Whatever becomes of the render (refused, failed, a 400), the requests waiting for it go on.
    response.once('close', () => settle(undefined));
    void admitToolPage(request, options.gate(), options.trustProxyHops).then((decision) => {
      if (!decision.allowed) {
        settle(undefined);
        sendTooManyToolQueries(response, decision.retryAfterMs, options.refusalHeaders);
      } else {
        render((answer) => {
          const page = cache.keep(lookup.key, answer);
          settle(page);
          return page && ((...args) => cache.send(lookup.key, page, ...args));
        });
      }
    });
  };
  const inFlight = cache.rendering.get(lookup.key);
  if (!inFlight) renderNew();
  else void inFlight.then((page) => (page ? send(page) : renderNew()));
  return true;
}

/**
 * The id of a build (`BUILD_ID` in its folder), part of every tool page's key.
 * @param distDir the build folder, e.g. `.next`
 * @throws the file system's error when the build has no `BUILD_ID`
 */
export function readBuildId(distDir: string): string {
  return fs.readFileSync(path.join(distDir, 'BUILD_ID'), 'utf8').trim();
}
