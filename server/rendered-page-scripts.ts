import type http from 'node:http';
import { errorMessage, log } from '../src/lib/runtime/log';
import { compressBody, negotiateEncoding, varyWithAcceptEncoding } from './content-encoding';
import { asBuilt } from './built-page';
import { deferHydrationScripts } from './hydration-scripts';
import { isRouterRequest } from './router-requests';
import type { KeepRenderedAnswer } from './tool-answers';

/**
 * Decision 0031 on the pages `npm start` renders per request: the tools with a query (selector,
 * compare, borewell and solar sizing), search and the 404. `postbuild` rewrites the prerendered pages
 * once; these are not files of the build, so the server rewrites each as it sends it.
 *
 * Lighthouse, mobile, 2026-11-28 (docs/benchmarks.md): with Next.js's own loading their scripts
 * arrived before the first paint on an unthrottled load, so the simulated LCP counted them; these
 * pages stayed at 2.0–2.65 s while the rewritten prerendered ones were at 1.4–1.9 s.
 *
 * How: the document is asked of Next.js uncompressed (its `Accept-Encoding` removed), held until
 * Next.js ends it (these pages read no data, so Next.js renders them whole before its first write
 * anyway), rewritten by {@link deferHydrationScripts} (the loader takes the nonce of the scripts it
 * replaces, which the page's CSP allows), then compressed here (zlib's asynchronous API) as the client asked: Brotli at
 * {@link brotliQuality} or gzip, with `Vary: Accept-Encoding`.
 */

/** Brotli quality for a page compressed as it is sent: 5 packs within a few % of 11 at a fraction of the time. */
export const brotliQuality = 5;

/**
 * Paths of files rather than pages (media, documents, fonts, data files from `public/`): never held,
 * so a PDF or a video streams from Next.js as it comes.
 */
const filePath = /\.(?:pdf|mp4|webm|mp3|png|jpe?g|gif|webp|avif|svg|ico|woff2?|ttf|txt|xml|json|csv|zip|gz|br)$/i;

/**
 * True for a GET or HEAD of a public page: not the API, the back office (`/cms-api/`, Payload's app at
 * /admin, whose pages stream with Next.js's own script loading), Next.js's own files under `/_next/`,
 * a file of `public/` ({@link filePath}) or a request of the app router (`isRouterRequest`). Whatever
 * the request's `Accept`: what is rewritten is decided by the answer's `Content-Type`.
 */
function isPageRequest(request: http.IncomingMessage): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const url = request.url ?? '';
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  if (/^\/(?:api|cms-api|_next|admin)(?:\/|$)/.test(path) || filePath.test(path)) return false;
  return !isRouterRequest(request);
}

/**
 * Whether an answer of this media type is held to be compressed here: HTML (also rewritten) and other
 * text (`text/*` but event streams, JSON, XML, JavaScript, SVG). Images, video, audio, fonts, PDFs and
 * archives are compressed already or gain nothing (issue 51: the rewrite Brotli-compressed PDFs).
 */
function compressible(contentType: string): boolean {
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  if (type === 'text/event-stream') return false;
  return (
    type.startsWith('text/') ||
    /^application\/(?:json|xml|javascript|manifest\+json|ld\+json|rss\+xml|atom\+xml)$/.test(type) ||
    type === 'image/svg+xml'
  );
}

/** A chunk given to `write` or `end` as a Buffer. */
function toBuffer(chunk: unknown, encoding: unknown): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  return Buffer.from(String(chunk), typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
}

/** Sets the headers given to `writeHead` (an object, or a raw list) on the response. */
function applyHeaders(response: http.ServerResponse, headers: unknown): void {
  if (!headers || typeof headers !== 'object') return;
  if (!Array.isArray(headers)) {
    for (const [name, value] of Object.entries(headers)) {
      if (value !== undefined) response.setHeader(name, value as string | string[]);
    }
    return;
  }
  const pairs: [string, string][] = headers.every(Array.isArray)
    ? (headers as [string, string][])
    : Array.from({ length: Math.floor(headers.length / 2) }, (_, i) => [headers[2 * i], headers[2 * i + 1]]);
  for (const [name, value] of pairs) response.setHeader(String(name), String(value));
}

/** A strong ETag made weak (`"abc"` → `W/"abc"`): the body sent is not byte for byte the one it was made for. */
function weakened(etag: unknown): string | undefined {
  if (typeof etag !== 'string' || etag.startsWith('W/')) return undefined;
  return `W/${etag}`;
}

/**
 * Holds one response to a page request until it ends, then sends it with its hydration scripts
 * deferred (an HTML page with such scripts) and compressed as the client accepts (asynchronously, off
 * the event loop: zlib's thread pool). Which answers are held is decided by their status and
 * `Content-Type` when Next.js writes the head: HTML and other text ({@link compressible}) with a body
 * (not 204, 206 or 304), not encoded, without `Content-Range`. Any other answer goes out as Next.js
 * writes it. Call it before handing the request to Next.js.
 *
 * A held answer's ETag is made weak: the body is rewritten and compressed, and one weak tag serves all
 * its encodings (RFC 9110 §8.8.1; Next.js still answers `If-None-Match` with it, by weak comparison).
 * A HEAD is asked of Next.js as a GET, so it is answered with the headers the GET gets (its
 * `Content-Length` and `Content-Encoding` included) and no body.
 *
 * With `keep` (a tool route the server caches, page or JSON API: server/tool-answers.ts), the answer
 * is held whatever its path, and the finished answer (a page's scripts deferred and policy hashed;
 * uncompressed) is first offered to it; an answer it keeps is sent as kept (`ToolAnswerCache.send`:
 * its ETag per encoding, a 304 for a matching `If-None-Match`).
 * @param request the request (its `Accept-Encoding` is removed, a HEAD becomes a GET)
 * @param response the response (its `writeHead`, `write`, `end` and `flushHeaders` are wrapped)
 * @param keep keeps a finished answer and returns how to send it, or undefined when it is not kept
 */
