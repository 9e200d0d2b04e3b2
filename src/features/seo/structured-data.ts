import type { BlogPosting, Organization, Product, PropertyValue, WebSite, WithContext } from 'schema-dts';
import { paths } from '@/config/paths';
import { siteConfig } from '@/config/site';
import type { Blog } from '@/content/blogs';
import { getCertifications } from '@/content/resources';
import type { Performance } from '@/content/schemas/catalogue';
import type { CatalogueRoute } from '@/features/catalogue/routes';

/**
 * schema.org structured data of the site, typed with schema-dts. Each builder takes the public
 * origin (`siteUrl()`, no trailing slash) so that every URL in the data is absolute.
 * Rendered by the components in `./json-ld.tsx`.
 */

/** `@id` of the company node, so products and posts can point at one Organization. */
export function organizationId(origin: string): string {
  return `${origin}/#organization`;
}

/** The company logo for structured data: the 180×180 PNG app icon (`src/app/apple-icon.png`). */
export function logoUrl(origin: string): string {
  return `${origin}/apple-icon.png`;
}

/**
 * Organization: name, contacts, address, social profiles and the certifications of the company
 * page (SPEC 1: CE, ISO, NSF), each with its certificate PDF and logo.
 */
export function organizationJsonLd(origin: string): WithContext<Organization> {
  const { contact } = siteConfig;
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': organizationId(origin),
    name: siteConfig.name,
    legalName: siteConfig.legalName,
    url: `${origin}/`,
    logo: logoUrl(origin),
    slogan: siteConfig.tagline,
    description: `${siteConfig.tagline} Made in ${siteConfig.certifiedFacilities}.`,
    email: contact.salesEmail,
    telephone: contact.phone,
    address: { '@type': 'PostalAddress', streetAddress: contact.address.join(', '), addressCountry: 'IN' },
    contactPoint: [
      {
        '@type': 'ContactPoint',
        contactType: 'sales',
        telephone: contact.phone,
        email: contact.salesEmail,
        availableLanguage: ['en'],
      },
    ],
    sameAs: siteConfig.social.map((profile) => profile.url),
    hasCertification: getCertifications().map((certification) => ({
      '@type': 'Certification',
      name: certification.name,
      description: certification.scope,
      url: `${origin}${certification.certificate}`,
      logo: `${origin}${certification.image}`,
    })),
  };
}

/** WebSite: the site's name for search results, published by the Organization. */
export function webSiteJsonLd(origin: string): WithContext<WebSite> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${origin}/#website`,
    name: siteConfig.name,
    url: `${origin}/`,
    inLanguage: 'en',
    publisher: { '@id': organizationId(origin) },
  };
}

/** UN/ECE Recommendation 20 unit codes and display units of each performance figure. */
const performanceUnits = {
  flowM3h: { name: 'Flow rate', unitCode: 'MQH', unitText: 'm³/h' },
  headM: { name: 'Head', unitCode: 'MTR', unitText: 'm' },
  powerKw: { name: 'Power', unitCode: 'KWT', unitText: 'kW' },
  speedRpm: { name: 'Speed', unitCode: 'RPM', unitText: 'rpm' },
  maxPressureBar: { name: 'Maximum pressure', unitCode: 'BAR', unitText: 'bar' },
  sizeInch: { name: 'Nominal size', unitCode: 'INH', unitText: 'in' },
  voltageV: { name: 'Supply voltage', unitCode: 'VLT', unitText: 'V' },
  outletMm: { name: 'Outlet size', unitCode: 'MMT', unitText: 'mm' },
  maxLiquidTempC: { name: 'Maximum liquid temperature', unitCode: 'CEL', unitText: '°C' },
} as const;

/**
 * The performance figures of a product as schema.org PropertyValues with units (UN/ECE codes in
 * `unitCode`, the symbol in `unitText`): ranges as `minValue`/`maxValue`, single figures as
 * `value`, the supply phases as text. Absent figures are skipped.
 */
export function performanceProperties(performance: Performance): PropertyValue[] {
  const properties: PropertyValue[] = [];
  const unit = (key: keyof typeof performanceUnits) => ({
    '@type': 'PropertyValue' as const,
    ...performanceUnits[key],
  });
  for (const key of ['flowM3h', 'headM', 'powerKw', 'voltageV', 'outletMm'] as const) {
    const range = performance[key];
    if (range) properties.push({ ...unit(key), minValue: range.min, maxValue: range.max });
  }
  if (performance.speedRpm) {
    const speeds = performance.speedRpm;
    properties.push({ ...unit('speedRpm'), value: speeds.length === 1 ? speeds[0]! : speeds });
  }
  for (const key of ['maxPressureBar', 'sizeInch', 'maxLiquidTempC'] as const) {
    const value = performance[key];
    if (value !== undefined) properties.push({ ...unit(key), value });
  }
  if (performance.phases) {
    properties.push({
      '@type': 'PropertyValue',
      name: 'Supply phases',
      value: performance.phases.map((phase) => (phase === 'single' ? 'single phase' : 'three phase')).join(', '),
    });
  }
  return properties;
}

/** The catalogue routes that describe one product: detail pages and static product pages. */
export type ProductRoute = Extract<CatalogueRoute, { kind: 'detail' | 'static' }>;

/**
 * Product of a detail page or static product page: name, description, picture, series (`model`),
 * category, brand, the manufacturer (the Organization) and the performance figures as
 * `additionalProperty` with units. There is no `offers`: the catalogue shows no prices.
 */
export function productJsonLd(route: ProductRoute, origin: string): WithContext<Product> {
  const item = route.kind === 'detail' ? route.product : route.page;
  const url = `${origin}${route.path}`;
  const additionalProperty = performanceProperties(item.performance);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': `${url}#product`,
    name: item.title,
    description: item.description.join(' '),
    image: [`${origin}${item.image}`],
    url,
    sku: route.kind === 'detail' ? route.product.id : route.path.split('/').slice(2).join('-').toLowerCase(),
    model: item.series,
    category: route.category.title,
    brand: { '@type': 'Brand', name: siteConfig.name },
    manufacturer: { '@id': organizationId(origin) },
    ...(additionalProperty.length > 0 ? { additionalProperty } : {}),
  };
}

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
