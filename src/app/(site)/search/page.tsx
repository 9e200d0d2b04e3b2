import { getPublishedLivingContent } from '@/cms/content';
import { fixedPageMetadata } from '@/config/page-metadata';
import { SearchPage } from '@/features/search/index.server';
import { toSearchParams } from '@/lib/http/search-params';

export const metadata = fixedPageMetadata('search');

/**
 * /search?q= (issue 14): rendered per request from the full-text index, with what the back office has
 * published (issue 45), so search works without JavaScript.
 */
export default async function SearchRoute({ searchParams }: PageProps<'/search'>) {
  return <SearchPage searchParams={toSearchParams(await searchParams)} readLiving={getPublishedLivingContent} />;
}
