import type http from 'node:http';
import zlib from 'node:zlib';
import { negotiateEncoding, varyWithAcceptEncoding } from './content-encoding';
import { deferHydrationScripts } from './hydration-scripts';
import { isRouterRequest } from './router-requests';

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
 * replaces, which the page's CSP allows), then compressed here as the client asked: Brotli at
 * {@link brotliQuality} or gzip, with `Vary: Accept-Encoding`.
 */

/** Brotli quality for a page compressed as it is sent: 5 packs within a few % of 11 at a fraction of the time. */
export const brotliQuality = 5;

/**
 * True for a browser's GET of a public document (not a request of the app router: `isRouterRequest`).
 * The back office at /admin is Payload's app: its pages stream and keep Next.js's own script loading.
 */
function isDocumentRequest(request: http.IncomingMessage): boolean {
  const { headers } = request;
  const path = request.url ?? '';
  if (path === '/admin' || path.startsWith('/admin/') || path.startsWith('/admin?')) return false;
  return request.method === 'GET' && (headers.accept ?? '').includes('text/html') && !isRouterRequest(request);
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

/**
 * Holds one response to a document request until it ends, then sends it with its hydration scripts
 * deferred (when it is an HTML page with such scripts) and compressed as the client accepts. Leaves
 * any other request untouched. Call it before handing the request to Next.js.
 * @param request the request (its `Accept-Encoding` is removed when the response is held)
 * @param response the response (its `writeHead`, `write`, `end` and `flushHeaders` are wrapped)
 */
export function deferHydrationOnRenderedPage(request: http.IncomingMessage, response: http.ServerResponse): void {
  if (!isDocumentRequest(request)) return;
  const encoding = negotiateEncoding(request);
  delete request.headers['accept-encoding'];

  const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => http.ServerResponse;
  const end = response.end.bind(response) as (body: Buffer) => http.ServerResponse;
  const chunks: Buffer[] = [];
  let head: { status: number; message?: string } | undefined;

  response.writeHead = ((statusCode: number, ...rest: unknown[]) => {
    head = { status: statusCode, message: typeof rest[0] === 'string' ? rest[0] : undefined };
    applyHeaders(response, rest.at(-1));
    return response;
  }) as http.ServerResponse['writeHead'];
  response.flushHeaders = () => {};
  response.write = ((chunk: unknown, encodingOrCallback?: unknown, callback?: unknown) => {
    chunks.push(toBuffer(chunk, encodingOrCallback));
    const done = typeof encodingOrCallback === 'function' ? encodingOrCallback : callback;
    if (typeof done === 'function') process.nextTick(done as () => void);
    return true;
  }) as http.ServerResponse['write'];
  response.end = ((chunk?: unknown, encodingOrCallback?: unknown, callback?: unknown) => {
    if (typeof chunk === 'function') callback = chunk;
    else if (chunk !== undefined && chunk !== null) chunks.push(toBuffer(chunk, encodingOrCallback));
    if (typeof encodingOrCallback === 'function') callback = encodingOrCallback;
    if (typeof callback === 'function') response.once('finish', callback as () => void);
    send();
    return response;
  }) as http.ServerResponse['end'];

  function send() {
    let body = Buffer.concat(chunks);
    const status = head?.status ?? response.statusCode;
    const isHtml = String(response.getHeader('content-type') ?? '').startsWith('text/html');
    const encoded = response.getHeader('content-encoding') !== undefined;
    if (isHtml && !encoded) {
      const rewritten = deferHydrationScripts(body.toString('utf8'));
      if (rewritten) body = Buffer.from(rewritten.html, 'utf8');
    }
    if (!encoded && encoding !== 'identity' && body.length > 0) {
      body =
        encoding === 'br'
          ? zlib.brotliCompressSync(body, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
              },
            })
          : zlib.gzipSync(body);
      response.setHeader('content-encoding', encoding);
    }
    response.setHeader('vary', varyWithAcceptEncoding(response.getHeader('vary')));
    response.removeHeader('transfer-encoding');
    response.setHeader('content-length', String(body.length));
    if (head?.message) writeHead(status, head.message);
    else writeHead(status);
    end(body);
  }
}
