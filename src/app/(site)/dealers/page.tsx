import type { Metadata } from 'next';
import { paths } from '@/config/paths';
import { getCompany } from '@/content/resources';
import { getPublishedDealers } from '@/cms/content';
import { DealersPage } from '@/features/dealers';
import { BecomeDistributorSection } from '@/features/enquiries/index.server';

export const metadata: Metadata = {
  title: 'Dealers',
  description:
    'Become a Kavex Pumps distributor: training on new models and servicing, marketing support, manufacturer warranty and a wide range of 50 Hz and 60 Hz pumps.',
  alternates: { canonical: paths.dealers },
};

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
