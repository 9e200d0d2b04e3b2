import { getContactDetails } from '@/cms/content';
import { getPrivacyPolicy } from '@/content/resources';
import { formatPolicyDate } from '@/features/privacy';
import { allowedMethods, methodNotAllowed } from '@/lib/http/method-not-allowed';

/**
 * `GET /api/privacy-policy` (issue 16): the privacy policy for the forms' modal, as JSON
 * `{ updated: 'YYYY-MM-DD', updatedLabel: '1 June 2025', body: Markdown }` from
 * `content/pages/privacy-policy.md`, naming the back office's contact details (as /privacy-policy does). The modal asks for it when first opened,
 * so its text costs a form page nothing until then (before, the whole policy travelled in every form
 * page's first response).
 */

export async function GET(): Promise<Response> {
  const policy = getPrivacyPolicy(await getContactDetails());
  return Response.json({ updated: policy.updated, updatedLabel: formatPolicyDate(policy.updated), body: policy.body });
}

const refuse = methodNotAllowed(['GET', 'HEAD']);
export { refuse as POST, refuse as PUT, refuse as PATCH, refuse as DELETE };
export const OPTIONS = allowedMethods(['GET', 'HEAD']);
