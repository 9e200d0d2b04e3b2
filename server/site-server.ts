import http from 'node:http';
import { canonicalPath, quoteUndecodableEscapes } from '../src/lib/http/canonical-path';
import { staticSecurityHeaders } from '../src/lib/http/security-headers';
import { log, type LogSink } from '../src/lib/runtime/log';
import { toolPageGate } from '../src/lib/tool-answers/page-gate';
import { carriesDraftMode, keepDraftPrivate } from './draft-requests';
import { rewriteForwardingHeaders } from './forwarding';
import { answerHealth, type Readiness } from './health';
import { keepNotFoundPrivate } from './not-found';
import { preloadFontsOnNotFound } from './not-found-fonts';
import type { PageCache } from './page-cache';
import { redirectCacheControl, redirectTarget } from './redirects';
import { refusedRequest } from './refusals';
import { deferHydrationOnRenderedPage } from './rendered-page-scripts';
import { logRequest } from './request-log';
import { createStaticAssets } from './static-assets';
import { answerToolQuery, type ToolAnswerCache } from './tool-answers';

/**
 * Longest time a client may take to send a whole request (headers and body), in ms. Node checks
 * the deadline every {@link checkEveryMs}, so a stalled request is cut off within 10 s.
 */
export const requestTimeoutMs = 9_000;
/** How often Node checks request deadlines, in ms (Node's default is 30 s). */
export const checkEveryMs = 1_000;

/**
 * Policy of the answers the server writes itself (plain text and JSON, never a document to run):
 * nothing may load, nothing may frame it.
 */
const ownAnswerCsp = "default-src 'none'; frame-ancestors 'none'";

/**
 * The HTTP server of `npm start` around a request handler (Next.js's): refuses what the site does not
 * serve (`refusedRequest`: a target that is not a path, unserved methods, a body on GET or HEAD),
 * decodes escaped unreserved characters of the path (`canonicalPath`, so `/%61bout-us` is `/about-us`)
 * and quotes a segment that is not percent-encoded UTF-8 (`quoteUndecodableEscapes`: `%ff` → `%25ff`,
 * which the route answers with its 404 instead of Next.js's 500),
 * answers a trailing slash or repeated slashes with a 308 to the path without them, with the security
 * headers and `Cache-Control` Next.js's own redirect lacked (`redirectTarget`), rewrites the
 * forwarding headers from the socket (`rewriteForwardingHeaders`), keeps every 404
 * uncached (`keepNotFoundPrivate`), and every answer to a request in Next.js's draft mode (a staff
 * member's preview of drafts: `keepDraftPrivate`; the page cache never answers one) and gives it the font preload Next.js leaves out
 * (`preloadFontsOnNotFound`), closes a connection whose request has not fully arrived within
 * `timeoutMs` (Node's `requestTimeout` covers headers and body, so a stalled upload is cut off), and
 * answers the requests the page cache holds a page for, and the build's files under `/_next/static/`
 * (precompressed: `createStaticAssets`), before the handler sees them. A page the handler renders
 * is sent with its hydration scripts after the first paint (`deferHydrationOnRenderedPage`).
 * Every request gets an id (`X-Request-Id`) and one log line (`logRequest`: method, path without the
 * query, status, duration); `/api/health/live` and `/api/health/ready` are answered here (server/health.ts).
 * @param handle the application's handler
 * @param options TRUST_PROXY hops, the request timeout in ms (default {@link requestTimeoutMs}), the
 *   cache of prerendered pages (none: every request goes to the handler), the `Link` header value
 *   that preloads the 404 page's fonts (`notFoundFontPreload`; none: 404s get no `Link`) and the build
 *   folder whose `static/` files are served directly (`distDir`; none: the handler serves them),
 *   the process's readiness (none: the health paths go to the handler), where request lines are
 *   logged (default the process's log) and the cache of the tools' answers, pages and JSON APIs
 *   (`toolAnswerCache`, server/tool-answers.ts: `answerToolQuery` answers a held one, limits the
 *   client's page renders and keeps what Next.js answers; none: every tool query reaches Next.js)
 */
export function createSiteServer(
  handle: (request: http.IncomingMessage, response: http.ServerResponse) => unknown,
  options: {
    trustProxyHops: number;
    timeoutMs?: number;
    pageCache?: PageCache;
    notFoundFontPreload?: string;
    distDir?: string;
    readiness?: Readiness;
    logger?: LogSink;
    toolAnswerCache?: ToolAnswerCache;
  },
): http.Server {
  const logger = options.logger ?? log();
  const fixedHeaders = Object.fromEntries(staticSecurityHeaders().map(({ key, value }) => [key, value]));
  const staticAssets = options.distDir ? createStaticAssets(options.distDir, fixedHeaders) : undefined;
  const timeoutMs = options.timeoutMs ?? requestTimeoutMs;
  const toolAnswers = options.toolAnswerCache && {
    cache: options.toolAnswerCache,
    gate: toolPageGate,
    trustProxyHops: options.trustProxyHops,
    refusalHeaders: { ...fixedHeaders, 'Content-Security-Policy': ownAnswerCsp },
  };
  const server = http.createServer(
    { connectionsCheckingInterval: Math.min(checkEveryMs, timeoutMs / 4) },
    (request, response) => {
      const target = request.url ?? '';
      const queryAt = target.indexOf('?');
      const pathname = quoteUndecodableEscapes(canonicalPath(queryAt === -1 ? target : target.slice(0, queryAt)));
      logRequest(request, response, pathname, { trustProxyHops: options.trustProxyHops, logger });
      const refusal = refusedRequest(request, pathname);
      if (refusal) {
        response
          .writeHead(refusal.status, {
            ...fixedHeaders,
            'Content-Security-Policy': ownAnswerCsp,
            ...refusal.headers,
            'Content-Length': String(Buffer.byteLength(refusal.body)),
          })
          .end(refusal.body);
        return;
      }
      const ownHeaders = { ...fixedHeaders, 'Content-Security-Policy': ownAnswerCsp };
      if (options.readiness && answerHealth(request, response, pathname, options.readiness, ownHeaders)) return;
      const respelt = redirectTarget(pathname);
      if (respelt) {
        const location = queryAt === -1 ? respelt : respelt + target.slice(queryAt);
        response
          .writeHead(308, {
            ...fixedHeaders,
            'Content-Security-Policy': ownAnswerCsp,
            'Cache-Control': redirectCacheControl,
            Location: location,
            'Content-Type': 'text/plain; charset=utf-8',
            'Content-Length': String(Buffer.byteLength(location)),
          })
          .end(request.method === 'HEAD' ? undefined : location);
        return;
      }
      request.url = queryAt === -1 ? pathname : pathname + target.slice(queryAt);
      keepNotFoundPrivate(response);
      // A staff member's preview of drafts (Next.js's draft mode): never from or into a shared cache.
      if (carriesDraftMode(request)) keepDraftPrivate(response);
      if (options.notFoundFontPreload) preloadFontsOnNotFound(response, options.notFoundFontPreload);
      if (options.pageCache?.serve(request, response)) return;
      if (staticAssets?.(request, response)) return;
      rewriteForwardingHeaders(request.headers, request.socket.remoteAddress, options.trustProxyHops);
      const render = (keep?: Parameters<typeof deferHydrationOnRenderedPage>[2]) => {
        deferHydrationOnRenderedPage(request, response, keep);
        void handle(request, response);
      };
      if (toolAnswers && answerToolQuery(request, response, toolAnswers, render)) return;
      render();
    },
  );
  server.requestTimeout = timeoutMs;
  server.headersTimeout = timeoutMs;
  return server;
}
