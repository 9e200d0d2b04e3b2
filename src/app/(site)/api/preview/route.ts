import { draftMode } from 'next/headers';
import { cmsPayload } from '@/cms/payload';
import { decidePreview } from '@/cms/preview/decide';

export const dynamic = 'force-dynamic';

/**
 * `GET /api/preview?collection=posts&id=12` (or `?global=event-banner`): the admin's Preview button
 * (issue 45 point 3). A signed-in content editor gets Next.js's draft mode and a 303 to the page the
 * document shows on, rendered with the newest drafts; anyone else a refusal and no draft mode
 * (`decidePreview`).
 */
export async function GET(request: Request): Promise<Response> {
  const decision = await decidePreview(await cmsPayload(), request);
  const headers = { 'Cache-Control': 'private, no-store' };
  if (decision.status !== 303)
    return Response.json({ message: decision.message }, { status: decision.status, headers });
  (await draftMode()).enable();
  return new Response(null, { status: 303, headers: { ...headers, Location: decision.location } });
}
