import type http from 'node:http';
import { draftModeCookieValue } from '../src/lib/http/draft-mode-cookie';
import { overrideCacheControl } from './not-found';

/**
 * `Cache-Control` of every answer to a request in draft mode: a staff member's preview of drafts,
 * never kept by a shared cache or the browser's (Next.js's own for a draft-mode page).
 */
export const draftCacheControl = 'private, no-cache, no-store, max-age=0, must-revalidate';

/**
 * Whether a request carries Next.js's draft-mode cookie (`__prerender_bypass`), whatever its value:
 * the page cache leaves it to Next.js, which decides whether the value is the build's (a forged one
 * gets the published page, just without the cache's speed).
 */
export function carriesDraftMode(request: http.IncomingMessage): boolean {
  return draftModeCookieValue(request.headers.cookie) !== undefined;
}

/**
 * Makes every answer of one response private and uncached, whatever Next.js set: for a request in
 * draft mode ({@link carriesDraftMode}), whose pages show drafts to the staff member who asked.
 * @param response the response to guard (mutated: its `writeHead` is wrapped)
 */
export function keepDraftPrivate(response: http.ServerResponse): void {
  const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => http.ServerResponse;
  response.writeHead = ((statusCode: number, ...rest: unknown[]) => {
    overrideCacheControl(response, rest, draftCacheControl);
    return writeHead(statusCode, ...rest);
  }) as http.ServerResponse['writeHead'];
}
