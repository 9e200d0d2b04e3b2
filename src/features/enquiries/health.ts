import { timingSafeEqual } from 'node:crypto';

/**
 * What `/api/health` may tell whom (issue 11, defect 10): everyone gets `{ ok }`, enough for an uptime
 * monitor; the database dialect, outbox counts and mail transport are operational details for the
 * owner's monitoring only, shown to a request with `Authorization: Bearer <HEALTH_TOKEN>`.
 * @param report the full health report (`healthReport()`)
 * @param authorization the request's Authorization header, or null
 * @param token HEALTH_TOKEN, or undefined when none is configured (then nobody gets the details)
 * @returns the status code (200 ok, 503 not) and the body to send
 */
export function healthAnswer(
  report: { status: 'ok' | 'error' } & Record<string, unknown>,
  authorization: string | null,
  token: string | undefined,
): { status: 200 | 503; body: Record<string, unknown> } {
  const status = report.status === 'ok' ? 200 : 503;
  const presented = /^Bearer (.+)$/.exec(authorization ?? '')?.[1];
  const authorised =
    token !== undefined &&
    presented !== undefined &&
    presented.length === token.length &&
    timingSafeEqual(Buffer.from(presented), Buffer.from(token));
  return { status, body: authorised ? { ok: status === 200, ...report } : { ok: status === 200 } };
}
