import { fixedPageMetadata } from '@/config/page-metadata';
import { PumpSelectorPage } from '@/features/pump-selection/index.server';
import { toSearchParams } from '@/lib/http/search-params';

export const metadata = fixedPageMetadata('pumpSelector');

/** /pump-selector (issue 12): rendered per request from the URL, so a selection is a link that works without JavaScript. */
export default async function PumpSelectorRoute({ searchParams }: PageProps<'/pump-selector'>) {
  return <PumpSelectorPage searchParams={toSearchParams(await searchParams)} />;
}
