import { paths } from '@/config/paths';
import { getBlogs, type Blog } from '@/content/blogs';
import { getCatalogueRoutes } from '@/content/catalogue-routes';

/** One public page of the site. */
export interface SiteRoute {
  /** Path from the site root, e.g. '/about-us'. */
  path: string;
  /** Page title as shown in its h1 or banner. */
  title: string;
  /** Which template renders it (for tests and benchmarks that want one page of each). */
  template:
    | 'home'
    | 'company'
    | 'contact'
    | 'dealers'
    | 'privacy'
    | 'accessibility'
    | 'thank-you'
    | 'coming-soon'
    | 'news-and-events'
    | 'gallery'
    | 'downloads'
    | 'blog-list'
    | 'blog'
    | 'listing'
    | 'placeholder'
    | 'detail'
    | 'static'
    | 'selector'
    | 'compare'
    | 'sizing'
    | 'solar-sizing'
    | 'search';
  /** Last change of the page's content (ISO date) where the content records one. */
  lastModified?: string;
}

/**
 * Every public page of SPEC 2.1: the fixed pages, every catalogue route and every blog post.
 * Feeds the sitemap and the tests that visit every route.
 * @param posts the blog posts to list: the seed's by default; the sitemap passes the back office's
 */
export function getSiteRoutes(posts: readonly Pick<Blog, 'id' | 'title' | 'published'>[] = getBlogs()): SiteRoute[] {
  const fixed: SiteRoute[] = [
    { path: paths.home, title: 'Home', template: 'home' },
    { path: paths.company, title: 'Company', template: 'company' },
    { path: paths.contact, title: 'Contact Us', template: 'contact' },
    { path: paths.dealers, title: 'Dealers', template: 'dealers' },
    { path: paths.privacyPolicy, title: 'Privacy Policy', template: 'privacy' },
    { path: paths.accessibility, title: 'Accessibility', template: 'accessibility' },
    { path: paths.thankYou, title: 'Thank You', template: 'thank-you' },
    { path: paths.ePump, title: 'e-pump', template: 'coming-soon' },
    { path: paths.newsAndEvents, title: 'News and Events', template: 'news-and-events' },
    { path: paths.gallery, title: 'Gallery', template: 'gallery' },
    { path: paths.downloads, title: 'Downloads', template: 'downloads' },
    { path: paths.blogs, title: 'Blogs', template: 'blog-list' },
    { path: paths.pumpSelector, title: 'Find your pump', template: 'selector' },
    { path: paths.pumpCompare, title: 'Compare pumps', template: 'compare' },
    { path: paths.borewellSizing, title: 'Size your borewell pump set', template: 'sizing' },
    { path: paths.solarPumpSizing, title: 'Size your solar pump', template: 'solar-sizing' },
    { path: paths.search, title: 'Search', template: 'search' },
  ];
  const catalogue: SiteRoute[] = getCatalogueRoutes().map((route) => ({
    path: route.path,
    title: route.title,
    template: route.kind,
  }));
  const blogs: SiteRoute[] = posts.map((blog) => ({
    path: paths.blog(blog.id),
    title: blog.title,
    template: 'blog',
    lastModified: blog.published,
  }));
  return [...fixed, ...catalogue, ...blogs];
}
