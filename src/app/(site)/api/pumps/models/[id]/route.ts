import { allowedMethods, methodNotAllowed } from '@/lib/http/method-not-allowed';
import { modelDetailResponse } from '@/features/pump-selection/index.server';

/** `GET /api/pumps/models/{id}` (issue 23): one pump model with its curve points; 404 `{ message }` for an unknown id. */
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export async function GET(_request: Request, { params }: RouteContext<'/api/pumps/models/[id]'>): Promise<Response> {
  return modelDetailResponse((await params).id);
}

const refuse = methodNotAllowed(['GET', 'HEAD']);
export { refuse as POST, refuse as PUT, refuse as PATCH, refuse as DELETE };
// Without it Next.js's own OPTIONS would list every method exported above (issue 51).
export const OPTIONS = allowedMethods(['GET', 'HEAD']);
