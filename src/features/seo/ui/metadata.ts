import type { Metadata } from 'next';
import { siteConfig } from '@/config/site';
import { siteUrl } from '@/lib/http/site-url';

/**
 * Page metadata conventions (titles, descriptions, canonical URLs, Open Graph and Twitter cards).
 *
 * The root layout exports {@link rootMetadata}: the title template `%s | Kavex Pumps`, the site's
 * Open Graph defaults and a large-image Twitter card. Next.js fills each page's `og:title`,
 * `og:description` and the Twitter title, description and image from the page's own `title`,
 * `description` and nearest `opengraph-image`, so a page only has to set those plus its canonical
 * path. {@link pageMetadata} does that in one call and adds `og:url`.
 */

/** Longest description kept whole: search results show about 155–160 characters. */
export const DESCRIPTION_MAX_CHARS = 160;

/** Open Graph locale of the site's English pages. */
export const OG_LOCALE = 'en_IN';

/**
 * A description cut to at most `max` characters at a word boundary, with an ellipsis when cut.
 * Whitespace runs become single spaces.
 */
export function truncateDescription(text: string, max: number = DESCRIPTION_MAX_CHARS): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.–-]+$/, '')}…`;
}

/** Metadata of the root layout: base URL, title template, default description, Open Graph and Twitter defaults. */
export function rootMetadata(): Metadata {
  return {
    metadataBase: new URL(siteUrl()),
    title: { default: `${siteConfig.name} | Pumps, motors and pumping systems`, template: `%s | ${siteConfig.name}` },
    description: siteConfig.tagline,
    applicationName: siteConfig.name,
    // No title or description here: Next.js copies each page's own into og: and twitter: tags.
    openGraph: { type: 'website', siteName: siteConfig.name, locale: OG_LOCALE },
    twitter: { card: 'summary_large_image' },
    formatDetection: { telephone: false, email: false, address: false },
  };
}

/** What {@link pageMetadata} needs to describe one page. */
export interface PageMetadataInput {
  /** Page title without the site name (the layout's template appends ` | Kavex Pumps`). */
  title: string;
  /** One or two sentences; cut to {@link DESCRIPTION_MAX_CHARS} characters. */
  description: string;
  /** Canonical path from the site root, e.g. '/about-us'. */
  path: string;
  /** Open Graph type: 'article' for blog posts, otherwise 'website'. */
  type?: 'website' | 'article';
  /** For articles: publication date, `YYYY-MM-DD`. */
  publishedTime?: string;
  /** Keep the page out of search results (e.g. the thank-you page). */
  noIndex?: boolean;
}

/**
 * Complete metadata of one page: title, description, canonical URL (resolved against `SITE_URL`),
 * Open Graph (with `og:url`, the site name and locale) and the Twitter card. The share image comes
 * from the nearest `opengraph-image` file, so none is set here.
 */
export function pageMetadata({
  title,
  description,
  path,
  type = 'website',
  publishedTime,
  noIndex = false,
}: PageMetadataInput): Metadata {
  const shortDescription = truncateDescription(description);
  const fullTitle = `${title} | ${siteConfig.name}`;
  return {
    title,
    description: shortDescription,
    alternates: { canonical: path },
    openGraph: {
      type,
      url: path,
      title: fullTitle,
      description: shortDescription,
      siteName: siteConfig.name,
      locale: OG_LOCALE,
      ...(type === 'article' && publishedTime ? { publishedTime } : {}),
    },
    twitter: { card: 'summary_large_image', title: fullTitle, description: shortDescription },
    ...(noIndex ? { robots: { index: false, follow: true } } : {}),
  };
}
