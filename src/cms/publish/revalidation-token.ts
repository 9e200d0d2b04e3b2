import { createHmac, timingSafeEqual } from 'node:crypto';
import { cmsSecret } from '../secret';

/**
 * The key of the site's own revalidation endpoint (`POST /api/revalidate`): derived from the
 * session-signing secret, so every instance of one site knows it and nobody else does.
 */
export function revalidationToken(): string {
  return createHmac('sha256', cmsSecret()).update('kavex:revalidate').digest('base64url');
}

/** Whether `candidate` is the revalidation key (compared in constant time). */
export function isRevalidationToken(candidate: string | null): boolean {
  if (!candidate) return false;
  const expected = Buffer.from(revalidationToken());
  const given = Buffer.from(candidate);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
