import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { paths } from '@/config/paths';
import { BorewellSizingPage } from '@/features/borewell-sizing/index.server';
import { toSearchParams } from '@/lib/search-params';
import { requestSiteUrl } from '@/lib/site-url';

export const metadata: Metadata = {
  title: 'Size your borewell pump set',
  description:
    'Borewell sizing: from the bore, the water levels and the water you need to a complete set: submersible pump, column pipe, drop cable and control panel, with the total dynamic head, voltage drop and running cost.',
  alternates: { canonical: paths.borewellSizing },
};

/** /borewell-sizing (issue 13): rendered per request from the URL, so a sheet is a link that works without JavaScript. */
export default async function BorewellSizingRoute({ searchParams }: PageProps<'/borewell-sizing'>) {
  return (
    <BorewellSizingPage searchParams={toSearchParams(await searchParams)} origin={requestSiteUrl(await headers())} />
  );
}
