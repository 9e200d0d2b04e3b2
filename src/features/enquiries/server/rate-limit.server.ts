import 'server-only';
import type { AppDatabase } from '@/lib/db/database.server';
import { createRateLimiter, type RateLimiter } from '@/lib/db/rate-limiter.server';

/**
 * Per-client limits on enquiry submissions (default 5 a minute and 30 a day), counted in the application
 * database so that they hold across server instances. A point is taken before the submission is
 * processed (so concurrent requests cannot all slip under the limit). Invalid submissions keep their
 * point (docs/decisions/0007): a script probing the validation is limited like one sending enquiries,
 * and a person correcting a typo stays far below 5 a minute. The point is given back only when the
 * server fails to store an accepted enquiry (the visitor did nothing wrong and will send it again).
 */

/** The limiter as the enquiry service uses it. */
export type EnquiryRateLimiter = RateLimiter;

/**
 * Creates the enquiry limiter on the application database (its table comes from the migrations).
 * @param limits accepted enquiries per client per minute and per day (positive integers).
 */
export function createEnquiryRateLimiter(
  database: AppDatabase,
  limits: { perMinute: number; perDay: number },
): EnquiryRateLimiter {
  return createRateLimiter(database, [
    { keyPrefix: 'enquiry_minute', points: limits.perMinute, durationS: 60 },
    { keyPrefix: 'enquiry_day', points: limits.perDay, durationS: 86_400 },
  ]);
}
