import type { CollectionBeforeOperationHook } from 'payload';
import { APIError } from 'payload';
import { clientAddress, rateLimitKey } from '@/lib/http/client-address';
import type { RateLimiter } from '@/lib/db/rate-limiter.server';

/**
 * The back office's sign-in limit (issue 45 point 4): the per-client limit the enquiry API uses
 * (RATE_LIMIT_PER_MINUTE and RATE_LIMIT_PER_DAY per address, counted in the application database so it
 * holds across instances), taken before the password is checked. It stops a script trying passwords
 * across many accounts; the lock after five wrong passwords stops one aimed at one account.
 */
export interface SignInLimit {
  /** The limiter, opened on first use. */
  limiter: () => Promise<RateLimiter>;
  /** Reverse proxies whose X-Forwarded-For entries are trusted (TRUST_PROXY). */
  trustProxyHops: number;
}

/**
 * Payload hook on `users`: a sign-in over the web takes a point first; none left answers 429. The limit
 * is the config's `custom.signInLimit` (`buildCmsConfig`); a config without one (a test's) has none.
 */
export const limitSignIn: CollectionBeforeOperationHook = async ({ operation, req, args }) => {
  const limit = (req.payload.config.custom as { signInLimit?: SignInLimit } | undefined)?.signInLimit;
  if (!limit || operation !== 'login' || req.payloadAPI === 'local') return args;
  const key = rateLimitKey(clientAddress(req.headers, limit.trustProxyHops));
  const decision = await (await limit.limiter()).take(key);
  if (!decision.allowed) {
    const minutes = Math.max(1, Math.ceil(decision.retryAfterMs / 60_000));
    throw new APIError(
      `Too many sign-in attempts from this address. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      429,
      undefined,
      true,
    );
  }
  return args;
};
