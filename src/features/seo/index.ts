/**
 * Public entry of the seo feature: site-wide metadata, structured data nodes and share images that
 * other features build their own pages' data on. Nothing here knows the catalogue or the blog.
 */
export { pageMetadata, rootMetadata, truncateDescription, type PageMetadataInput } from './metadata';
export { logoUrl, organizationId } from './structured-data';
export { SiteJsonLd } from './json-ld';
export { renderShareImage, shareImageContentType, shareImageSize, type ShareCard } from './share-image';
export { siteShareCard } from './share-cards';
export { lastModifiedOf, sourcesOf } from './last-modified';
