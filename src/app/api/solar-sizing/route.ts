import { allowedMethods, methodNotAllowed } from '@/lib/method-not-allowed';
import { solarSizingResponse } from '@/features/solar-sizing/index.server';

/**
 * `GET /api/solar-sizing?site=&dailyWaterM3=&staticLiftM=&boreDiameterIn=&…` (issue 29): the solar
 * pump set, its array and controller, and the water in every month as JSON; 400 `{ message, field }`
 * on bad or contradictory input.
 */
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export function GET(request: Request): Response {
  return solarSizingResponse(new URL(request.url).searchParams);
}

const refuse = methodNotAllowed(['GET', 'HEAD']);
export { refuse as POST, refuse as PUT, refuse as PATCH, refuse as DELETE };
export const OPTIONS = allowedMethods(['GET', 'HEAD']);
