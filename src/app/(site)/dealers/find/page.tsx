import { fixedPageMetadata } from '@/config/page-metadata';
import { getCompany } from '@/content/resources';
import { getPublishedDealers } from '@/cms/content';
import { DealersPage } from '@/features/dealers';
import { BecomeDistributorSection } from '@/features/enquiries/index.server';
import { toSearchParams } from '@/lib/http/search-params';

export const metadata = fixedPageMetadata('dealerFinder');

/**
 * The dealers page with the dealer finder's results (issue 45), rendered per request: the proxy
 * rewrites `/dealers?country=…` here (`queryRenderedRoute`), so `/dealers` stays prerendered.
 */
export default async function DealerFinderRoute({ searchParams }: PageProps<'/dealers/find'>) {
  const { dealers } = getCompany();
  return (
    <DealersPage
      dealers={await getPublishedDealers()}
      params={toSearchParams(await searchParams)}
      distributorSection={<BecomeDistributorSection heading={dealers.formHeading} intro={dealers.formText} />}
    />
  );
}
