import type { Organization, WebSite, WithContext } from 'schema-dts';
import { siteConfig, type SiteContact } from '@/config/site';
import { getCertifications } from '@/content/resources';

/**
 * schema.org structured data of the site, typed with schema-dts. Each builder takes the public
 * origin (`siteUrl()`, no trailing slash) so that every URL in the data is absolute.
 * Rendered by the components in `./json-ld.tsx`. Each feature owns the structured data of its own
 * pages (the catalogue its Product, the blog its BlogPosting) and builds on these nodes.
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
 * @param contact the contact details and social profiles (the back office's)
 */
export function organizationJsonLd(origin: string, contact: SiteContact): WithContext<Organization> {
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
    sameAs: contact.social.map((profile) => profile.url),
    hasCertification: getCertifications().map((certification) => ({
      '@type': 'Certification',
      name: certification.name,
      description: certification.scope,
      issuedBy: { '@type': 'Organization', name: siteConfig.company.certificationIssuers[certification.slug].issuer },
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
