import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Whether the presented bearer is the token, in time that does not depend on where they differ.
 * Both are hashed first (SHA-256, 32 bytes each): `timingSafeEqual` needs buffers of one byte length,
 * and a string's length says nothing about its UTF-8 byte length (`'é'` is 1 character, 2 bytes), so
 * comparing string lengths first let a non-ASCII bearer of the token's length reach it and throw
 * (issue 27, finding 3).
 */
function sameToken(presented: string, token: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(presented), digest(token));
}

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
  const authorised = token !== undefined && presented !== undefined && sameToken(presented, token);
  return { status, body: authorised ? { ok: status === 200, ...report } : { ok: status === 200 } };
}
