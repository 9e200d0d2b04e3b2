import 'server-only';

/** Server entry of the site search: the search page, which reads the generated index from disk. */
export { SearchPage } from './components/search-page';
