import { allowedMethods, methodNotAllowed } from '@/lib/method-not-allowed';
import { borewellSizingResponse } from '@/features/borewell-sizing/index.server';

/**
 * `GET /api/borewell-sizing?boreDiameterIn=&boreDepthM=&staticLevelM=&drawdownM=&…` (issue 13): the
 * system sheet of a borewell as JSON; 400 `{ message, field }` on bad or contradictory input.
 */
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export function GET(request: Request): Response {
  return borewellSizingResponse(new URL(request.url).searchParams);
}

const refuse = methodNotAllowed(['GET', 'HEAD']);
export { refuse as POST, refuse as PUT, refuse as PATCH, refuse as DELETE };
export const OPTIONS = allowedMethods(['GET', 'HEAD']);
