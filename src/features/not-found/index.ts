/** Public entry of the 404 page feature. */
export { NotFoundPage } from './ui/not-found-page';
