import { fixedPageMetadata } from '@/config/page-metadata';
import { ComparePage } from '@/features/pump-selection/index.server';
import { toSearchParams } from '@/lib/http/search-params';

export const metadata = fixedPageMetadata('pumpCompare');

/** /pump-selector/compare?models=A,B,C (issue 12): rendered per request from the URL. */
export default async function CompareRoute({ searchParams }: PageProps<'/pump-selector/compare'>) {
  return <ComparePage searchParams={toSearchParams(await searchParams)} />;
}
