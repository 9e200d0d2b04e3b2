import type http from 'node:http';

/** `Cache-Control` of every 404 the server sends: Next.js's own for an unknown path. */
export const notFoundCacheControl = 'private, no-cache, no-store, max-age=0, must-revalidate';

/**
 * Runs `prepare` just before one response's status line is written, if it is a 404: the one place
 * the server adjusts Next.js's 404s. Wraps `writeHead`, through which Node sends every status line
 * (an implicit one too).
 * @param response the response (mutated)
 * @param prepare gets writeHead's arguments after the status code (which may end in a header
 *   object or raw list that wins over `setHeader`'s), and may change them in place
 */
export function beforeNotFoundHead(response: http.ServerResponse, prepare: (rest: unknown[]) => void): void {
  const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => http.ServerResponse;
  response.writeHead = ((statusCode: number, ...rest: unknown[]) => {
    if (statusCode === 404) prepare(rest);
    return writeHead(statusCode, ...rest);
  }) as http.ServerResponse['writeHead'];
}

/**
 * Makes every 404 of one response private and uncached, whatever Next.js set (issue 27, finding 1).
 * Next.js answered an escaped form of a prerendered page (`/%61bout-us`) with a 404 carrying the page's
 * `s-maxage=31536000`: a CDN that normalises its cache key would keep a year-long 404 for the real page.
 * A 404 must never be shared, so this holds for any path, not just the ones known to do it.
 * @param response the response to guard (mutated)
 */
export function keepNotFoundPrivate(response: http.ServerResponse): void {
  beforeNotFoundHead(response, (rest) => overrideCacheControl(response, rest, notFoundCacheControl));
}

/**
 * Sets a response's `Cache-Control` just before its head is written, over any Next.js set, also one
 * among the headers given to `writeHead` itself (which win over `setHeader`'s: dropped from them).
 * @param response the response (mutated)
 * @param rest writeHead's arguments after the status code (changed in place)
 * @param value the `Cache-Control` to send
 */
export function overrideCacheControl(response: http.ServerResponse, rest: unknown[], value: string): void {
  response.setHeader('cache-control', value);
  const last = rest.at(-1);
  if (last && typeof last === 'object' && !Array.isArray(last)) {
    rest[rest.length - 1] = Object.fromEntries(
      Object.entries(last).filter(([name]) => name.toLowerCase() !== 'cache-control'),
    );
  } else if (Array.isArray(last)) {
    rest[rest.length - 1] = withoutCacheControl(last);
  }
}

/** A raw header list (`[name, value, name, value]` or `[[name, value]]`) without Cache-Control. */
function withoutCacheControl(list: unknown[]): unknown[] {
  if (list.every(Array.isArray)) {
    return (list as [string, unknown][]).filter(([name]) => String(name).toLowerCase() !== 'cache-control');
  }
  const kept: unknown[] = [];
  for (let i = 0; i + 1 < list.length; i += 2) {
    if (String(list[i]).toLowerCase() !== 'cache-control') kept.push(list[i], list[i + 1]);
  }
  return kept;
}
