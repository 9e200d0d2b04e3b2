import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { cachedPageFrom, PageCache } from './page-cache';
import { createSiteServer } from './site-server';

let close: (() => void) | undefined;
afterEach(() => close?.());

/** Starts the server on a free loopback port around a handler that echoes what it was given. */
async function start(timeoutMs: number) {
  const server = createSiteServer(
    (request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => response.end(JSON.stringify({ xff: request.headers['x-forwarded-for'], body })));
    },
    { trustProxyHops: 0, timeoutMs },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  close = () => server.close();
  return (server.address() as AddressInfo).port;
}

describe('the npm start server (issue 11)', () => {
  it('cuts off a request whose body stalls, within its request timeout', async () => {
    const port = await start(400);
    const socket = net.connect(port, '127.0.0.1');
    const started = Date.now();
    const closed = new Promise<string>((resolve) => {
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk));
      socket.on('close', () => resolve(answer));
    });
    socket.write(
      'POST /api/enquiries HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"a"',
    );
    const answer = await closed;
    expect(Date.now() - started).toBeLessThan(5000);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('hands the application the socket address, not the client-sent X-Forwarded-For', async () => {
    const port = await start(2000);
    const response = await fetch(`http://127.0.0.1:${port}/`, { headers: { 'X-Forwarded-For': '1.2.3.4' } });
    expect(((await response.json()) as { xff: string }).xff).toBe('127.0.0.1');
  });
});

/**
 * A stand-in for Next.js as the probe of issue 27 found it: `/about-us` is a page with a year-long
 * `s-maxage`; an escaped form of it (`/%61bout-us`) gets a 404 that keeps that `s-maxage`; an
 * absolute-form target is redirected to its host; any method gets the page. Records what it was asked.
 */
async function startLikeNext(pageCache?: PageCache) {
  const seen: string[] = [];
  const server = createSiteServer(
    (request, response) => {
      seen.push(`${request.method} ${request.url}`);
      const url = request.url ?? '';
      if (!url.startsWith('/')) {
        response.writeHead(308, { Location: url }).end();
        return;
      }
      if (url.startsWith('/api/')) {
        response.writeHead(204, { Allow: 'POST, OPTIONS' }).end();
        return;
      }
      response.setHeader('Cache-Control', 's-maxage=31536000');
      if (['/about-us', '/pump-selector'].includes(url.split('?')[0]!)) {
        response.writeHead(200, { 'Content-Type': 'text/html' }).end(`<h1>${url}</h1>`);
      } else if (url === '/written-404') {
        response.writeHead(404, { 'Cache-Control': 's-maxage=31536000', 'Content-Type': 'text/html' }).end('gone');
      } else {
        response.statusCode = 404;
        response.end('not found');
      }
    },
    { trustProxyHops: 0, timeoutMs: 5000, pageCache },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  close = () => server.close();
  return { port: (server.address() as AddressInfo).port, seen };
}

/**
 * Sends raw bytes and resolves, once the server has closed the connection, with what it sent and how
 * long after the first byte of its answer it closed (ms).
 */
function raw(port: number, text: string): Promise<{ head: string; body: string; closedAfterMs: number }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    let firstByteAt = 0;
    socket.on('data', (chunk) => {
      firstByteAt ||= performance.now();
      answer += chunk;
    });
    socket.on('close', () => {
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      resolve({ head, body, closedAfterMs: performance.now() - firstByteAt });
    });
    socket.on('error', reject);
    socket.write(text);
  });
}

