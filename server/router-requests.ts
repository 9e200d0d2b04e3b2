import type http from 'node:http';

/** Request headers with which Next.js answers something other than the page's HTML (RSC payloads, actions). */
const routerHeaderPattern = /^(?:rsc|next-|x-nextjs-|x-middleware-)/;

/**
 * True for a request of the app router rather than a browser's for a page: a header of
 * {@link routerHeaderPattern}, or the `_rsc` query parameter the router adds to its payload fetches.
 * Next.js answers those with an RSC payload or an action's result, never the page's HTML, so the
 * page cache and the per-request rewrite leave them alone.
 */
export function isRouterRequest(request: http.IncomingMessage): boolean {
  const url = request.url ?? '/';
  const query = url.indexOf('?');
  if (query !== -1 && new URLSearchParams(url.slice(query + 1)).has('_rsc')) return true;
  return Object.keys(request.headers).some((name) => routerHeaderPattern.test(name));
}
