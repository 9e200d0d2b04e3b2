import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { paths } from '@/config/paths';
import { findBlog, getBlogs } from '@/content/blogs';
import { BlogArticle } from '@/features/blog';
import { pageMetadata } from '@/features/seo';

// Only the posts in content exist; any other id is a real 404.
export const dynamicParams = false;

export function generateStaticParams() {
  return getBlogs().map((blog) => ({ id: blog.id }));
}

export async function generateMetadata({ params }: PageProps<'/resources/blogs/[id]'>): Promise<Metadata> {
  const blog = findBlog((await params).id);
  if (!blog) return {};
  // The share picture comes from opengraph-image.tsx beside this file (the SEO feature's card).
  return pageMetadata({
    title: blog.title,
    description: blog.description,
    path: paths.blog(blog.id),
    type: 'article',
    publishedTime: blog.published,
  });
}

/** /resources/blogs/{id} (SPEC 2.11 blog detail). */
export default async function BlogRoute({ params }: PageProps<'/resources/blogs/[id]'>) {
  const blog = findBlog((await params).id);
  if (!blog) notFound();
  return <BlogArticle blog={blog} />;
}
