import type { MetadataRoute } from 'next';
import { lastModifiedOf, sourcesOf } from '@/features/seo';
import { getSiteRoutes } from '@/content/site-routes';
import { siteUrl } from '@/lib/site-url';

/**
 * sitemap.xml, prerendered at build: every route of the route table and every blog post, each with
 * its last-modified date (a post's publication date, otherwise the last change of the content the
 * page is built from). The thank-you page and the search results page are left out: they are
 * marked noindex (one is only reached after a form, the other has no content of its own).
 */
export default function sitemap(): MetadataRoute.Sitemap {
  const origin = siteUrl();
  return getSiteRoutes()
    .filter((route) => route.template !== 'thank-you' && route.template !== 'search')
    .map((route) => {
      const lastModified = route.lastModified ?? lastModifiedOf(sourcesOf(route));
      return {
        url: `${origin}${route.path === '/' ? '' : route.path}`,
        ...(lastModified ? { lastModified } : {}),
        changeFrequency:
          route.template === 'blog' || route.template === 'detail' || route.template === 'static'
            ? 'monthly'
            : 'weekly',
        priority:
          route.path === '/'
            ? 1
            : route.template === 'detail' || route.template === 'static' || route.template === 'listing'
              ? 0.8
              : 0.6,
      };
    });
}
