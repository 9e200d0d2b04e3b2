import type { MetadataRoute } from 'next';
import { paths } from '@/config/paths';
import { siteUrl } from '@/lib/http/site-url';

/** robots.txt: everything public may be crawled except the thank-you page, the API and the back office; points at the sitemap. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: [paths.thankYou, '/api/', '/admin', '/cms-api/'] },
    sitemap: `${siteUrl()}/sitemap.xml`,
  };
}
