import { paths } from '@/config/paths';

/** Every public page (a change shown in the site's chrome: the footer's contact details). */
export const allPages = '*';

/** Every page under a path, e.g. every blog post: `/resources/blogs/*`. */
export const pagesUnder = (path: string) => `${path}/*`;

/** What changed: a document of a collection (with its slug) or a global. */
export type ContentChange =
  | { collection: 'events' | 'posts' | 'gallery' | 'brochures' | 'dealers' | 'media'; slug?: string }
  | { global: 'event-banner' | 'company-figures' | 'contact' };

/**
 * The public pages that show a piece of living content, so a publish, an unpublish or a delete
 * regenerates exactly these (issue 45 point 3): the item's own page, its list, the home where it
 * shows, and the sitemap. `*` means every page, `/prefix/*` every page under the prefix.
 * @returns site paths, e.g. `['/resources/news-and-events', '/sitemap.xml']`
 */
export function affectedPaths(change: ContentChange): string[] {
  if ('global' in change) {
    switch (change.global) {
      case 'event-banner':
        return [paths.home];
      case 'company-figures':
        return [paths.company];
      case 'contact':
        return [allPages];
    }
  }
  switch (change.collection) {
    case 'events':
      return [paths.newsAndEvents, '/sitemap.xml'];
    case 'dealers':
      return [paths.dealers, '/sitemap.xml'];
    case 'posts':
      // Every post page links the three newest others; the post's own page may be new (not yet held).
      return [
        paths.home,
        paths.blogs,
        ...(change.slug ? [paths.blog(change.slug)] : []),
        pagesUnder(paths.blogs),
        '/sitemap.xml',
      ];
    case 'gallery':
      return [paths.gallery, paths.newsAndEvents];
    case 'brochures':
      return [paths.downloads];
    case 'media':
      // A picture is shown through the documents that use it; replacing its file changes no page's HTML.
      return [];
  }
}
