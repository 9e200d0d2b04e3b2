import 'server-only';
import {
  RateLimiterPostgres,
  RateLimiterRes,
  RateLimiterSQLite,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { AppDatabase } from '@/lib/db/database.server';
import { rateLimitTable } from '@/lib/db/schema';

/**
 * Per-client limits on enquiry submissions (default 5 a minute and 30 a day), counted in the application
 * database so that they hold across server instances. A point is taken before the submission is
 * processed (so concurrent requests cannot all slip under the limit). Invalid submissions keep their
 * point (docs/decisions/0007): a script probing the validation is limited like one sending enquiries,
 * and a person correcting a typo stays far below 5 a minute. The point is given back only when the
 * server fails to store an accepted enquiry (the visitor did nothing wrong and will send it again).
 */

/** Outcome of {@link EnquiryRateLimiter.take}. */
export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterMs: number };

/** The limiter as the service uses it. */
export interface EnquiryRateLimiter {
  /**
   * Takes one point from each window for `key`.
   * @throws the store's error when the database fails (the caller answers 503, not 429).
   */
  take(key: string): Promise<RateLimitDecision>;
  /** Gives back the point {@link take} took (the enquiry could not be stored: a server fault). */
  giveBack(key: string): Promise<void>;
}

function store(database: AppDatabase, keyPrefix: string, points: number, duration: number): RateLimiterAbstract {
  const common = {
    keyPrefix,
    points,
    duration,
    tableName: rateLimitTable,
    tableCreated: true,
    clearExpiredByTimeout: true,
  };
  return database.dialect === 'postgres'
    ? new RateLimiterPostgres({ ...common, storeClient: database.pool })
    : new RateLimiterSQLite({ ...common, storeClient: database.sqlite, storeType: 'better-sqlite3' });
}

/**
 * Creates the limiter on the application database (its table comes from the migrations).
 * @param limits accepted enquiries per client per minute and per day (positive integers).
 */
export function createEnquiryRateLimiter(
  database: AppDatabase,
  limits: { perMinute: number; perDay: number },
): EnquiryRateLimiter {
  const windows = [
    store(database, 'enquiry_minute', limits.perMinute, 60),
    store(database, 'enquiry_day', limits.perDay, 86_400),
  ];
  return {
    async take(key) {
      const taken: RateLimiterAbstract[] = [];
      for (const window of windows) {
        try {
          await window.consume(key, 1);
          taken.push(window);
        } catch (error) {
          if (!(error instanceof RateLimiterRes)) throw error;
          await Promise.all(taken.map((w) => w.reward(key, 1)));
          return { allowed: false, retryAfterMs: error.msBeforeNext };
        }
      }
      return { allowed: true };
    },
    async giveBack(key) {
      await Promise.all(windows.map((w) => w.reward(key, 1)));
    },
  };
}
