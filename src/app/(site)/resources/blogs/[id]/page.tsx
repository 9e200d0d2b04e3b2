import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { paths } from '@/config/paths';
import { getPublishedPosts } from '@/cms/content';
import { BlogArticle } from '@/features/blog';
import { pageMetadata } from '@/features/seo';

// The posts published when the site is built are prerendered; a post published after the build is
// rendered on its first request and kept; an id no published post has is answered with the site's
// 404 by the proxy (decision 0033).
export const dynamicParams = true;

export async function generateStaticParams() {
  return (await getPublishedPosts()).map((blog) => ({ id: blog.id }));
}

export async function generateMetadata({ params }: PageProps<'/resources/blogs/[id]'>): Promise<Metadata> {
  const id = (await params).id;
  const blog = (await getPublishedPosts()).find((post) => post.id === id);
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

/** /resources/blogs/{id} (SPEC 2.11 blog detail), a post published in the back office. */
export default async function BlogRoute({ params }: PageProps<'/resources/blogs/[id]'>) {
  const id = (await params).id;
  const posts = await getPublishedPosts();
  const blog = posts.find((post) => post.id === id);
  if (!blog) notFound();
  return <BlogArticle blog={blog} posts={posts} />;
}
