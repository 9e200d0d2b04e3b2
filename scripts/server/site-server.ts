import http from 'node:http';
import { staticSecurityHeaders } from '../../src/lib/security-headers';
import { refusedMethod, rewriteForwardingHeaders } from './forwarding';
import type { PageCache } from './page-cache';

/**
 * Longest time a client may take to send a whole request (headers and body), in ms. Node checks
 * the deadline every {@link checkEveryMs}, so a stalled request is cut off within 10 s.
 */
export const requestTimeoutMs = 9_000;
/** How often Node checks request deadlines, in ms (Node's default is 30 s). */
export const checkEveryMs = 1_000;

/**
 * The HTTP server of `npm start` around a request handler (Next.js's): refuses unserved methods
 * (`refusedMethod`), rewrites the forwarding headers from the socket (`rewriteForwardingHeaders`)
 * and closes a connection whose request has not fully arrived within `timeoutMs` (Node's
 * `requestTimeout` covers headers and body, so a stalled upload is cut off), and answers the
 * requests the page cache holds a page for before the handler sees them.
 * @param handle the application's handler
 * @param options TRUST_PROXY hops, the request timeout in ms (default {@link requestTimeoutMs}) and
 *   the cache of prerendered pages (none: every request goes to the handler)
 */
export function createSiteServer(
  handle: (request: http.IncomingMessage, response: http.ServerResponse) => unknown,
  options: { trustProxyHops: number; timeoutMs?: number; pageCache?: PageCache },
): http.Server {
  const fixedHeaders = Object.fromEntries(staticSecurityHeaders().map(({ key, value }) => [key, value]));
  const timeoutMs = options.timeoutMs ?? requestTimeoutMs;
  const server = http.createServer(
    { connectionsCheckingInterval: Math.min(checkEveryMs, timeoutMs / 4) },
    (request, response) => {
      const refusal = refusedMethod(request.method, request.url);
      if (refusal) {
        response.writeHead(refusal.status, { ...fixedHeaders, ...refusal.headers }).end(refusal.body);
        request.resume();
        return;
      }
      if (options.pageCache?.serve(request, response)) return;
      rewriteForwardingHeaders(request.headers, request.socket.remoteAddress, options.trustProxyHops);
      void handle(request, response);
    },
  );
  server.requestTimeout = timeoutMs;
  server.headersTimeout = timeoutMs;
  return server;
}
