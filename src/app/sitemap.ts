import type { MetadataRoute } from 'next';
import { getSiteRoutes } from '@/features/seo/site-routes';
import { siteUrl } from '@/lib/site-url';

/** sitemap.xml: every route of the route table and every blog post, prerendered at build. */
export default function sitemap(): MetadataRoute.Sitemap {
  const origin = siteUrl();
  return getSiteRoutes()
    .filter((route) => route.template !== 'thank-you')
    .map((route) => ({
      url: `${origin}${route.path === '/' ? '' : route.path}`,
      ...(route.lastModified ? { lastModified: route.lastModified } : {}),
    }));
}
