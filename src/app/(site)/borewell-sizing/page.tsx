import { headers } from 'next/headers';
import { fixedPageMetadata } from '@/config/page-metadata';
import { BorewellSizingPage, sizingOutcome } from '@/features/borewell-sizing/index.server';
import { toSearchParams } from '@/lib/http/search-params';
import { toolPageOutcome } from '@/lib/tool-answers/serve.server';
import { requestSiteUrl } from '@/lib/http/site-url';

export const metadata = fixedPageMetadata('borewellSizing');

/**
 * /borewell-sizing (issue 13): rendered per request from the URL, so a sheet is a link that works
 * without JavaScript; the sizing itself runs on a tool worker thread (issue 51).
 */
export default async function BorewellSizingRoute({ searchParams }: PageProps<'/borewell-sizing'>) {
  const params = toSearchParams(await searchParams);
  const outcome = await toolPageOutcome('borewell-sizing', params, sizingOutcome);
  return <BorewellSizingPage searchParams={params} outcome={outcome} origin={requestSiteUrl(await headers())} />;
}
