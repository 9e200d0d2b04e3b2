/** Public entry of the catalogue feature: the category and product pages, their metadata and share cards. */
export { CataloguePage, catalogueMetadata } from './ui/catalogue-page';
export { catalogueShareCard } from './ui/seo';
