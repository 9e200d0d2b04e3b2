import { siteConfig } from '@/config/site';

/**
 * Public origin of the site without a trailing slash, from `SITE_URL` (read at build for
 * prerendered pages) or the configured default.
 */
export function siteUrl(): string {
  return (process.env.SITE_URL || siteConfig.defaultUrl).replace(/\/+$/, '');
}

/**
 * Origin for links printed on a page rendered per request: `SITE_URL` when it is set, else the
 * origin the request came to (the `Host` header, with `X-Forwarded-Proto` when a proxy sets it), so
 * a printed sheet never shows the development default; the configured default without a host.
 * @param requestHeaders the request's headers (`await headers()` in a route)
 */
export function requestSiteUrl(requestHeaders: Pick<Headers, 'get'>): string {
  if (process.env.SITE_URL) return siteUrl();
  const host = requestHeaders.get('host');
  if (!host) return siteUrl();
  const proto = requestHeaders.get('x-forwarded-proto')?.split(',')[0]?.trim() || 'http';
  return `${proto}://${host}`;
}
