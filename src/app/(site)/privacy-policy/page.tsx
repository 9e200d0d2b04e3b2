import { fixedPageMetadata } from '@/config/page-metadata';
import { getContactDetails } from '@/cms/content';
import { PrivacyPage } from '@/features/privacy';

export const metadata = fixedPageMetadata('privacyPolicy');

/** /privacy-policy (SPEC 2.6): the policy inline, naming the back office's contact details. */
export default async function PrivacyPolicyRoute() {
  return <PrivacyPage contact={await getContactDetails()} />;
}
