import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '../src/lib/http/csp-manifest';
import { toolAnswerCacheControl } from '../src/lib/http/query-api-route';
import { registerToolPageGate } from '../src/lib/tool-answers/page-gate';
import { createSiteServer } from './site-server';
import { ToolAnswerCache } from './tool-answers';

/** The tools' answers kept by canonical query (issue 51), pages and JSON APIs: server/tool-answers.ts through the site's server. */

const closers: (() => void)[] = [];
afterEach(() => {
  for (const close of closers.splice(0)) close();
  registerToolPageGate(undefined);
});

/** A sheet as Next.js renders it per query: the duty point in the text and in the flight data. */
const sheet = (query: string) =>
  `<!DOCTYPE html><html><head></head><body>${'<p>KP6-30/04: 12 m³/h at 40 m, 3.7 kW.</p>'.repeat(40)}<p>${query}</p><script>self.__next_f.push([1,${JSON.stringify(query)}])</script></body></html>`;

/**
 * A stand-in for Next.js behind the proxy: the tool pages with a policy of hashes (no nonce), 400 for
 * a selector query with a negative flow (the proxy's status), Next.js's `Cache-Control` of a page
 * rendered per request; the tools' APIs as their route handler answers (src/lib/tool-answers/
 * serve.server.ts): JSON with the tools' `Cache-Control`, 400 `{ message, field }` no-store for a
 * negative flow, 429 for `flow=429`. Counts what it renders, and records the `Accept-Encoding` and
 * method it was asked with.
 */
