/**
 * The permanent redirects of a path's spelling that the `npm start` server answers itself, as Next.js
 * would (a trailing slash removed, `trailingSlash: false`; repeated slashes made one), but with the
 * headers every answer of the site carries: Next.js's own 308s had no security headers and no
 * Cache-Control (issue 51). Pure.
 */

/** `Cache-Control` of such a redirect: an hour, for browsers and shared caches (it only respells the path). */
export const redirectCacheControl = 'public, max-age=3600';

/**
 * Where a path should be asked for instead, or undefined when it is already spelt as the site serves it.
 * Repeated slashes become one (`//about-us` → `/about-us`, so a Location never names another host) and
 * a trailing slash goes (`/about-us/` → `/about-us`); `/` stays.
 * @param pathname the request path, without the query
 * @example redirectTarget('//products//50HZ/') === '/products/50HZ'
 */
export function redirectTarget(pathname: string): string | undefined {
  let target = pathname.replace(/\/{2,}/g, '/');
  if (target.length > 1 && target.endsWith('/')) target = target.slice(0, -1);
  return target === pathname ? undefined : target;
}
