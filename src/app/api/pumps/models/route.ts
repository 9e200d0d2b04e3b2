import { methodNotAllowed } from '@/lib/method-not-allowed';
import { modelListResponse } from '@/features/pump-selection/index.server';

/** `GET /api/pumps/models` (issue 23): the catalogue's pump models as open JSON data. */
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export function GET(request: Request): Response {
  return modelListResponse(new URL(request.url).searchParams);
}

const refuse = methodNotAllowed(['GET', 'HEAD']);
export { refuse as POST, refuse as PUT, refuse as PATCH, refuse as DELETE };
