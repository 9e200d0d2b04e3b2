import type { Blog } from '@/content/blogs';
import { JsonLd } from '@/lib/react/json-ld';
import { siteUrl } from '@/lib/http/site-url';
import { blogPostingJsonLd } from './seo';

/** BlogPosting of a blog post; place it once on /resources/blogs/{id}. */
export function BlogPostingJsonLd({ blog }: { blog: Blog }) {
  return <JsonLd data={blogPostingJsonLd(blog, siteUrl())} />;
}
