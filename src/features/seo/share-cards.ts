import { siteConfig } from '@/config/site';
import type { Blog } from '@/content/blogs';
import { performanceFigures } from '@/features/catalogue/format';
import { frequencyLabel, type CatalogueRoute } from '@/features/catalogue/routes';
import { formatBlogDate } from '@/features/blog/format';
import { truncateDescription } from './metadata';
import type { ShareCard } from './share-image';

/** Share card of the site as a whole (home page and every page without a card of its own). */
export function siteShareCard(): ShareCard {
  return {
    eyebrow: '50 Hz and 60 Hz pumping solutions',
    title: 'Submersible, booster, end suction and waste-water pumps, motors and controls',
    subtitle: siteConfig.certifiedFacilities,
    picture: '/images/brand/icon.svg',
  };
}

/**
 * Share card of a catalogue page: frequency, category and series above the title, up to four key
 * figures, and the product picture (listing pages show the category's banner instead).
 */
export function catalogueShareCard(route: CatalogueRoute): ShareCard {
  const range = frequencyLabel(route.hz).replace('HZ', 'Hz');
  switch (route.kind) {
    case 'listing':
    case 'placeholder':
      return {
        eyebrow: `${range} range`,
        title: route.category.title,
        subtitle: truncateDescription(route.category.intro, 110),
        picture: route.category.banner,
      };
    case 'detail':
    case 'static': {
      const item = route.kind === 'detail' ? route.product : route.page;
      return {
        eyebrow: `${range} · ${route.category.title} · Series ${item.series}`,
        title: item.title,
        facts: performanceFigures(item.performance)
          .map((figure) => figure.value)
          .slice(0, 4),
        picture: item.image,
      };
    }
  }
}

/** Share card of a blog post: date, title, byline and reading time, topics, cover picture. */
export function blogShareCard(blog: Blog): ShareCard {
  return {
    eyebrow: `Blog · ${formatBlogDate(blog.published)}`,
    title: blog.title,
    subtitle: `${blog.author} · ${blog.readingMinutes} min read`,
    facts: blog.tags.slice(0, 3),
    picture: blog.image,
  };
}
