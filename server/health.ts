import type http from 'node:http';
import type { ReadinessCheck } from '../src/lib/runtime/lifecycle';

/**
 * Liveness and readiness of the `npm start` server, answered by the server itself before Next.js
 * (the contract with nginx, systemd and `deploy:check`; docs/api.md):
 * - `GET /api/health/live`: 200 `{"status":"live"}` while the process's event loop answers; no
 *   database, no Next.js.
 * - `GET /api/health/ready`: 200 `{"status":"ready"}` once the enquiry database answers a trivial query
 *   with its migrations applied, the back office's store answers (its migrations ran before the server
 *   listened: `npm run cms -- setup`) and the page cache is filled; else 503
 *   `{"status":"not-ready","reason":"…"}`, and 503 with reason `draining` from the first SIGTERM.
 * HEAD answers the same without a body; other methods 405 with `Allow: GET, HEAD`. Every answer is
 * `Cache-Control: no-store`. `/api/health` (SPEC) stays with Next.js.
 */

/** Path of the liveness answer. */
export const livePath = '/api/health/live';
/** Path of the readiness answer. */
export const readyPath = '/api/health/ready';

/** Longest wait for one readiness check, in ms: a database that does not answer in time is not ready. */
export const readinessCheckTimeoutMs = 2_000;

/** The readiness of this process: what it waits for, and the shutdown's switch. */
export interface Readiness {
  /** `null` when ready, else the reason (`draining`, `page cache filling`, `enquiry database: …`). */
  reason(): Promise<string | null>;
  /** The page cache is filled (`fillPageCache` done, whatever it kept). */
  markPageCacheFilled(): void;
  /** Not ready from now on: the process is shutting down. */
  drain(): void;
}

/**
 * The process's readiness.
 * @param options.checks the registered checks by label (read at each ask: the bundles register theirs
 *   as they start); options.required the labels that must be registered (`enquiry database`, `back
 *   office`), so a check not yet registered means not ready; options.timeoutMs per check (default
 *   {@link readinessCheckTimeoutMs})
 */
export function createReadiness(options: {
  checks: () => ReadonlyMap<string, ReadinessCheck>;
  required: readonly string[];
  timeoutMs?: number;
}): Readiness {
  let draining = false;
  let pageCacheFilled = false;
  const timeoutMs = options.timeoutMs ?? readinessCheckTimeoutMs;
  return {
    async reason() {
      if (draining) return 'draining';
      const checks = options.checks();
      const missing = options.required.find((label) => !checks.has(label));
      if (missing) return `${missing}: starting`;
      if (!pageCacheFilled) return 'page cache filling';
      const reasons = await Promise.all(
        [...checks].map(async ([label, check]) => {
          const reason = await withTimeout(check(), timeoutMs).catch((error: unknown) =>
            error instanceof TimeoutError ? `no answer within ${timeoutMs} ms` : 'check failed',
          );
          return reason === null ? null : `${label}: ${reason}`;
        }),
      );
      return reasons.find((reason) => reason !== null) ?? null;
    },
    markPageCacheFilled() {
      pageCacheFilled = true;
    },
    drain() {
      draining = true;
    },
  };
}

class TimeoutError extends Error {}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError()), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Answers `pathname` when it is {@link livePath} or {@link readyPath}.
 * @param headers the headers every answer of the server carries (security headers)
 * @returns whether the request was answered here
 */
export function answerHealth(
  request: http.IncomingMessage,
  response: http.ServerResponse,
  pathname: string,
  readiness: Readiness,
  headers: Readonly<Record<string, string>>,
): boolean {
  if (pathname !== livePath && pathname !== readyPath) return false;
  const send = (status: number, body: object | string, extra: Record<string, string> = {}) => {
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    response
      .writeHead(status, {
        ...headers,
        'Cache-Control': 'no-store',
        'Content-Type': typeof body === 'string' ? 'text/plain; charset=utf-8' : 'application/json',
        'Content-Length': String(Buffer.byteLength(text)),
        ...extra,
      })
      .end(request.method === 'HEAD' ? undefined : text);
  };
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    send(405, 'Method Not Allowed', { Allow: 'GET, HEAD' });
    return true;
  }
  if (pathname === livePath) {
    send(200, { status: 'live' });
    return true;
  }
  void readiness.reason().then(
    (reason) => (reason === null ? send(200, { status: 'ready' }) : send(503, { status: 'not-ready', reason })),
    () => send(503, { status: 'not-ready', reason: 'check failed' }),
  );
  return true;
}
