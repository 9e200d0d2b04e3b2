import pino, { type DestinationStream, type Logger } from 'pino';
import { getEnv, type LogLevel } from '@/lib/runtime/env';

/**
 * The process's log: JSON lines on standard output (pino), one object per line with `level` (as a
 * word), `time` (ISO 8601, UTC), `msg` and the fields of the event. What may be logged: request ids,
 * methods, paths without their query, statuses, durations, enquiry references, counts, error messages
 * with e-mail addresses masked ({@link withoutAddresses}). Never a visitor's or staff member's name,
 * e-mail address, phone, message, a body, a cookie, an `Authorization` header or a password.
 * The level is LOG_LEVEL (default `info`); under Vitest, with LOG_LEVEL unset, nothing is written, and
 * a test that asserts a line builds its own logger on a destination it reads ({@link createLogger}).
 */

export type { Logger };

/** What a component that logs needs of a logger (a pino logger or a child of one). */
export type LogSink = Pick<Logger, 'info' | 'warn' | 'error'>;

/**
 * A logger writing JSON lines to `destination`.
 * @param options.level the lowest level written (default `info`)
 * @param options.destination where lines go (default standard output, written synchronously so that
 *   nothing is lost when the process exits)
 */
export function createLogger(options: { level?: LogLevel; destination?: DestinationStream } = {}): Logger {
  return pino(
    {
      level: options.level ?? 'info',
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      // A second guard for fields no code should pass: their values never reach the log.
      redact: {
        paths: ['email', 'phone', 'name', 'password', 'authorization', 'cookie', 'body', '*.email', '*.phone'],
        censor: '[withheld]',
      },
    },
    options.destination ?? pino.destination({ dest: 1, sync: true }),
  );
}

const holderKey = Symbol.for('kavex.log');

/** The level of the process's logger: LOG_LEVEL, `silent` under Vitest when it is unset, else `info`. */
function processLevel(): LogLevel {
  if (process.env.VITEST && !process.env.LOG_LEVEL) return 'silent';
  try {
    return getEnv().logLevel;
  } catch {
    // A bad environment is reported by the start itself; the log still works meanwhile.
    return 'info';
  }
}

/**
 * The process's logger, one per process (on `globalThis`: Next.js bundles each route apart, and the
 * `npm start` server runs beside those bundles).
 */
export function log(): Logger {
  const holder = globalThis as Record<symbol, Logger | undefined>;
  holder[holderKey] ??= createLogger({ level: processLevel() });
  return holder[holderKey];
}

/** A message with every e-mail address in it replaced by `[address]` (mail servers name them in errors). */
export function withoutAddresses(text: string): string {
  return text.replace(/[^\s<>"'(),;:@]+@[^\s<>"'(),;:@]+\.[^\s<>"'(),;:@]+/g, '[address]');
}

/** The message of an error for a log line: its `message` without e-mail addresses, at most 500 characters. */
export function errorMessage(error: unknown): string {
  const text = error instanceof Error ? error.message : typeof error === 'string' ? error : 'unknown error';
  return withoutAddresses(text).slice(0, 500);
}
