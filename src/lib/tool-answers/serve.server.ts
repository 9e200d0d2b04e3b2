import 'server-only';
import path from 'node:path';
import { clientAddress, rateLimitKey } from '@/lib/http/client-address';
import type { RateLimiter } from '@/lib/db/rate-limiter.server';
import { getEnv } from '@/lib/runtime/env';
import { toolAnswerCacheControl } from '@/lib/http/query-api-route';
import { canonicalQuery } from './answer-cache';
import type { ToolGateDecision } from './page-gate';
import { appToolRateLimiter } from './tool-limiter.server';
import type { ToolAnswer, ToolName } from './tool-answer';
import { PoolBrokenError, PoolFullError, WorkerPool } from './worker-pool';

/**
 * How a tool's JSON API answers a query (issue 51): within the client's limit (429 past it), computed
 * on a worker thread (503 when every worker is busy and the queue is full). The answers are kept by
 * the `npm start` server in front (server/tool-answers.ts: by canonical query, with ETags and 304s), so
 * a repeated query never reaches this handler there; under `next dev` every query is computed. Every
 * figure is configured in src/lib/runtime/env.ts (`tools`).
 */

/** Seconds a client is asked to wait when the workers' queue is full. */
const BUSY_RETRY_AFTER_S = 1;

/** What {@link answerToolRequest} works with: the process's own by default (tests pass their own). */
export interface ToolAnswerDeps {
  /** The limiter; a promise that rejects (database down) lets the request through unlimited. */
  limiter: () => Promise<RateLimiter>;
  /** Computes an answer off the main thread (the pool). */
  compute: (tool: ToolName, query: string) => Promise<ToolAnswer>;
  trustProxyHops: number;
  /**
   * Clients the store refused, with the time (ms since the epoch) it lets them in again: a flood past
   * its limit is answered 429 from memory, not with a database write per request.
   */
  refused: Map<string, number>;
}

/** Refused clients remembered at most (the map is emptied when full: the store still decides). */
const MAX_REFUSED_CLIENTS = 10_000;

/**
 * The worker script's absolute path, resolved from the project folder at run time, outside Next.js's
 * bundles (`next dev` and `npm start` both run from it). A production server (NODE_ENV `production`,
 * as Next.js compiles it into its production build) runs the plain-JavaScript copy in its build's
 * server bundle, `<NEXT_DIST_DIR or .next>/server-bundle/tool-worker.mjs` (server/bundle.mjs writes it
 * after every build); `next dev` and the tests run src/tool-worker.mjs, the TypeScript source through tsx.
 */
export function toolWorkerScript(): string {
  // NODE_ENV is written into the build by Next.js; NEXT_DIST_DIR is read at run time.
  if (process.env.NODE_ENV === 'production') {
    return path.resolve(process.cwd(), process.env.NEXT_DIST_DIR || '.next', 'server-bundle', 'tool-worker.mjs');
  }
  return path.join(process.cwd(), 'src', 'tool-worker.mjs');
}

interface ProcessTools {
  pool: WorkerPool<unknown>;
  refused: Map<string, number>;
}

const holderKey = Symbol.for('kavex.tools.answers');

/** The process's pool and refused clients (on `globalThis`: Next.js bundles each route apart). */
function processTools(): ProcessTools {
  const holder = globalThis as Record<symbol, ProcessTools | undefined>;
  if (!holder[holderKey]) {
    const { tools } = getEnv();
    holder[holderKey] = {
      refused: new Map(),
      pool: new WorkerPool<unknown>({
        script: toolWorkerScript(),
        workers: tools.workers,
        maxQueue: tools.queue,
      }),
    };
  }
  return holder[holderKey];
}

/** Ends the process's tool worker threads, if any were started (graceful shutdown). */
export async function closeProcessTools(): Promise<void> {
  const holder = globalThis as Record<symbol, ProcessTools | undefined>;
  const tools = holder[holderKey];
  holder[holderKey] = undefined;
  await tools?.pool.close();
}

let brokenReported = false;
let storeDownReported = false;

/** The process's dependencies: the database's limiter and its worker pool. */
export function processToolDeps(): ToolAnswerDeps {
  const { pool, refused } = processTools();
  return {
    refused,
    limiter: appToolRateLimiter,
    compute: async (tool, query) => {
      try {
        return (await pool.run({ tool, query })) as ToolAnswer;
      } catch (error) {
        // The workers cannot load (a broken deployment): said once in the log, and answered 503.
        if (error instanceof PoolBrokenError && !brokenReported) console.error(`[tools] ${error.message}`);
        brokenReported ||= error instanceof PoolBrokenError;
        throw error;
      }
    },
    trustProxyHops: getEnv().trustProxyHops,
  };
}

