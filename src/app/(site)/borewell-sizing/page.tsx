import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { paths } from '@/config/paths';
import { BorewellSizingPage, sizingOutcome } from '@/features/borewell-sizing/index.server';
import { toSearchParams } from '@/lib/http/search-params';
import { toolPageOutcome } from '@/lib/tool-answers/serve.server';
import { requestSiteUrl } from '@/lib/http/site-url';

export const metadata: Metadata = {
  title: 'Size your borewell pump set',
  description:
    'Borewell sizing: from the bore, the water levels and the water you need to a complete set: submersible pump, column pipe, drop cable and control panel, with the total dynamic head, voltage drop and running cost.',
  alternates: { canonical: paths.borewellSizing },
};

/**
 * /borewell-sizing (issue 13): rendered per request from the URL, so a sheet is a link that works
 * without JavaScript; the sizing itself runs on a tool worker thread (issue 51).
 */
export default async function BorewellSizingRoute({ searchParams }: PageProps<'/borewell-sizing'>) {
  const params = toSearchParams(await searchParams);
  const outcome = await toolPageOutcome('borewell-sizing', params, sizingOutcome);
  return <BorewellSizingPage searchParams={params} outcome={outcome} origin={requestSiteUrl(await headers())} />;
}
