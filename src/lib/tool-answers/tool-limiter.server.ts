import 'server-only';
import { databaseConfigFromEnv, openMigratedDatabase } from '@/lib/db/database.server';
import { createRateLimiter, type RateLimiter } from '@/lib/db/rate-limiter.server';
import { getEnv } from '@/lib/runtime/env';

/**
 * Per-client limits on the tools' computations (issue 51, item 4), counted in the application
 * database's rate-limit table like the enquiries' (so they hold across server instances): a burst
 * of `per10s` in any 10 s and `perMinute` in a minute (TOOL_RATE_LIMIT_BURST, default 40, and
 * TOOL_RATE_LIMIT_PER_MINUTE, default 120, in src/lib/runtime/env.ts). Only answers the cache does not hold
 * take a point: a person walking through the selector's results, or a page reloaded, stays far
 * below; a script sending distinct queries is refused with 429 after the burst. The deploy recipe's
 * nginx `limit_req` stands in front of it (issue 50).
 */

/**
 * Creates the tools' limiter on a database.
 * @param limits computations per client per 10 s and per minute (positive integers)
 */
export function createToolRateLimiter(
  database: Parameters<typeof createRateLimiter>[0],
  limits: { per10s: number; perMinute: number },
): RateLimiter {
  return createRateLimiter(database, [
    { keyPrefix: 'tool_10s', points: limits.per10s, durationS: 10 },
    { keyPrefix: 'tool_minute', points: limits.perMinute, durationS: 60 },
  ]);
}

/**
 * Opens (and migrates) the application database for the tools' counts, on a connection of its own.
 * On SQLite its commits are not flushed to disk one by one (`synchronous = NORMAL`; WAL keeps the file
 * consistent): a count lost to a power cut costs nothing, while the enquiries' `FULL` made every
 * tool page not kept wait on two flushes (its two windows) on the main thread, about 1 ms each on
 * this machine's disk. PostgreSQL is left as it is (its commits do not block the thread).
 * @throws the database's error when it cannot be opened or migrated
 */
export async function openToolLimitDatabase(
  config: Parameters<typeof openMigratedDatabase>[0],
): Promise<Awaited<ReturnType<typeof openMigratedDatabase>>> {
  const database = await openMigratedDatabase(config);
  if (database.dialect === 'sqlite') database.sqlite.pragma('synchronous = NORMAL');
  return database;
}

const key = Symbol.for('kavex.tools.rate-limiter');

/**
 * The process's tool limiter on the application database (opened and migrated on first call; one per
 * process, on `globalThis`, as Next.js bundles each route apart), on {@link openToolLimitDatabase}'s
 * connection.
 * @throws the database's error when it cannot be opened (the caller answers without the limit)
 */
export function appToolRateLimiter(): Promise<RateLimiter> {
  const holder = globalThis as Record<symbol, Promise<RateLimiter> | undefined>;
  holder[key] ??= (async () => {
    const env = getEnv();
    return createToolRateLimiter(await openToolLimitDatabase(databaseConfigFromEnv(env)), env.tools);
  })().catch((error: unknown) => {
    holder[key] = undefined;
    throw error;
  });
  return holder[key];
}
