import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openMigratedDatabase, type AppDatabase } from '@/lib/db/database.server';
import { answerToolRequest, type ToolAnswerDeps } from './serve.server';
import type { ToolAnswer } from './tool-answer';
import { createToolRateLimiter } from './tool-limiter.server';
import { PoolFullError } from './worker-pool';

vi.mock('server-only', () => ({}));

/**
 * A tool's JSON API handler as a visitor, a CDN and a flooding script meet it (issue 51): its answer
 * to the canonical query with shared-cache headers (the `npm start` server keeps it, with ETags:
 * server/tool-answers.test.ts), a client sending distinct queries is refused with 429 after its
 * burst, and a saturated pool answers 503; both with Retry-After.
 */

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kavex-tool-answers-'));
let database: AppDatabase;
beforeAll(async () => {
  database = await openMigratedDatabase({ sqliteFile: path.join(dataDir, 'tools.sqlite') });
});
afterAll(async () => {
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const solar = 'site=jaipur&dailyWaterM3=20&staticLiftM=40&boreDiameterIn=6';
const request = (query: string, headers: Record<string, string> = {}) =>
  new Request(`http://localhost/api/solar-sizing?${query}`, {
    headers: { 'X-Forwarded-For': '203.0.113.7', ...headers },
  });

/**
 * A stand-in for the worker pool: 400 `{ message, field }` for a negative `dailyWaterM3`, else 200
 * with the query it was given (the tools' own answers are tested with their routes).
 */
function standInAnswer(query: string): ToolAnswer {
  const params = new URLSearchParams(query);
  if (Number(params.get('dailyWaterM3')) < 0) {
    return {
      status: 400,
      body: JSON.stringify({ message: 'Water needed per day must be more than 0.', field: 'dailyWaterM3' }),
    };
  }
  return { status: 200, body: JSON.stringify({ query: Object.fromEntries(params) }) };
}

/** Dependencies with the database limiter at `per10s`, and counted computations. */
function depsWith(per10s: number, compute?: ToolAnswerDeps['compute']) {
  const computed: string[] = [];
  const deps: ToolAnswerDeps = {
    limiter: async () => createToolRateLimiter(database, { per10s, perMinute: 1000 }),
    compute:
      compute ??
      (async (_tool, query) => {
        computed.push(query);
        return standInAnswer(query);
      }),
    trustProxyHops: 0,
    refused: new Map(),
  };
  return { deps, computed };
}

describe('a tool answer', () => {
  it('computes the canonical query and sends it with shared-cache headers and no ETag of its own', async () => {
    const { deps, computed } = depsWith(100);
    const first = await answerToolRequest(request(solar), 'solar-sizing', deps);
    expect(first.status).toBe(200);
    expect(first.headers.get('Content-Type')).toBe('application/json');
    expect(first.headers.get('Cache-Control')).toBe('public, max-age=300, s-maxage=86400, stale-while-revalidate=3600');
    // The server in front makes one per encoding (server/tool-answers.ts).
    expect(first.headers.get('ETag')).toBeNull();
    expect(JSON.parse(await first.text()).query.site).toBe('jaipur');

    // The same query in another order, with a blank field: the same computation's query.
    await answerToolRequest(
      request('boreDiameterIn=6&staticLiftM=40&tiltDeg=&site=jaipur&dailyWaterM3=20'),
      'solar-sizing',
      deps,
    );
    const canonical = 'boreDiameterIn=6&dailyWaterM3=20&site=jaipur&staticLiftM=40';
    expect(computed).toEqual([canonical, canonical]);
  });

  it('refuses a bad query with 400 naming the field, never kept', async () => {
    const { deps, computed } = depsWith(100);
    for (let i = 0; i < 2; i++) {
      const response = await answerToolRequest(request('site=jaipur&dailyWaterM3=-1'), 'solar-sizing', deps);
      expect(response.status).toBe(400);
      expect(response.headers.get('Cache-Control')).toBe('no-store');
      expect(response.headers.get('ETag')).toBeNull();
      expect((await response.json()).field).toBe('dailyWaterM3');
    }
    expect(computed).toHaveLength(2);
  });

  it('answers 429 with Retry-After once a client has spent its burst on distinct queries; other clients still get answers', async () => {
    const { deps } = depsWith(3);
    // A client of its own: the database counts every test's computations.
    const request = (query: string) =>
      new Request(`http://localhost/api/solar-sizing?${query}`, { headers: { 'X-Forwarded-For': '192.0.2.44' } });
    const distinct = (i: number) => `${solar}&deliveryHeightM=${i}`;
    for (let i = 0; i < 3; i++) {
      expect((await answerToolRequest(request(distinct(i)), 'solar-sizing', deps)).status).toBe(200);
    }
    const refused = await answerToolRequest(request(distinct(3)), 'solar-sizing', deps);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers.get('Retry-After'))).toBeLessThanOrEqual(10);
    expect(refused.headers.get('Cache-Control')).toBe('no-store');
    expect((await refused.json()).message).toMatch(/Too many/);
    // Until its window ends, the refused client is answered from memory: the store is not asked again.
    let asked = 0;
    const limiter = await deps.limiter();
    deps.limiter = async () => ({ ...limiter, take: (key) => (asked++, limiter.take(key)) });
    expect((await answerToolRequest(request(distinct(5)), 'solar-sizing', deps)).status).toBe(429);
    expect(asked).toBe(0);
    // Another client is not limited.
    const other = new Request(`http://localhost/api/solar-sizing?${distinct(4)}`, {
      headers: { 'X-Forwarded-For': '198.51.100.20' },
    });
    expect((await answerToolRequest(other, 'solar-sizing', deps)).status).toBe(200);
  });

  it('answers when the limit’s database is down (the tools need none)', async () => {
    const { deps } = depsWith(1);
    deps.limiter = () => Promise.reject(new Error('database down'));
    expect((await answerToolRequest(request(solar), 'solar-sizing', deps)).status).toBe(200);
  });

  it('answers 503 with Retry-After when every worker is busy and the queue is full', async () => {
    const { deps } = depsWith(100, () => Promise.reject(new PoolFullError(32)));
    const response = await answerToolRequest(request(solar), 'solar-sizing', deps);
    expect(response.status).toBe(503);
    expect(response.headers.get('Retry-After')).toBe('1');
    expect(response.headers.get('Cache-Control')).toBe('no-store');
  });
});
