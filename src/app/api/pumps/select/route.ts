import { allowedMethods, methodNotAllowed } from '@/lib/method-not-allowed';
import { selectPumpsResponse } from '@/features/pump-selection/index.server';

/**
 * `GET /api/pumps/select?flow=&flowUnit=&head=&headUnit=&hz=&…` (issue 12, section 3): the selector's
 * results as JSON for distributors' own tools; 400 `{ message }` on bad input.
 */
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export function GET(request: Request): Response {
  return selectPumpsResponse(new URL(request.url).searchParams);
}

const refuse = methodNotAllowed(['GET', 'HEAD']);
export { refuse as POST, refuse as PUT, refuse as PATCH, refuse as DELETE };
export const OPTIONS = allowedMethods(['GET', 'HEAD']);
