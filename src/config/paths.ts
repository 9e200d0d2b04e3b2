/**
 * Typed path builders for the fixed pages of SPEC 2.1. Catalogue paths come from
 * `src/content/catalogue-routes.ts`; nothing else spells a URL by hand.
 */
export const paths = {
  home: '/',
  company: '/about-us',
  contact: '/contact-us',
  dealers: '/dealers',
  /** The distributor form section on the dealers page (SPEC 2.7 anchor). */
  becomeDistributor: '/dealers#contact',
  privacyPolicy: '/privacy-policy',
  /** The accessibility statement, linked from the footer. */
  accessibility: '/accessibility',
  thankYou: '/thankyou',
  ePump: '/products/e-pump',
  newsAndEvents: '/resources/news-and-events',
  gallery: '/resources/gallery',
  downloads: '/resources/downloads',
  blogs: '/resources/blogs',
  /** Detail page of one blog post. */
  blog: (id: string) => `/resources/blogs/${id}`,
} as const;

/** The Resources submenu (SPEC 2.2), in menu order. */
export const resourceLinks = [
  { title: 'News & Events', href: paths.newsAndEvents },
  { title: 'Gallery', href: paths.gallery },
  { title: 'Downloads', href: paths.downloads },
  { title: 'Blogs', href: paths.blogs },
] as const;
