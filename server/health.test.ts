import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { ReadinessCheck } from '../src/lib/runtime/lifecycle';
import { createLogger } from '../src/lib/runtime/log';
import { createReadiness, type Readiness } from './health';
import { createSiteServer } from './site-server';

let close: (() => void) | undefined;
afterEach(() => close?.());

/** The site server around a handler standing in for Next.js, which records what reached it. */
async function start(readiness: Readiness) {
  const handled: string[] = [];
  const server = createSiteServer(
    (request, response) => {
      handled.push(request.url ?? '');
      response.end('from Next.js');
    },
    { trustProxyHops: 0, readiness, logger: createLogger({ level: 'silent' }) },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  close = () => server.close();
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, handled };
}

/** Readiness over these checks, requiring the enquiry database and the back office. */
function readinessOf(checks: Record<string, ReadinessCheck>, timeoutMs?: number) {
  return createReadiness({
    checks: () => new Map(Object.entries(checks)),
    required: ['enquiry database', 'back office'],
    timeoutMs,
  });
}

const answers: ReadinessCheck = async () => null;

async function ask(url: string, method = 'GET') {
  const response = await fetch(url, { method });
  return {
    status: response.status,
    cacheControl: response.headers.get('cache-control'),
    allow: response.headers.get('allow'),
    body: method === 'HEAD' ? await response.text() : await response.json().catch(() => null),
  };
}

describe('liveness and readiness (issue 50 item 4)', () => {
  it('answers liveness itself, before Next.js, even while nothing is ready; HEAD without a body', async () => {
    const { origin, handled } = await start(readinessOf({}));
    expect(await ask(`${origin}/api/health/live`)).toMatchObject({
      status: 200,
      cacheControl: 'no-store',
      body: { status: 'live' },
    });
    expect(await ask(`${origin}/api/health/live`, 'HEAD')).toMatchObject({ status: 200, body: '' });
    expect(handled).toEqual([]);
  });

  it('answers other methods 405 with Allow, and leaves /api/health to Next.js', async () => {
    const { origin, handled } = await start(readinessOf({}));
    for (const path of ['/api/health/live', '/api/health/ready']) {
      expect(await ask(`${origin}${path}`, 'POST')).toMatchObject({ status: 405, allow: 'GET, HEAD' });
    }
    await fetch(`${origin}/api/health`);
    expect(handled).toEqual(['/api/health']);
  });

  it('is not ready until every part has started, the page cache is filled and each check answers', async () => {
    const checks: Record<string, ReadinessCheck> = { 'enquiry database': answers };
    const readiness = readinessOf(checks);
    const { origin, handled } = await start(readiness);
    const ready = () => ask(`${origin}/api/health/ready`);
    expect(await ready()).toEqual({
      status: 503,
      cacheControl: 'no-store',
      allow: null,
      body: { status: 'not-ready', reason: 'back office: starting' },
    });
    checks['back office'] = answers;
    expect((await ready()).body).toEqual({ status: 'not-ready', reason: 'page cache filling' });
    readiness.markPageCacheFilled();
    checks['enquiry database'] = async () => 'database does not answer';
    expect((await ready()).body).toEqual({
      status: 'not-ready',
      reason: 'enquiry database: database does not answer',
    });
    checks['enquiry database'] = answers;
    expect(await ready()).toMatchObject({ status: 200, cacheControl: 'no-store', body: { status: 'ready' } });
    expect(handled).toEqual([]);
  });

  it('is not ready when a check does not answer in time, or fails', async () => {
    const readiness = readinessOf(
      { 'enquiry database': () => new Promise<null>(() => undefined), 'back office': answers },
      100,
    );
    readiness.markPageCacheFilled();
    expect(await readiness.reason()).toBe('enquiry database: no answer within 100 ms');
    const failing = readinessOf({ 'enquiry database': answers, 'back office': () => Promise.reject(new Error('x')) });
    failing.markPageCacheFilled();
    expect(await failing.reason()).toBe('back office: check failed');
  });

  it('answers 503 draining from the moment the shutdown begins', async () => {
    const readiness = readinessOf({ 'enquiry database': answers, 'back office': answers });
    readiness.markPageCacheFilled();
    const { origin } = await start(readiness);
    expect((await ask(`${origin}/api/health/ready`)).status).toBe(200);
    readiness.drain();
    expect(await ask(`${origin}/api/health/ready`)).toMatchObject({
      status: 503,
      body: { status: 'not-ready', reason: 'draining' },
    });
  });
});
