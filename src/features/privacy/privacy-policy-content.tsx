import { Markdown } from '@/components/ui/markdown';
import { getPrivacyPolicy } from '@/content/resources';
import { formatPolicyDate } from './format';

/** Props of {@link PrivacyPolicyContent}. */
export interface PrivacyPolicyContentProps {
  /**
   * Shift of the policy's `##` section headings: 0 renders them as h2 (the /privacy-policy page,
   * under its h1); 1 renders them as h3 (inside the forms' modal, whose title is an h2).
   */
  headingOffset?: 0 | 1;
}

/**
 * The privacy policy body (SPEC 2.6) from `content/pages/privacy-policy.md`: its sections
 * (Collection of Information ... Policy Governance, including the 12-month calls and SMS consent)
 * through the sanitising Markdown renderer, and the last-updated date. A server component: the
 * /privacy-policy page renders it inline, and the forms pass it as children to their privacy modal.
 */
export function PrivacyPolicyContent({ headingOffset = 0 }: PrivacyPolicyContentProps) {
  const policy = getPrivacyPolicy();
  return (
    <div data-testid="privacy-policy">
      <p className="mb-6 text-sm text-ink-600">
        Last updated <time dateTime={policy.updated}>{formatPolicyDate(policy.updated)}</time>
      </p>
      <Markdown source={policy.body} headingOffset={headingOffset} />
    </div>
  );
}
