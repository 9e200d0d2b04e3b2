/**
 * Public entry of the seo feature: site-wide metadata, structured data nodes and share images that
 * other features build their own pages' data on. Nothing here knows the catalogue or the blog.
 */
export { pageMetadata, rootMetadata, truncateDescription, type PageMetadataInput } from './ui/metadata';
export { logoUrl, organizationId } from './ui/structured-data';
export { SiteJsonLd } from './ui/json-ld';
export { renderShareImage, shareImageContentType, shareImageSize, type ShareCard } from './server/share-image';
export { siteShareCard } from './server/share-cards';
export { lastModifiedOf, sourcesOf } from './server/last-modified';
