import { siteConfig } from '@/config/site';

/**
 * Public origin of the site without a trailing slash, from `SITE_URL` (read at build for
 * prerendered pages) or the configured default.
 */
export function siteUrl(): string {
  return (process.env.SITE_URL || siteConfig.defaultUrl).replace(/\/+$/, '');
}
