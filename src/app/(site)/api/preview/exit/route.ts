import { draftMode } from 'next/headers';
import { pathAfterLeaving } from '@/cms/preview/target';

export const dynamic = 'force-dynamic';

/**
 * `GET /api/preview/exit`: the preview bar's "leave preview" link. Switches Next.js's draft mode off
 * and sends the staff member back (303) to the page they were on, now as visitors see it
 * (`pathAfterLeaving`: a page of this site, else the home page).
 */
export async function GET(request: Request): Promise<Response> {
  (await draftMode()).disable();
  return new Response(null, {
    status: 303,
    headers: {
      'Cache-Control': 'private, no-store',
      Location: pathAfterLeaving(request.headers.get('referer'), request.url, request.headers.get('host')),
    },
  });
}