describe('the npm start server (issue 27)', () => {
  it('routes an escaped form of a page’s path as the page itself (finding 1)', async () => {
    const { port, seen } = await startLikeNext();
    for (const path of ['/%61bout-us', '/about%2Dus', '/%61bout%2dus', '/%70ump-selector?flow=1']) {
      const answer = await fetch(`http://127.0.0.1:${port}${path}`);
      expect(answer.status).toBe(200);
    }
    expect(seen).toEqual(['GET /about-us', 'GET /about-us', 'GET /about-us', 'GET /pump-selector?flow=1']);
  });

  it('serves the cached page for an escaped form of its path (finding 1)', async () => {
    const cache = new PageCache();
    const entry = await cachedPageFrom(
      200,
      { 'content-type': 'text/html', 'cache-control': 's-maxage=31536000' },
      Buffer.from('<h1>About</h1>'),
    );
    if ('refused' in entry) throw new Error(entry.refused);
    cache.set('/about-us', entry);
    const { port, seen } = await startLikeNext(cache);
    const answer = await fetch(`http://127.0.0.1:${port}/%61bout-us`);
    expect(await answer.text()).toBe('<h1>About</h1>');
    expect(seen).toEqual([]);
  });

  it('never lets a 404 be cached, however the application set Cache-Control (finding 1)', async () => {
    const { port } = await startLikeNext();
    for (const path of ['/nonexistent', '/written-404', '/a%2Fb']) {
      const answer = await fetch(`http://127.0.0.1:${port}${path}`);
      expect(answer.status).toBe(404);
      expect(answer.headers.get('cache-control')).toBe('private, no-cache, no-store, max-age=0, must-revalidate');
    }
  });

  it('answers 400 with the security headers to a target that is not a path, never redirecting (finding 2)', async () => {
    const { port, seen } = await startLikeNext();
    for (const line of [
      'GET http://evil.example/about-us HTTP/1.1',
      'POST http://evil.example/api/enquiries HTTP/1.1',
      'OPTIONS * HTTP/1.1',
    ]) {
      const { head } = await raw(port, `${line}\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
      expect(head).toMatch(/^HTTP\/1\.1 400 /);
      expect(head).not.toMatch(/\r\nlocation:/i);
      expect(head).toMatch(/\r\nStrict-Transport-Security: max-age=31536000; includeSubDomains\r\n/);
      expect(head).toMatch(/\r\nX-Content-Type-Options: nosniff\r\n/);
      expect(head).toMatch(/\r\nCache-Control: no-store\r\n/);
    }
    expect(seen).toEqual([]);
  });

  it('answers 405 with Allow: GET, HEAD to any other method on a page (finding 6)', async () => {
    const { port, seen } = await startLikeNext();
    for (const method of ['PUT', 'POST', 'DELETE', 'PATCH', 'OPTIONS']) {
      const answer = await fetch(`http://127.0.0.1:${port}/pump-selector`, {
        method,
        body: method === 'POST' ? 'a=1' : undefined,
      });
      expect(answer.status).toBe(405);
      expect(answer.headers.get('allow')).toBe('GET, HEAD');
      expect(await answer.text()).toBe(`Method ${method} is not allowed.`);
    }
    // The back office's server actions (Next.js's header, under /admin) and the API's own methods reach the application.
    await fetch(`http://127.0.0.1:${port}/admin/collections/news`, {
      method: 'POST',
      headers: { 'Next-Action': 'abc' },
      body: 'x',
    });
    await fetch(`http://127.0.0.1:${port}/api/enquiries`, { method: 'OPTIONS' });
    expect(seen).toEqual(['POST /admin/collections/news', 'OPTIONS /api/enquiries']);
  });

  it('refuses a large POST to a page without reading its body (finding 6)', async () => {
    const { port, seen } = await startLikeNext();
    // 50 MB announced, 1 KB sent: the answer must come without the rest, and the connection close.
    const { head, closedAfterMs } = await raw(
      port,
      `POST /pump-selector HTTP/1.1\r\nHost: x\r\nContent-Type: text/plain\r\nContent-Length: ${50 * 1024 * 1024}\r\n\r\n${'x'.repeat(1024)}`,
    );
    expect(head).toMatch(/^HTTP\/1\.1 405 /);
    expect(head).toMatch(/\r\nAllow: GET, HEAD\r\n/);
    expect(head).toMatch(/\r\nConnection: close\r\n/);
    // Closed at once, not after reading 50 MB or waiting out the 5 s request timeout.
    expect(closedAfterMs).toBeLessThan(1000);
    expect(seen).toEqual([]);
  });

  it('refuses a declared body on GET and HEAD without reading it (finding 6)', async () => {
    const { port, seen } = await startLikeNext();
    for (const method of ['GET', 'HEAD']) {
      const { head } = await raw(port, `${method} /about-us HTTP/1.1\r\nHost: x\r\nContent-Length: 12000000\r\n\r\n`);
      expect(head).toMatch(/^HTTP\/1\.1 400 /);
      expect(head).toMatch(/\r\nConnection: close\r\n/);
    }
    const chunked = await raw(
      port,
      'GET /about-us HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n',
    );
    expect(chunked.head).toMatch(/^HTTP\/1\.1 400 /);
    expect(seen).toEqual([]);
    // A GET without a body (or with Content-Length: 0) is served.
    expect(
      (await raw(port, 'GET /about-us HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\nConnection: close\r\n\r\n')).head,
    ).toMatch(/^HTTP\/1\.1 200 /);
  });
});

describe('the npm start server (issue 51)', () => {
  it('hands Next.js a segment that is not percent-encoded UTF-8 as literal text, so its route answers 404, not 500', async () => {
    const { port, seen } = await startLikeNext();
    for (const path of ['/api/pumps/models/%ff', '/api/pumps/models/%C0%AF', '/products/50HZ/%ff']) {
      await fetch(`http://127.0.0.1:${port}${path}`);
    }
    expect(seen).toEqual([
      'GET /api/pumps/models/%25ff',
      'GET /api/pumps/models/%25C0%25AF',
      'GET /products/50HZ/%25ff',
    ]);
  });

  it('refuses a POST with Next-Action outside the back office before reading its 50 MB body', async () => {
    const { port, seen } = await startLikeNext();
    const announced = `Content-Length: ${50 * 1024 * 1024}\r\n\r\n${'x'.repeat(1024)}`;
    const page = await raw(port, `POST /about-us HTTP/1.1\r\nHost: x\r\nNext-Action: abc\r\n${announced}`);
    expect(page.head).toMatch(/^HTTP\/1\.1 405 /);
    expect(page.head).toMatch(/\r\nConnection: close\r\n/);
    expect(page.closedAfterMs).toBeLessThan(1000);
    const api = await raw(port, `POST /api/enquiries HTTP/1.1\r\nHost: x\r\nNext-Action: abc\r\n${announced}`);
    expect(api.head).toMatch(/^HTTP\/1\.1 400 /);
    expect(api.body).toBe('{"message":"This site serves no server actions."}');
    expect(seen).toEqual([]);
  });

  it('redirects a trailing slash and //path with 308, the security headers and Cache-Control', async () => {
    const { port, seen } = await startLikeNext();
    for (const [path, location] of [
      ['/about-us/', '/about-us'],
      ['//about-us?utm_source=x', '/about-us?utm_source=x'],
      ['//evil.example/', '/evil.example'],
    ]) {
      const answer = await fetch(`http://127.0.0.1:${port}${path}`, { redirect: 'manual' });
      expect(answer.status, path).toBe(308);
      expect(answer.headers.get('location'), path).toBe(location);
      expect(answer.headers.get('cache-control'), path).toBe('public, max-age=3600');
      expect(answer.headers.get('strict-transport-security'), path).toBe('max-age=31536000; includeSubDomains');
      expect(answer.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(answer.headers.get('content-security-policy'), path).toBe("default-src 'none'; frame-ancestors 'none'");
    }
    expect(seen).toEqual([]);
  });
});
