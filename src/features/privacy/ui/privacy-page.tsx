import { Breadcrumb } from '@/components/ui/breadcrumb';
import { paths } from '@/config/paths';
import { getPrivacyPolicy, type PolicyContact } from '@/content/resources';
import { PrivacyPolicyContent } from './privacy-policy-content';

/**
 * Privacy policy page (SPEC 2.6): a plain navy header with the breadcrumb Home > Privacy Policy and
 * the title, then the whole policy inline in a readable column (about 70 characters a line).
 * @param contact the contact details the policy names (the back office's)
 */
export function PrivacyPage({ contact }: { contact: PolicyContact }) {
  const policy = getPrivacyPolicy(contact);
  return (
    <>
      <header className="bg-navy-900 text-white">
        <div className="container-page max-w-4xl py-12 sm:py-16">
          <Breadcrumb items={[{ label: 'Home', href: paths.home }, { label: policy.title }]} tone="light" />
          <h1 className="mt-5 text-display font-bold">{policy.title}</h1>
        </div>
      </header>
      <div className="container-page max-w-4xl py-12 sm:py-14">
        <div className="max-w-3xl">
          <PrivacyPolicyContent policy={policy} />
        </div>
      </div>
    </>
  );
}
