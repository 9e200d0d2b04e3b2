import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
  answer: { status: number; type: string; body: string; headers?: Record<string, string> } = {
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
    response.writeHead(answer.status, {
      'Content-Type': answer.type,
      'Cache-Control': 'private, no-store',
      ...answer.headers,
    });
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

/** GET (or another method) with raw bytes back (no automatic decompression), as a browser asks for a document by default. */
function get(url: string, headers: Record<string, string>, method = 'GET') {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .request(url, { headers, method }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject)
      .end();
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

  it('lists the inline scripts of a page Next.js rendered without a nonce (a post published after the build) in its policy', async () => {
    const unhashed = page.replaceAll(` nonce="${nonce}"`, '');
    const { url } = await start({
      status: 200,
      type: 'text/html; charset=utf-8',
      body: unhashed,
      headers: { 'Content-Security-Policy': "default-src 'none'; script-src 'self' 'sha256-ofTheRoute'" },
    });
    const answer = await get(url, { accept: 'text/html' });
    const policy = String(answer.headers['content-security-policy']);
    expect(policy).not.toContain('ofTheRoute');
    const html = answer.body.toString('utf8');
    // Executable inline scripts: no `src`, no `type` (the deferred scripts' data block has one).
    const inline = [...html.matchAll(/<script(?![^>]*\b(?:src|type)=)[^>]*>([\s\S]*?)<\/script>/g)].map(
      (match) => match[1]!,
    );
    expect(inline.length).toBeGreaterThan(0);
    for (const code of inline) {
      expect(policy).toContain(`'sha256-${createHash('sha256').update(code).digest('base64')}'`);
    }
  });

  it("leaves the app router's payload requests to Next.js", async () => {
    const { url, askedEncodings } = await start({ status: 200, type: 'text/x-component', body: '0:["payload"]' });
    const payload = await get(url, { ...browserDocument, rsc: '1' });
    expect(payload.body.toString('utf8')).toBe('0:["payload"]');
    expect(payload.headers['content-encoding']).toBeUndefined();
    // It reached the handler with the client's own Accept-Encoding.
    expect(askedEncodings).toEqual(['gzip, deflate, br, zstd']);
  });

  it('sends a document answer that is not HTML as it is, compressed', async () => {
    const { url } = await start({ status: 200, type: 'application/json', body: '{"ok":true}' });
    const response = await get(url, browserDocument);
    expect(zlib.brotliDecompressSync(response.body).toString('utf8')).toBe('{"ok":true}');
  });
});

describe('compression off the hot path, and only where it helps (issue 51, items 5 and 7)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('compresses with zlib’s asynchronous API, never the synchronous one on the main thread', async () => {
    const brotliSync = vi.spyOn(zlib, 'brotliCompressSync');
    const gzipSync = vi.spyOn(zlib, 'gzipSync');
    const { url } = await start();
    const br = await get(url, browserDocument);
    const gz = await get(url, { ...browserDocument, 'accept-encoding': 'gzip' });
    expect(zlib.brotliDecompressSync(br.body).toString('utf8')).toContain('Results');
    expect(zlib.gunzipSync(gz.body).toString('utf8')).toContain('Results');
    expect(brotliSync).not.toHaveBeenCalled();
    expect(gzipSync).not.toHaveBeenCalled();
  });

  it('rewrites an HTML answer by its Content-Type, whatever the request’s Accept', async () => {
    const { url } = await start();
    const curl = await get(url, { accept: '*/*', 'accept-encoding': 'gzip' });
    expect(curl.headers['content-encoding']).toBe('gzip');
    expect(deferredHydrationScripts(zlib.gunzipSync(curl.body).toString('utf8'))?.scripts).toHaveLength(2);
  });

  it('sends a PDF, an image or a range of a page as Next.js wrote it, never compressed', async () => {
    const pdf = '%PDF-1.7 brochure';
    let server = await start({ status: 200, type: 'application/pdf', body: pdf });
    const brochure = await get(server.url, browserDocument);
    expect(brochure.headers['content-encoding']).toBeUndefined();
    expect(brochure.body.toString('latin1')).toBe(pdf);
    close?.();
    server = await start({ status: 200, type: 'image/webp', body: 'RIFF....WEBP' });
    expect((await get(server.url, browserDocument)).headers['content-encoding']).toBeUndefined();
    close?.();
    server = await start({
      status: 206,
      type: 'text/html; charset=utf-8',
      body: page.slice(0, 10),
      headers: { 'Content-Range': `bytes 0-9/${page.length}` },
    });
    const range = await get(server.url, browserDocument);
    expect(range.status).toBe(206);
    expect(range.headers['content-encoding']).toBeUndefined();
    expect(range.body.toString('utf8')).toBe(page.slice(0, 10));
  });

  it('answers HEAD with the headers GET gets: Content-Length and Content-Encoding included, no body', async () => {
    const { url } = await start();
    const got = await get(url, browserDocument);
    const head = await get(url, browserDocument, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    for (const name of ['content-length', 'content-encoding', 'content-type', 'vary', 'cache-control']) {
      expect(head.headers[name], name).toBe(got.headers[name]);
    }
  });

  it('weakens the ETag of a rewritten, compressed page, and sends a 304 without a Content-Length', async () => {
    let server = await start({
      status: 404,
      type: 'text/html; charset=utf-8',
      body: page,
      headers: { ETag: '"404page"' },
    });
    expect((await get(server.url, browserDocument)).headers.etag).toBe('W/"404page"');
    close?.();
    server = await start({ status: 304, type: 'text/html; charset=utf-8', body: '', headers: { ETag: '"404page"' } });
    const notModified = await get(server.url, { ...browserDocument, 'if-none-match': 'W/"404page"' });
    expect(notModified.status).toBe(304);
    expect(notModified.headers['content-length']).toBeUndefined();
    expect(notModified.headers.etag).toBe('W/"404page"');
  });
});
