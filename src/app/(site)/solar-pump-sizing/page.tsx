import { headers } from 'next/headers';
import { fixedPageMetadata } from '@/config/page-metadata';
import { SolarSizingPage, solarOutcome } from '@/features/solar-sizing/index.server';
import { toSearchParams } from '@/lib/http/search-params';
import { toolPageOutcome } from '@/lib/tool-answers/serve.server';
import { requestSiteUrl } from '@/lib/http/site-url';

export const metadata = fixedPageMetadata('solarPumpSizing');

/**
 * /solar-pump-sizing (issue 29): rendered per request from the URL, so a sheet is a link that works
 * without JavaScript; the sizing itself runs on a tool worker thread (issue 51).
 */
export default async function SolarPumpSizingRoute({ searchParams }: PageProps<'/solar-pump-sizing'>) {
  const params = toSearchParams(await searchParams);
  const outcome = await toolPageOutcome('solar-sizing', params, solarOutcome);
  return <SolarSizingPage searchParams={params} outcome={outcome} origin={requestSiteUrl(await headers())} />;
}