const json = { 'Content-Type': 'application/json' };

/** 429 for a client past its limit, which may ask again in `retryAfterMs`. */
function tooMany(retryAfterMs: number): Response {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return refusal(429, `Too many tool queries from your address: try again in ${seconds} s.`, seconds);
}

/** A refusal (429, 503): JSON `{ message }`, never stored, with the seconds to wait. */
function refusal(status: 429 | 503, message: string, retryAfterS: number): Response {
  return Response.json(
    { message },
    { status, headers: { 'Retry-After': String(retryAfterS), 'Cache-Control': 'no-store' } },
  );
}

/**
 * Takes one computation from a client's allowance: refused from memory while the store's window
 * keeps it out (`refused`), else counted in the store (the limiter). The tools' APIs ask it for each
 * answer they compute, and the `npm start` server for each tool page it does not hold (through
 * the gate src/instrumentation.ts registers: ./page-gate.ts).
 * @param client the client's rate-limit key (`rateLimitKey`)
 * @returns allowed, or the ms to wait; allowed when the store is down (the tools need no database,
 *   and the pool still bounds them)
 */
export async function admitToolComputation(
  client: string,
  deps: Pick<ToolAnswerDeps, 'limiter' | 'refused'> = processToolDeps(),
): Promise<ToolGateDecision> {
  const blockedUntil = deps.refused.get(client) ?? 0;
  if (blockedUntil > Date.now()) return { allowed: false, retryAfterMs: blockedUntil - Date.now() };
  const limited = await deps
    .limiter()
    .then((limiter) => limiter.take(client))
    // The limit's store is down: the tools need no database, so they answer (the pool still bounds them).
    .catch((error: unknown) => {
      if (!storeDownReported) console.error('[tools] the rate-limit store failed; answering without the limit', error);
      storeDownReported = true;
      return { allowed: true } as const;
    });
  if (!limited.allowed) {
    // Until the store's window lets this client in again, it is refused here without asking the store.
    if (deps.refused.size >= MAX_REFUSED_CLIENTS) deps.refused.clear();
    deps.refused.set(client, Date.now() + limited.retryAfterMs);
  }
  return limited;
}

/**
 * The answer of a tool's `GET` (HEAD alike), computed for every request that reaches it (under
 * `npm start` only the queries the server in front does not hold: server/tool-answers.ts).
 * @param request the request (its query, and the client address the start script wrote in
 *   `X-Forwarded-For`)
 * @param tool which tool answers
 * @returns 200 (`toolAnswerCacheControl`: cacheable); 400 `{ message, field }` for a refused query
 *   (no-store); 429 past the client's limit and 503 when the workers are saturated, each with
 *   `Retry-After`
 * @throws the tool's error for invalid content (a build-time failure in practice)
 */
export async function answerToolRequest(
  request: Request,
  tool: ToolName,
  deps: ToolAnswerDeps = processToolDeps(),
): Promise<Response> {
  const query = canonicalQuery(new URL(request.url).searchParams);
  const client = rateLimitKey(clientAddress(request.headers, deps.trustProxyHops));
  const admitted = await admitToolComputation(client, deps);
  if (!admitted.allowed) return tooMany(admitted.retryAfterMs);

  let answer: ToolAnswer;
  try {
    answer = await deps.compute(tool, query);
  } catch (error) {
    if (!(error instanceof PoolFullError || error instanceof PoolBrokenError)) throw error;
    return refusal(503, 'The tools are busy: try again in a moment.', BUSY_RETRY_AFTER_S);
  }
  const cacheControl = answer.status === 200 ? toolAnswerCacheControl : 'no-store';
  return new Response(answer.body, { status: answer.status, headers: { ...json, 'Cache-Control': cacheControl } });
}

/**
 * A tool page's outcome (what it shows for its URL) computed on a worker thread, so the main thread
 * only renders it. When the workers are saturated or cannot load, the page computes it itself (a
 * page cannot answer 503 from here); the APIs, which a script floods, are the ones refused.
 * @param tool the page's tool (src/tool-answers.ts `toolPageOutcomes`)
 * @param params the page's query
 * @param inline the same computation on this thread, e.g. `solarOutcome`
 * @returns `inline(params)`'s value, from a worker when one is free
 */
export async function toolPageOutcome<Outcome>(
  tool: ToolName,
  params: URLSearchParams,
  inline: (params: URLSearchParams) => Outcome,
): Promise<Outcome> {
  try {
    return (await processTools().pool.run({ tool, query: params.toString(), page: true })) as Outcome;
  } catch (error) {
    if (!(error instanceof PoolFullError || error instanceof PoolBrokenError)) throw error;
    return inline(params);
  }
}
