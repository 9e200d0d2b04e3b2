import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { paths } from '@/config/paths';
import { blogPreview, findBlog, getBlogs } from '@/content/blogs';
import { BlogArticle } from '@/features/blog/components/blog-article';

// Only the posts in content exist; any other id is a real 404.
export const dynamicParams = false;

export function generateStaticParams() {
  return getBlogs().map((blog) => ({ id: blog.id }));
}

export async function generateMetadata({ params }: PageProps<'/resources/blogs/[id]'>): Promise<Metadata> {
  const blog = findBlog((await params).id);
  if (!blog) return {};
  return {
    title: blog.title,
    // Search results show about 155 characters; the full standfirst stays on the page.
    description: blogPreview(blog.description, 155),
    alternates: { canonical: paths.blog(blog.id) },
    // The share picture comes from opengraph-image.tsx beside this file (the SEO feature's card).
    openGraph: {
      type: 'article',
      title: blog.title,
      description: blog.description,
      publishedTime: blog.published,
    },
  };
}

/** /resources/blogs/{id} (SPEC 2.11 blog detail). */
export default async function BlogRoute({ params }: PageProps<'/resources/blogs/[id]'>) {
  const blog = findBlog((await params).id);
  if (!blog) notFound();
  return <BlogArticle blog={blog} />;
}
