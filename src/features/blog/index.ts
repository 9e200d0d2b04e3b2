/** Public entry of the blog feature: the list and article pages and an article's share card. */
export { BlogArticle } from './components/blog-article';
export { BlogListPage } from './components/blog-list-page';
export { blogShareCard } from './seo';
