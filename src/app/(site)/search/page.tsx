import type { Metadata } from 'next';
import { getPublishedLivingContent } from '@/cms/content';
import { paths } from '@/config/paths';
import { SearchPage } from '@/features/search/index.server';
import { toSearchParams } from '@/lib/http/search-params';

export const metadata: Metadata = {
  title: 'Search',
  description: 'Search Kavex products, pump models by code, brochures, articles and pages.',
  alternates: { canonical: paths.search },
  // Result pages are for visitors, not for search engines' indexes.
  robots: { index: false, follow: true },
};

/**
 * /search?q= (issue 14): rendered per request from the full-text index, with what the back office has
 * published (issue 45), so search works without JavaScript.
 */
export default async function SearchRoute({ searchParams }: PageProps<'/search'>) {
  return <SearchPage searchParams={toSearchParams(await searchParams)} readLiving={getPublishedLivingContent} />;
}
