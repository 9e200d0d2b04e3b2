import { fixedPageMetadata } from '@/config/page-metadata';
import { getCompany } from '@/content/resources';
import { getPublishedDealers } from '@/cms/content';
import { DealersPage } from '@/features/dealers';
import { BecomeDistributorSection } from '@/features/enquiries/index.server';

export const metadata = fixedPageMetadata('dealers');

/** /dealers (SPEC 2.7): why become a distributor, then the 'Become a Distributor' form at #contact. */
export default async function DealersRoute() {
  const { dealers } = getCompany();
  return (
    <DealersPage
      dealers={await getPublishedDealers()}
      distributorSection={
        <BecomeDistributorSection
          heading={dealers.formHeading}
          intro={dealers.formText}
          // The dialog title is an h2, so the policy's sections become h3 inside it.
        />
      }
    />
  );
}
