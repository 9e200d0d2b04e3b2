import { Markdown } from '@/components/ui/markdown';
import type { MarkdownPage } from '@/content/schemas/resources';
import { formatPolicyDate } from './format';

/**
 * The privacy policy body (SPEC 2.6) from `content/pages/privacy-policy.md`: its sections
 * (Collection of Information ... Policy Governance, including the 12-month calls and SMS consent)
 * through the sanitising Markdown renderer (sections as h2, under the page's h1), and the last-updated date. A server component for the
 * /privacy-policy page; the forms' modal loads the same text from `GET /api/privacy-policy` when opened.
 */
export function PrivacyPolicyContent({ policy }: { policy: MarkdownPage }) {
  return (
    <div data-testid="privacy-policy">
      <p className="mb-6 text-sm text-ink-600">
        Last updated <time dateTime={policy.updated}>{formatPolicyDate(policy.updated)}</time>
      </p>
      <Markdown source={policy.body} />
    </div>
  );
}
