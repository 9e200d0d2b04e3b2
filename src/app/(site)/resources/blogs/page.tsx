import type { Metadata } from 'next';
import { paths } from '@/config/paths';
import { BlogListPage } from '@/features/blog';

export const metadata: Metadata = {
  title: 'Blogs',
  description:
    'Articles and case studies from Kavex Pumps engineers: pump selection by industry, energy-saving technology, submersible pump care and projects in the field.',
  alternates: { canonical: paths.blogs },
};

/** /resources/blogs (SPEC 2.11): the posts, newest first. */
export default function BlogsRoute() {
  return <BlogListPage />;
}
