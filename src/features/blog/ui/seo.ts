import type { BlogPosting, WithContext } from 'schema-dts';
import { paths } from '@/config/paths';
import { siteConfig } from '@/config/site';
import type { Blog } from '@/content/blogs';
import { logoUrl, organizationId, type ShareCard } from '@/features/seo';
import { formatBlogDate } from './format';

/** The blog's own search and share data: a post's BlogPosting structured data and share card. */

/**
 * BlogPosting of a post: headline, standfirst, cover picture, dates, author (the team named in the
 * byline), publisher (the Organization), keywords, word count and reading time.
 */
export function blogPostingJsonLd(blog: Blog, origin: string): WithContext<BlogPosting> {
  const url = `${origin}${paths.blog(blog.id)}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    '@id': `${url}#article`,
    headline: blog.title,
    description: blog.description,
    image: [`${origin}${blog.image}`],
    datePublished: blog.published,
    dateModified: blog.published,
    author: { '@type': 'Organization', name: blog.author, url: `${origin}/` },
    publisher: {
      '@type': 'Organization',
      '@id': organizationId(origin),
      name: siteConfig.legalName,
      logo: { '@type': 'ImageObject', url: logoUrl(origin) },
    },
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    inLanguage: 'en',
    keywords: blog.tags.join(', '),
    wordCount: blog.wordCount,
    timeRequired: `PT${blog.readingMinutes}M`,
  };
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
