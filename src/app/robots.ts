import type { MetadataRoute } from 'next';
import { paths } from '@/config/paths';
import { siteUrl } from '@/lib/site-url';

/** robots.txt: everything public may be crawled except the thank-you page and the API; points at the sitemap. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: [paths.thankYou, '/api/'] },
    sitemap: `${siteUrl()}/sitemap.xml`,
  };
}
