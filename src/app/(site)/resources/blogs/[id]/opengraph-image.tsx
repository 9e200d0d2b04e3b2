import { notFound } from 'next/navigation';
import { siteConfig } from '@/config/site';
import { getPublishedPosts } from '@/cms/content';
import { blogShareCard } from '@/features/blog';
import { renderShareImage, shareImageContentType, shareImageSize } from '@/features/seo';

export const alt = `${siteConfig.name} blog post: title, date, author and cover picture`;
export const size = shareImageSize;
export const contentType = shareImageContentType;

// One image per published post (made on first request for a post published after the build); else a 404.
export const dynamicParams = true;

export async function generateStaticParams() {
  return (await getPublishedPosts()).map((blog) => ({ id: blog.id }));
}

/** Share image of a blog post published in the back office. */
export default async function Image({ params }: { params: Promise<{ id: string }> }) {
  const id = (await params).id;
  const blog = (await getPublishedPosts()).find((post) => post.id === id);
  if (!blog) notFound();
  return renderShareImage(blogShareCard(blog));
}