export function deferHydrationOnRenderedPage(
  request: http.IncomingMessage,
  response: http.ServerResponse,
  keep?: KeepRenderedAnswer,
): void {
  if (!keep && !isPageRequest(request)) return;
  const encoding = negotiateEncoding(request);
  delete request.headers['accept-encoding'];
  // Node keeps the response bodiless for HEAD (decided when it was made); Next.js renders the body.
  const head = request.method === 'HEAD';
  if (head) request.method = 'GET';

  const own = {
    writeHead: response.writeHead,
    write: response.write,
    end: response.end,
    flushHeaders: response.flushHeaders,
  };
  const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => http.ServerResponse;
  const end = response.end.bind(response) as (body?: Buffer) => http.ServerResponse;
  const chunks: Buffer[] = [];
  let status: { code: number; message?: string } | undefined;
  let mode: 'undecided' | 'hold' | 'pass' = 'undecided';

  /** Decides, once the head is known, whether to hold the answer; a passed one gets its methods back. */
  function holding(): boolean {
    if (mode !== 'undecided') return mode === 'hold';
    const code = status?.code ?? response.statusCode;
    const hold =
      code >= 200 &&
      ![204, 206, 304].includes(code) &&
      response.getHeader('content-encoding') === undefined &&
      response.getHeader('content-range') === undefined &&
      compressible(String(response.getHeader('content-type') ?? ''));
    mode = hold ? 'hold' : 'pass';
    if (!hold) {
      Object.assign(response, own);
      // A 304 confirms the tag the 200 went out with.
      const etag = code === 304 ? weakened(response.getHeader('etag')) : undefined;
      if (etag) response.setHeader('etag', etag);
    }
    return hold;
  }

  response.writeHead = ((statusCode: number, ...rest: unknown[]) => {
    status = { code: statusCode, message: typeof rest[0] === 'string' ? rest[0] : undefined };
    applyHeaders(response, rest.at(-1));
    if (holding()) return response;
    return status.message ? writeHead(statusCode, status.message) : writeHead(statusCode);
  }) as http.ServerResponse['writeHead'];
  // Until the head is written the answer may still be held: flushing waits for writeHead or the body.
  response.flushHeaders = () => {};
  response.write = ((chunk: unknown, encodingOrCallback?: unknown, callback?: unknown) => {
    if (!holding()) return (response.write as (...args: unknown[]) => boolean)(chunk, encodingOrCallback, callback);
    chunks.push(toBuffer(chunk, encodingOrCallback));
    const done = typeof encodingOrCallback === 'function' ? encodingOrCallback : callback;
    if (typeof done === 'function') process.nextTick(done as () => void);
    return true;
  }) as http.ServerResponse['write'];
  response.end = ((chunk?: unknown, encodingOrCallback?: unknown, callback?: unknown) => {
    if (!holding())
      return (response.end as (...args: unknown[]) => http.ServerResponse)(chunk, encodingOrCallback, callback);
    if (typeof chunk === 'function') callback = chunk;
    else if (chunk !== undefined && chunk !== null) chunks.push(toBuffer(chunk, encodingOrCallback));
    if (typeof encodingOrCallback === 'function') callback = encodingOrCallback;
    if (typeof callback === 'function') response.once('finish', callback as () => void);
    send().catch((error: unknown) => {
      log().error({ error: errorMessage(error) }, 'rendered page: answer not sent');
      response.destroy();
    });
    return response;
  }) as http.ServerResponse['end'];

  async function send() {
    let body: Buffer = Buffer.concat(chunks);
    if (String(response.getHeader('content-type')).startsWith('text/html')) {
      const policy = response.getHeader('content-security-policy');
      if (typeof policy === 'string' && !policy.includes("'nonce-")) {
        // A page without a nonce that the page cache does not hold: a blog post published after the
        // build, rendered by Next.js on its first request. Its policy lists its own inline scripts, as
        // the build's list does for a prerendered page (the proxy's is the route's, not this page's).
        const built = asBuilt({ 'content-type': 'text/html', 'content-security-policy': policy }, body);
        response.setHeader('content-security-policy', built.headers['content-security-policy']!);
        body = Buffer.from(built.body);
      } else {
        const rewritten = deferHydrationScripts(body.toString('utf8'));
        if (rewritten) body = Buffer.from(rewritten.html, 'utf8');
      }
    }
    const code = status?.code ?? response.statusCode;
    const sendKept = keep?.({ status: code, headers: response.getHeaders(), body });
    if (sendKept) {
      Object.assign(response, own);
      await sendKept(request.headers, encoding, head, response);
      return;
    }
    if (encoding !== 'identity' && body.length > 0) {
      body = await compressBody(body, encoding, { brotliQuality });
      response.setHeader('content-encoding', encoding);
    }
    const etag = weakened(response.getHeader('etag'));
    if (etag) response.setHeader('etag', etag);
    response.setHeader('vary', varyWithAcceptEncoding(response.getHeader('vary')));
    response.removeHeader('transfer-encoding');
    response.setHeader('content-length', String(body.length));
    if (status?.message) writeHead(code, status.message);
    else writeHead(code);
    end(head ? undefined : body);
  }
}
