/** Public entry of the blog feature: the list and article pages and an article's share card. */
export { BlogArticle } from './ui/blog-article';
export { BlogListPage } from './ui/blog-list-page';
export { blogShareCard } from './ui/seo';
