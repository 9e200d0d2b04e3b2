/**
 * Schemas of the non-catalogue content: brochures, event and media galleries, the home page,
 * the company/dealers/contact texts and the privacy policy (SPEC 2.3-2.7, 2.11, 3.2).
 * Sources live under `content/resources/`, `content/home/`, `content/company/` and `content/pages/`.
 *
 * Each name is listed (not `export *`): the back office's ESM scripts load this folder through tsx as
 * CommonJS, where Node cannot see the names an `export *` re-exports.
 */
export {
  embeddedVideoSchema,
  imageSchema,
  internalHrefSchema,
  localVideoSchema,
  videoIdSchema,
  type EmbeddedVideo,
  type Image,
  type LocalVideo,
} from './media';
export {
  brochureItemSchema,
  brochureSchema,
  brochureSourceSchema,
  brochuresFileSchema,
  type Brochure,
  type BrochureCard,
  type BrochureItem,
  type BrochureSource,
} from './brochures';
export {
  eventSetSchema,
  eventsFileSchema,
  galleryFileSchema,
  galleryGridIdSchema,
  galleryGridSchema,
  titledImageSchema,
  videoGroupSchema,
  type EventSet,
  type Gallery,
  type GalleryBody,
  type GalleryGrid,
  type GalleryGridId,
  type TitledImage,
  type VideoGroup,
} from './galleries';
export {
  bannerEventSchema,
  featureBlockSchema,
  homeFileSchema,
  industrySchema,
  industrySlugSchema,
  linkSchema,
  type BannerEvent,
  type FeatureBlock,
  type Home,
  type Industry,
  type IndustrySlug,
} from './home';
export {
  certificationSchema,
  companyFileSchema,
  markdownPageFrontMatterSchema,
  titledTextSchema,
  type Certification,
  type Company,
  type MarkdownPage,
  type TitledText,
} from './company';
