/** Public entry of the analytics feature: the tag manager (loaded after consent) and the page-view tracker, both client islands of the root layout. */
export { PageViewTracker } from './ui/page-view-tracker';
export { TagManager } from './ui/tag-manager';
