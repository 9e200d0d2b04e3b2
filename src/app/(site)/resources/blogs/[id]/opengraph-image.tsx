import { notFound } from 'next/navigation';
import { siteConfig } from '@/config/site';
import { findBlog, getBlogs } from '@/content/blogs';
import { blogShareCard } from '@/features/blog';
import { renderShareImage, shareImageContentType, shareImageSize } from '@/features/seo';

export const alt = `${siteConfig.name} blog post: title, date, author and cover picture`;
export const size = shareImageSize;
export const contentType = shareImageContentType;

// One image per page of the route, rendered at build time; any other path is a 404.
export const dynamicParams = false;

export function generateStaticParams() {
  return getBlogs().map((blog) => ({ id: blog.id }));
}

/** Share image of a blog post (generated at build). */
export default async function Image({ params }: { params: Promise<{ id: string }> }) {
  const blog = findBlog((await params).id);
  if (!blog) notFound();
  return renderShareImage(blogShareCard(blog));
}
