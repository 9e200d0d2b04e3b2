import 'server-only';
import { databaseConfigFromEnv, openMigratedDatabase } from '@/lib/db/database.server';
import { createRateLimiter, type RateLimiter } from '@/lib/db/rate-limiter.server';
import { getEnv } from '@/lib/runtime/env';

const key = Symbol.for('kavex.cms.sign-in-limiter');

/**
 * The running site's sign-in limiter on the application database, with the enquiry API's per-client
 * limits (RATE_LIMIT_PER_MINUTE, RATE_LIMIT_PER_DAY); one per process.
 */
export function appSignInLimiter(): Promise<RateLimiter> {
  const holder = globalThis as Record<symbol, Promise<RateLimiter> | undefined>;
  holder[key] ??= (async () => {
    const env = getEnv();
    const database = await openMigratedDatabase(databaseConfigFromEnv(env));
    return createRateLimiter(database, [
      { keyPrefix: 'sign_in_minute', points: env.rateLimit.perMinute, durationS: 60 },
      { keyPrefix: 'sign_in_day', points: env.rateLimit.perDay, durationS: 86_400 },
    ]);
  })();
  return holder[key]!;
}
