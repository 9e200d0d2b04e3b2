import { fixedPageMetadata } from '@/config/page-metadata';
import { getPublishedPosts } from '@/cms/content';
import { BlogListPage } from '@/features/blog';

export const metadata = fixedPageMetadata('blogs');

/** /resources/blogs (SPEC 2.11): the posts published in the back office, newest first. */
export default async function BlogsRoute() {
  return <BlogListPage posts={await getPublishedPosts()} />;
}
