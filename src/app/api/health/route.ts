import { healthReport } from '@/features/enquiries/runtime.server';

/** `GET /api/health`: 200 with the database and outbox state, or 503 when the database is not usable. */
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export async function GET(): Promise<Response> {
  const report = await healthReport();
  return Response.json(report, {
    status: report.status === 'ok' ? 200 : 503,
    headers: { 'Cache-Control': 'no-store' },
  });
}
