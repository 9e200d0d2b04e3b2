import { getPublishedLivingContent } from '@/cms/content';
import { allowedMethods, methodNotAllowed } from '@/lib/http/method-not-allowed';
import { clientIndexResponse } from '@/features/search/index.server';

/** `GET /api/search/client-index.json`: the search-as-you-type index with the published content (issue 45). */
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export function GET(request: Request): Promise<Response> {
  return clientIndexResponse(request, { read: getPublishedLivingContent });
}

const refuse = methodNotAllowed(['GET', 'HEAD']);
export { refuse as POST, refuse as PUT, refuse as PATCH, refuse as DELETE };
export const OPTIONS = allowedMethods(['GET', 'HEAD']);
