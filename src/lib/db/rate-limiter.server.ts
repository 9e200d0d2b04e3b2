import 'server-only';
import {
  RateLimiterPostgres,
  RateLimiterRes,
  RateLimiterSQLite,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { AppDatabase } from './database.server';
import { rateLimitTable } from './schema';

/**
 * Per-client limits counted in the application database (rate-limiter-flexible's SQLite and
 * PostgreSQL stores on the migrated `rate_limits` table), so they hold across server instances:
 * the enquiry API's (docs/decisions/0007) and the back office's sign-in.
 */

/** Outcome of {@link RateLimiter.take}. */
export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterMs: number };

/** A limiter of one kind of request, over one or more windows. */
export interface RateLimiter {
  /**
   * Takes one point from each window for `key`.
   * @throws the store's error when the database fails (the caller answers 503, not 429).
   */
  take(key: string): Promise<RateLimitDecision>;
  /** Gives back the point {@link take} took. */
  giveBack(key: string): Promise<void>;
}

/** One window: at most `points` requests per key in `durationS` seconds, counted under `keyPrefix`. */
export interface RateLimitWindow {
  keyPrefix: string;
  points: number;
  durationS: number;
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
 * Creates a limiter on the application database (its table comes from the migrations).
 * @param windows the windows a request must fit in, each with a prefix of its own
 */
export function createRateLimiter(database: AppDatabase, windows: readonly RateLimitWindow[]): RateLimiter {
  const stores = windows.map((w) => store(database, w.keyPrefix, w.points, w.durationS));
  return {
    async take(key) {
      const taken: RateLimiterAbstract[] = [];
      for (const window of stores) {
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
      await Promise.all(stores.map((w) => w.reward(key, 1)));
    },
  };
}
