/** Public entry of the catalogue feature: the category and product pages, their metadata and share cards. */
export { CataloguePage, catalogueMetadata } from './components/catalogue-page';
export { catalogueShareCard } from './seo';
