import { TextPage } from '@/components/ui/text-page';
import { getPrivacyPolicy, type PolicyContact } from '@/content/resources';
import { PrivacyPolicyContent } from './privacy-policy-content';

/**
 * Privacy policy page (SPEC 2.6): a plain navy header with the breadcrumb Home > Privacy Policy and
 * the title, then the whole policy inline in a readable column ({@link TextPage}).
 * @param contact the contact details the policy names (the back office's)
 */
export function PrivacyPage({ contact }: { contact: PolicyContact }) {
  const policy = getPrivacyPolicy(contact);
  return (
    <TextPage title={policy.title}>
      <PrivacyPolicyContent policy={policy} />
    </TextPage>
  );
}
