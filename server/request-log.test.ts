import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../src/lib/runtime/log';
import { fillPageCache, PageCache } from './page-cache';
import { createSiteServer } from './site-server';

let close: (() => void) | undefined;
afterEach(() => close?.());

/**
 * The site server around a handler that reads the body and answers 201 (as the enquiry API does),
 * logging into `lines`.
 */
async function start(trustProxyHops: number, pageCache?: PageCache) {
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger({ destination: { write: (line: string) => void lines.push(JSON.parse(line)) } });
  const seenIds: (string | string[] | undefined)[] = [];
  const server = createSiteServer(
    (request, response) => {
      seenIds.push(request.headers['x-request-id']);
      request.resume();
      request.on('end', () =>
        request.url === '/about-us'
          ? response
              .writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 's-maxage=31536000' })
              .end('<!DOCTYPE html><title>About</title>')
          : response.writeHead(201, { 'Content-Type': 'application/json' }).end('{"ok":true}'),
      );
    },
    { trustProxyHops, logger, pageCache },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  close = () => server.close();
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, lines, seenIds };
}

const visitor = {
  name: 'Asha Rao',
  email: 'asha.rao@visitor.example',
  phone: '9876543210',
  password: 'correct horse battery staple',
  message: 'Call me about a 5 HP pump',
};

describe('request log (issue 50 item 5)', () => {
  it("writes one JSON line per request with id, method, path, status and time, and nothing of the visitor's", async () => {
    const { origin, lines, seenIds } = await start(0);
    const response = await fetch(`${origin}/api/enquiries?email=${encodeURIComponent(visitor.email)}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Cookie: `session=${visitor.password}`,
        Authorization: `Bearer ${visitor.password}`,
        Origin: origin,
      },
      body: JSON.stringify(visitor),
    });
    expect(response.status).toBe(201);
    const requestId = response.headers.get('x-request-id');
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(seenIds).toEqual([requestId]);
    await expect.poll(() => lines.length).toBe(1);
    expect(lines[0]).toEqual({
      level: 'info',
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      msg: 'request',
      reqId: requestId,
      method: 'POST',
      path: '/api/enquiries',
      status: 201,
      ms: expect.any(Number),
    });
    const written = JSON.stringify(lines);
    for (const personal of [visitor.email, 'asha', visitor.phone, visitor.password, 'Asha', '5 HP']) {
      expect(written).not.toContain(personal);
    }
  });

  it("takes the proxy's X-Request-Id only when proxies are trusted, and only an id-shaped one", async () => {
    const trusted = await start(1);
    const passed = await fetch(`${trusted.origin}/`, { headers: { 'X-Request-Id': 'a1b2c3d4e5f6' } });
    expect(passed.headers.get('x-request-id')).toBe('a1b2c3d4e5f6');
    const odd = await fetch(`${trusted.origin}/`, { headers: { 'X-Request-Id': 'x y<script>' } });
    expect(odd.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    close?.();

    const direct = await start(0);
    const chosen = await fetch(`${direct.origin}/`, { headers: { 'X-Request-Id': 'a1b2c3d4e5f6' } });
    expect(chosen.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    await expect.poll(() => direct.lines[0]?.reqId).toBe(chosen.headers.get('x-request-id'));
  });

  it('gives a page from the page cache its own id, not that of the request that filled the cache', async () => {
    const cache = new PageCache();
    const { origin, lines } = await start(0, cache);
    expect(await fillPageCache(cache, origin, ['/about-us'])).toMatchObject({ kept: 1 });
    const first = await fetch(`${origin}/about-us`);
    const second = await fetch(`${origin}/about-us`);
    expect(await second.text()).toContain('About');
    const ids = [first.headers.get('x-request-id'), second.headers.get('x-request-id')];
    expect(new Set(ids).size).toBe(2);
    await expect.poll(() => lines.length).toBe(3);
    expect(lines.slice(1).map((line) => line.reqId)).toEqual(ids);
  });
});
