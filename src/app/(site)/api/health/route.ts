import { allowedMethods, methodNotAllowed } from '@/lib/http/method-not-allowed';
import { healthAnswer, healthReport } from '@/features/enquiries/index.server';
import { getEnv } from '@/lib/runtime/env';

/** `GET /api/health`: `{ ok }` (200, or 503 when the database is not usable); details with the HEALTH_TOKEN bearer. */
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export async function GET(request: Request): Promise<Response> {
  const { status, body } = healthAnswer(
    { ...(await healthReport()) },
    request.headers.get('authorization'),
    getEnv().healthToken,
  );
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });
}

const refuse = methodNotAllowed(['GET', 'HEAD']);
export { refuse as POST, refuse as PUT, refuse as PATCH, refuse as DELETE };
export const OPTIONS = allowedMethods(['GET', 'HEAD']);
