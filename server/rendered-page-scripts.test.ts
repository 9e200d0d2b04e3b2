import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { deferredHydrationScripts, hydrationLoader } from './hydration-scripts';
import { deferHydrationOnRenderedPage } from './rendered-page-scripts';

/** A page as Next.js 16 renders it per request (shortened): its scripts carry the request's nonce. */
const nonce = 'MTIzNGFiY2Q=';
const page =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
  `<script src="/_next/static/chunks/a.js" async="" nonce="${nonce}"></script>` +
  `<script src="/_next/static/chunks/b.js" async="" nonce="${nonce}"></script>` +
  '<title>Find your pump</title></head><body><main>Results</main>' +
  `<script nonce="${nonce}">self.__next_f.push([1,"payload"])</script></body></html>`;

let close: (() => void) | undefined;
afterEach(() => close?.());

/**
 * Starts a loopback server whose handler answers like Next.js: headers through `writeHead`, the body
 * in two writes (a string and a Buffer), and reports whether it was asked for a compressed answer.
 */
async function start(
  answer: { status: number; type: string; body: string } = {
    status: 200,
    type: 'text/html; charset=utf-8',
    body: page,
  },
) {
  const askedEncodings: (string | undefined)[] = [];
  const server = http.createServer((request, response) => {
    deferHydrationOnRenderedPage(request, response);
    askedEncodings.push(request.headers['accept-encoding']);
    response.setHeader('vary', 'rsc');
    response.writeHead(answer.status, { 'Content-Type': answer.type, 'Cache-Control': 'private, no-store' });
    const middle = Math.floor(answer.body.length / 2);
    response.write(answer.body.slice(0, middle));
    response.end(Buffer.from(answer.body.slice(middle)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  close = () => server.close();
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/pump-selector?flow=6&head=60`,
    askedEncodings,
  };
}

/** GET with raw bytes back (no automatic decompression), as a browser asks for a document by default. */
function get(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

const browserDocument = { accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'gzip, deflate, br, zstd' };

describe('pages rendered per request load their scripts after the first paint (decision 0031)', () => {
  it("sends the document Brotli-compressed, its scripts in the data block and the loader with the page's nonce", async () => {
    const { url, askedEncodings } = await start();
    const response = await get(url, browserDocument);
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toBe('rsc, Accept-Encoding');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(Number(response.headers['content-length'])).toBe(response.body.length);
    const html = zlib.brotliDecompressSync(response.body).toString('utf8');
    expect(deferredHydrationScripts(html)).toEqual({
      scripts: ['/_next/static/chunks/a.js', '/_next/static/chunks/b.js'],
      preloads: [],
    });
    expect(html).not.toContain('<script src=');
    expect(html).toContain(`<script nonce="${nonce}">${hydrationLoader}</script>`);
    // The inline payload keeps its own nonce, byte for byte.
    expect(html).toContain(`<script nonce="${nonce}">self.__next_f.push([1,"payload"])</script>`);
    // Next.js was asked for the page uncompressed, to be rewritten.
    expect(askedEncodings).toEqual([undefined]);
  });

  it('sends gzip to a client without Brotli, and the page uncompressed to one that accepts neither', async () => {
    const { url } = await start();
    const gzip = await get(url, { ...browserDocument, 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(deferredHydrationScripts(zlib.gunzipSync(gzip.body).toString('utf8'))?.scripts).toHaveLength(2);
    const plain = await get(url, { accept: 'text/html' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(deferredHydrationScripts(plain.body.toString('utf8'))?.scripts).toHaveLength(2);
  });

  it('rewrites a 404 page too (an unknown path is rendered per request)', async () => {
    const { url } = await start({ status: 404, type: 'text/html; charset=utf-8', body: page });
    const response = await get(url, browserDocument);
    expect(response.status).toBe(404);
    const html = zlib.brotliDecompressSync(response.body).toString('utf8');
    expect(deferredHydrationScripts(html)).toEqual({
      scripts: ['/_next/static/chunks/a.js', '/_next/static/chunks/b.js'],
      preloads: [],
    });
    expect(html).not.toContain('<script src=');
  });

  it("leaves the app router's payload requests and non-document requests to Next.js", async () => {
    const { url, askedEncodings } = await start({ status: 200, type: 'text/x-component', body: '0:["payload"]' });
    const payload = await get(url, { ...browserDocument, rsc: '1' });
    expect(payload.body.toString('utf8')).toBe('0:["payload"]');
    expect(payload.headers['content-encoding']).toBeUndefined();
    const script = await get(url, { accept: '*/*', 'accept-encoding': 'br' });
    expect(script.body.toString('utf8')).toBe('0:["payload"]');
    // Both reached the handler with the client's own Accept-Encoding.
    expect(askedEncodings).toEqual(['gzip, deflate, br, zstd', 'br']);
  });

  it('sends a document answer that is not HTML as it is, compressed', async () => {
    const { url } = await start({ status: 200, type: 'application/json', body: '{"ok":true}' });
    const response = await get(url, browserDocument);
    expect(zlib.brotliDecompressSync(response.body).toString('utf8')).toBe('{"ok":true}');
  });
});
