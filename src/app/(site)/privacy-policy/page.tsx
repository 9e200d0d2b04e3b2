import type { Metadata } from 'next';
import { paths } from '@/config/paths';
import { getContactDetails } from '@/cms/content';
import { PrivacyPage } from '@/features/privacy';

export const metadata: Metadata = {
  title: 'Privacy Policy',
  description:
    'How Kavex Pumps collects, uses and protects the information you give us through enquiry and distributor forms, and your consent to calls and SMS.',
  alternates: { canonical: paths.privacyPolicy },
};

/** /privacy-policy (SPEC 2.6): the policy inline, naming the back office's contact details. */
export default async function PrivacyPolicyRoute() {
  return <PrivacyPage contact={await getContactDetails()} />;
}
