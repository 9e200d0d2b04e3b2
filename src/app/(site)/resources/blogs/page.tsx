import type { Metadata } from 'next';
import { paths } from '@/config/paths';
import { getPublishedPosts } from '@/cms/content';
import { BlogListPage } from '@/features/blog';

export const metadata: Metadata = {
  title: 'Blogs',
  description:
    'Articles and case studies from Kavex Pumps engineers: pump selection by industry, energy-saving technology, submersible pump care and projects in the field.',
  alternates: { canonical: paths.blogs },
};

/** /resources/blogs (SPEC 2.11): the posts published in the back office, newest first. */
export default async function BlogsRoute() {
  return <BlogListPage posts={await getPublishedPosts()} />;
}