function fakeNext() {
  const rendered: string[] = [];
  const asked: { method?: string; acceptEncoding?: string }[] = [];
  const handle = (request: http.IncomingMessage, response: http.ServerResponse) => {
    const url = request.url ?? '/';
    rendered.push(url);
    asked.push({ method: request.method, acceptEncoding: request.headers['accept-encoding'] });
    const query = url.split('?')[1] ?? '';
    // A render takes a while (a tick here, tens of ms in Next.js): concurrent requests overlap it.
    setTimeout(() => (url.startsWith('/api/') ? answerApi(query, response) : answer(query, response)), 20);
  };
  const answer = (query: string, response: http.ServerResponse) => {
    response.writeHead(/flow=-/.test(query) ? 400 : 200, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate',
      vary: 'rsc, next-router-state-tree, next-router-prefetch',
      'content-security-policy': "script-src 'self' 'sha256-route'",
      'x-frame-options': 'DENY',
    });
    response.end(sheet(new URLSearchParams(query).get('flow') ?? ''));
  };
  const answerApi = (query: string, response: http.ServerResponse) => {
    const flow = new URLSearchParams(query).get('flow') ?? '';
    const [status, body] = flow.startsWith('-')
      ? [400, { message: 'The flow must be more than 0 m³/h.', field: 'flow' }]
      : flow === '429'
        ? [429, { message: 'Too many tool queries from your address: try again in 3 s.' }]
        : [200, { results: Array.from({ length: 30 }, (_, i) => ({ model: `KP6-30/0${i}`, flowM3h: Number(flow) })) }];
    const json = JSON.stringify(body);
    response.writeHead(status, {
      'content-type': 'application/json',
      'cache-control': status === 200 ? toolAnswerCacheControl : 'no-store',
      'x-content-type-options': 'nosniff',
      ...(status === 429 ? { 'retry-after': '3' } : {}),
      'content-length': String(Buffer.byteLength(json)),
    });
    response.end(json);
  };
  return { handle, rendered, asked };
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A request as a browser's (or curl's) without the fetch API's automatic decompression. */
function get(origin: string, path: string, headers: http.OutgoingHttpHeaders = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(new URL(path, origin), { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

async function start(options: { maxBytes?: number; generation?: () => number } = {}) {
  const next = fakeNext();
  const cache = new ToolAnswerCache({
    maxBytes: options.maxBytes ?? 10_000_000,
    buildId: 'build-1',
    generation: options.generation ?? (() => 0),
  });
  const server = createSiteServer(next.handle, { trustProxyHops: 0, toolAnswerCache: cache });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => server.close());
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, rendered: next.rendered, asked: next.asked, cache };
}

describe('the tool pages kept by canonical query (issue 51)', () => {
  it('renders a query once and sends the same page, ETag and caching headers to the same query written otherwise', async () => {
    const site = await start();
    const first = await get(site.origin, '/pump-selector?head=40&flow=12', { 'accept-encoding': 'identity' });
    const second = await get(site.origin, '/pump-selector?flow=12&hz=&head=40', { 'accept-encoding': 'identity' });
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(site.rendered).toHaveLength(1);
    expect(second.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.body.equals(first.body)).toBe(true);
    expect(first.headers['cache-control']).toBe(toolAnswerCacheControl);
    expect(first.headers['cache-control']).toMatch(/^public, max-age=300, s-maxage=86400, stale-while-revalidate=/);
    expect(first.headers.vary).toMatch(/Accept-Encoding/);
    expect(first.headers['x-frame-options']).toBe('DENY');
    // Each answer carries its own request id (request-log.ts), never the one of the render kept.
    expect(first.headers['x-request-id']).toMatch(/^[\w-]{36}$/);
    expect(second.headers['x-request-id']).toMatch(/^[\w-]{36}$/);
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
  });

  it('lists the hashes of exactly the kept page’s inline scripts in its policy', async () => {
    const site = await start();
    const answer = await get(site.origin, '/solar-pump-sizing?flow=7', { 'accept-encoding': 'identity' });
    const policy = String(answer.headers['content-security-policy']);
    const hashes = inlineScriptHashes(answer.body.toString('utf8'));
    expect(hashes.length).toBeGreaterThan(0);
    for (const hash of hashes) expect(policy).toContain(hash);
    expect(policy).not.toContain('sha256-route');
    expect(policy).not.toContain("'nonce-");
  });

  it('sends each encoding with its own ETag, compressed once on its first request, and answers 304 to a matching If-None-Match', async () => {
    const site = await start();
    const path = '/borewell-sizing?flow=3';
    const plain = await get(site.origin, path, { 'accept-encoding': 'identity' });
    const uncompressed = site.cache.bytes;
    const br = await get(site.origin, path, { 'accept-encoding': 'br' });
    // The Brotli copy, made on its first request, is kept and counted.
    expect(site.cache.bytes).toBeGreaterThan(uncompressed);
    const gzip = await get(site.origin, path, { 'accept-encoding': 'gzip' });
    expect(site.rendered).toHaveLength(1);
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(zlib.gunzipSync(gzip.body).equals(plain.body)).toBe(true);
    expect(new Set([plain.headers.etag, br.headers.etag, gzip.headers.etag]).size).toBe(3);

    // With `Cache-Control: no-cache`, as fetch sends any request given If-None-Match: still a 304.
    const revalidated = await get(site.origin, path, {
      'accept-encoding': 'br',
      'if-none-match': br.headers.etag!,
      'cache-control': 'no-cache',
    });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.etag).toBe(br.headers.etag);
    expect(revalidated.headers['cache-control']).toBe(toolAnswerCacheControl);
    expect(revalidated.body.length).toBe(0);
    // The gzip copy's tag does not revalidate the Brotli one.
    const other = await get(site.origin, path, { 'accept-encoding': 'br', 'if-none-match': gzip.headers.etag! });
    expect(other.status).toBe(200);
  });

  it('answers 304 on the first request when the client already holds the page the render gives', async () => {
    const site = await start({ maxBytes: 10_000_000 });
    const path = '/search?q=borewell';
    const first = await get(site.origin, path, { 'accept-encoding': 'gzip' });
    const restarted = await start();
    const again = await get(restarted.origin, path, {
      'accept-encoding': 'gzip',
      'if-none-match': first.headers.etag!,
    });
    expect(restarted.rendered).toHaveLength(1);
    expect(again.status).toBe(304);
  });

  it('answers a HEAD with the GET’s headers, its length included, and no body', async () => {
    const site = await start();
    const got = await get(site.origin, '/pump-selector?flow=9', { 'accept-encoding': 'gzip' });
    const head = await get(site.origin, '/pump-selector?flow=9', { 'accept-encoding': 'gzip' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(String(got.body.length));
    expect(head.headers['content-encoding']).toBe('gzip');
    expect(head.headers.etag).toBe(got.headers.etag);
    expect(head.body.length).toBe(0);
  });

  it('renders a burst of one new query once, the others sent the kept page; a refused one renders for each', async () => {
    const site = await start();
    const burst = await Promise.all(
      Array.from({ length: 5 }, () => get(site.origin, '/solar-pump-sizing?flow=21', { 'accept-encoding': 'gzip' })),
    );
    expect(burst.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(burst.map((answer) => answer.headers.etag)).size).toBe(1);
    expect(site.rendered).toEqual(['/solar-pump-sizing?flow=21']);

    const refused = await Promise.all(Array.from({ length: 3 }, () => get(site.origin, '/solar-pump-sizing?flow=-21')));
    expect(refused.map((answer) => answer.status)).toEqual([400, 400, 400]);
    expect(site.rendered).toHaveLength(4);
  });

  it('keeps no refused query: its 400 is rendered every time and never stored', async () => {
    const site = await start();
    const first = await get(site.origin, '/pump-selector?flow=-5&head=40');
    const second = await get(site.origin, '/pump-selector?flow=-5&head=40');
    expect([first.status, second.status]).toEqual([400, 400]);
    expect(site.rendered).toHaveLength(2);
    expect(second.headers['cache-control']).not.toMatch(/public/);
  });

  it('leaves to Next.js a draft-mode request, the app router’s, a script’s fetch, a repeated name and other pages', async () => {
    const site = await start();
    const path = '/pump-selector?flow=12&head=40';
    await get(site.origin, path);
    const bypassing: [string, http.OutgoingHttpHeaders][] = [
      [path, { cookie: '__prerender_bypass=staff-preview' }],
      [path, { rsc: '1' }],
      [path, { 'sec-fetch-dest': 'empty' }],
      ['/pump-selector?flow=12&head=40&flow=', {}],
      ['/pump-selector/compare?model=KP6-30', {}],
    ];
    for (const [target, headers] of bypassing) {
      const answer = await get(site.origin, target, headers);
      expect(answer.headers['cache-control'], target).not.toBe(toolAnswerCacheControl);
    }
    expect(site.rendered).toHaveLength(1 + bypassing.length);
  });

  it('renders again when the published content changes (its generation is in the key)', async () => {
    let generation = 0;
    const site = await start({ generation: () => generation });
    await get(site.origin, '/search?q=pump');
    await get(site.origin, '/search?q=pump');
    generation = 1;
    await get(site.origin, '/search?q=pump');
    expect(site.rendered).toHaveLength(2);
  });

  it('keeps the pages within its bytes, dropping the least recently used', async () => {
    const measured = await start();
    await get(measured.origin, '/pump-selector?flow=1');
    // Room for two such pages (each in three encodings, with its key and headers), not three.
    const site = await start({ maxBytes: Math.round(measured.cache.bytes * 2.5) });
    for (const flow of [1, 2, 1, 3]) await get(site.origin, `/pump-selector?flow=${flow}`);
    expect(site.cache.size).toBe(2);
    expect(site.cache.bytes).toBeLessThanOrEqual(site.cache.maxBytes);
    await get(site.origin, '/pump-selector?flow=1');
    await get(site.origin, '/pump-selector?flow=2');
    // 1, 2 and 3 rendered, 1 (used last before 3 came) kept, 2 dropped for 3 and rendered again.
    expect(site.rendered).toEqual([
      '/pump-selector?flow=1',
      '/pump-selector?flow=2',
      '/pump-selector?flow=3',
      '/pump-selector?flow=2',
    ]);
  });

  it('answers 429 with Retry-After to a client past the tools’ limit, and still sends it a kept page', async () => {
    let allowed = 1;
    registerToolPageGate({
      admit: async () => (allowed-- > 0 ? { allowed: true } : { allowed: false, retryAfterMs: 4_200 }),
    });
    const site = await start();
    expect((await get(site.origin, '/solar-pump-sizing?flow=1')).status).toBe(200);
    const refused = await get(site.origin, '/solar-pump-sizing?flow=2');
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(refused.headers['x-content-type-options']).toBe('nosniff');
    expect((await get(site.origin, '/solar-pump-sizing?flow=1')).status).toBe(200);
    expect(site.rendered).toEqual(['/solar-pump-sizing?flow=1']);
  });
});

describe('the tools’ JSON APIs kept by canonical query, as the pages are (issue 51)', () => {
  it('asks the route handler once for a query and sends every encoding with its own ETag, 304 for a matching If-None-Match', async () => {
    const site = await start();
    const plain = await get(site.origin, '/api/pumps/select?head=40&flow=12', { 'accept-encoding': 'identity' });
    const again = await get(site.origin, '/api/pumps/select?flow=12&hz=&head=40', { 'accept-encoding': 'identity' });
    const br = await get(site.origin, '/api/pumps/select?flow=12&head=40', { 'accept-encoding': 'br' });
    const gzip = await get(site.origin, '/api/pumps/select?flow=12&head=40', { 'accept-encoding': 'gzip' });
    expect(site.rendered).toEqual(['/api/pumps/select?head=40&flow=12']);
    // Asked uncompressed: the server compresses what it keeps.
    expect(site.asked[0]?.acceptEncoding).toBeUndefined();
    expect(plain.status).toBe(200);
    expect(plain.headers['content-type']).toBe('application/json');
    expect(JSON.parse(plain.body.toString('utf8')).results).toHaveLength(30);
    expect(again.body.equals(plain.body)).toBe(true);
    expect(again.headers.etag).toBe(plain.headers.etag);
    expect(plain.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(plain.headers['cache-control']).toBe(toolAnswerCacheControl);
    expect(plain.headers.vary).toMatch(/Accept-Encoding/);
    expect(plain.headers['x-content-type-options']).toBe('nosniff');
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(zlib.gunzipSync(gzip.body).equals(plain.body)).toBe(true);
    expect(new Set([plain.headers.etag, br.headers.etag, gzip.headers.etag]).size).toBe(3);

    const revalidated = await get(site.origin, '/api/pumps/select?flow=12&head=40', {
      'accept-encoding': 'gzip',
      'if-none-match': gzip.headers.etag!,
      'cache-control': 'no-cache',
    });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.etag).toBe(gzip.headers.etag);
    expect(revalidated.headers['cache-control']).toBe(toolAnswerCacheControl);
    expect(revalidated.body.length).toBe(0);
    const otherEncoding = await get(site.origin, '/api/pumps/select?flow=12&head=40', {
      'accept-encoding': 'gzip',
      'if-none-match': br.headers.etag!,
    });
    expect(otherEncoding.status).toBe(200);
    expect(site.rendered).toHaveLength(1);
  });

  it('answers a HEAD, first or later, with the GET’s headers and no body', async () => {
    const site = await start();
    const first = await get(site.origin, '/api/solar-sizing?flow=7', { 'accept-encoding': 'br' }, 'HEAD');
    const got = await get(site.origin, '/api/solar-sizing?flow=7', { 'accept-encoding': 'br' });
    const head = await get(site.origin, '/api/solar-sizing?flow=7', { 'accept-encoding': 'br' }, 'HEAD');
    expect(site.rendered).toHaveLength(1);
    for (const answer of [first, head]) {
      expect(answer.status).toBe(200);
      expect(answer.body.length).toBe(0);
      expect(answer.headers['content-length']).toBe(String(got.body.length));
      expect(answer.headers['content-encoding']).toBe('br');
      expect(answer.headers.etag).toBe(got.headers.etag);
    }
  });

  it('keeps no refused query: a 400 { message, field } and a 429 reach the handler every time, never stored', async () => {
    const site = await start();
    for (const query of ['flow=-5', 'flow=-5', 'flow=429', 'flow=429']) {
      const answer = await get(site.origin, `/api/borewell-sizing?${query}`);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.headers.etag ?? '').not.toMatch(/^"/);
      if (query === 'flow=-5') {
        expect(answer.status).toBe(400);
        expect(JSON.parse(answer.body.toString('utf8'))).toEqual({
          message: 'The flow must be more than 0 m³/h.',
          field: 'flow',
        });
      } else {
        expect(answer.status).toBe(429);
        expect(answer.headers['retry-after']).toBe('3');
      }
    }
    expect(site.rendered).toHaveLength(4);
    expect(site.cache.size).toBe(0);
  });

  it('leaves the limit to the route handler (the server’s gate is not asked), and computes a burst of one new query once', async () => {
    let gateAsked = 0;
    registerToolPageGate({ admit: async () => (gateAsked++, { allowed: false, retryAfterMs: 1_000 }) });
    const site = await start();
    const burst = await Promise.all(
      Array.from({ length: 5 }, () => get(site.origin, '/api/solar-sizing?flow=21', { 'accept-encoding': 'gzip' })),
    );
    expect(burst.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(burst.map((answer) => answer.headers.etag)).size).toBe(1);
    expect(site.rendered).toEqual(['/api/solar-sizing?flow=21']);
    expect(gateAsked).toBe(0);
  });

  it('sends a script’s fetch the kept answer, whatever the host and published content; a repeated name goes to the handler', async () => {
    let generation = 0;
    const site = await start({ generation: () => generation });
    await get(site.origin, '/api/pumps/select?flow=3&head=20');
    generation = 1;
    const fetched = await get(site.origin, '/api/pumps/select?flow=3&head=20', {
      'sec-fetch-dest': 'empty',
      host: 'pumps.example',
    });
    expect(fetched.headers['cache-control']).toBe(toolAnswerCacheControl);
    expect(site.rendered).toHaveLength(1);
    // `flow=3&flow=` is refused by the tools; its canonical query would be the kept `flow=3`.
    await get(site.origin, '/api/pumps/select?flow=3&head=20&flow=');
    expect(site.rendered).toEqual(['/api/pumps/select?flow=3&head=20', '/api/pumps/select?flow=3&head=20&flow=']);
  });
});
