import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteServer } from './site-server';

const script = 'export const duty = { flow: 6, head: 120 };\n'.repeat(300);
let distDir: string;
let origin: string;
const handled: string[] = [];
let close: () => void;

beforeAll(async () => {
  // A build folder as `next build` and the postbuild leave it: a script with its two compressed copies.
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kavex-static-'));
  const chunks = path.join(distDir, 'static', 'chunks');
  fs.mkdirSync(chunks, { recursive: true });
  fs.writeFileSync(path.join(chunks, 'app.js'), script);
  fs.writeFileSync(path.join(chunks, 'app.js.br'), zlib.brotliCompressSync(script));
  fs.writeFileSync(path.join(chunks, 'app.js.gz'), zlib.gzipSync(script));
  const server = createSiteServer(
    (request, response) => {
      handled.push(request.url ?? '');
      response.end('from Next.js');
    },
    { trustProxyHops: 0, distDir },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => {
  close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

/**
 * A browser's revalidation: fetch adds `Cache-Control: no-cache` to a conditional request, which asks
 * past any cache (and `fresh` then answers 200); a browser's reload sends `max-age=0`.
 */
const revalidation = { 'cache-control': 'max-age=0' };
/** The build's script, as a browser asks for it. */
const url = () => `${origin}/_next/static/chunks/app.js`;

describe('the build’s static files from the npm start server', () => {
  it('sends a browser the Brotli copy, with the security headers, a year’s immutable caching and Vary', async () => {
    const response = await fetch(url(), { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('content-type')).toBe('text/javascript');
    expect(response.headers.get('cache-control')).toBe('public,max-age=31536000,immutable');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(await response.text()).toBe(script);
    expect(handled).toEqual([]);
  });

  it('sends gzip to a client without Brotli, the file itself to one that accepts neither, and 304 on its ETag', async () => {
    const gzip = await fetch(url(), { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(await gzip.text()).toBe(script);
    const plain = await fetch(url(), { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(Number(plain.headers.get('content-length'))).toBe(script.length);
    const again = await fetch(url(), {
      headers: { 'accept-encoding': 'identity', 'if-none-match': plain.headers.get('etag')!, ...revalidation },
    });
    expect(again.status).toBe(304);
  });

  it('refuses an encoding the client gives q=0 (sirv sent Brotli to br;q=0)', async () => {
    const noBrotli = await fetch(url(), { headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(noBrotli.headers.get('content-encoding')).toBe('gzip');
    const neither = await fetch(url(), { headers: { 'accept-encoding': 'br;q=0, gzip;q=0, *;q=0.1' } });
    expect(neither.headers.get('content-encoding')).toBeNull();
    expect(await neither.text()).toBe(script);
  });

  it('gives each encoding its own ETag, and a 304 the validator, Vary, caching and security headers', async () => {
    const tags = new Set<string>();
    for (const encoding of ['br', 'gzip', 'identity']) {
      const answer = await fetch(url(), { headers: { 'accept-encoding': encoding } });
      tags.add(answer.headers.get('etag')!);
    }
    expect(tags.size).toBe(3);
    const first = await fetch(url(), { headers: { 'accept-encoding': 'br' } });
    const etag = first.headers.get('etag')!;
    for (const ifNoneMatch of [etag, '*', `"other", ${etag}`]) {
      const again = await fetch(url(), {
        headers: { 'accept-encoding': 'br', 'if-none-match': ifNoneMatch, ...revalidation },
      });
      expect(again.status, ifNoneMatch).toBe(304);
      expect(again.headers.get('etag')).toBe(etag);
      expect(again.headers.get('vary')).toBe('Accept-Encoding');
      expect(again.headers.get('cache-control')).toBe('public,max-age=31536000,immutable');
      expect(again.headers.get('x-content-type-options')).toBe('nosniff');
      expect(again.headers.get('content-length')).toBeNull();
    }
    // The gzip copy's tag does not validate the Brotli copy.
    const gzipTag = (await fetch(url(), { headers: { 'accept-encoding': 'gzip' } })).headers.get('etag')!;
    expect(
      (await fetch(url(), { headers: { 'accept-encoding': 'br', 'if-none-match': gzipTag, ...revalidation } })).status,
    ).toBe(200);
  });

  it('serves byte ranges of the file by RFC 9110: suffix, one byte, 416 for a reversed range, other units ignored', async () => {
    const range = (value: string) => fetch(url(), { headers: { 'accept-encoding': 'br, gzip', range: value } });
    const suffix = await range('bytes=-50');
    expect(suffix.status).toBe(206);
    expect(suffix.headers.get('content-encoding')).toBeNull();
    expect(suffix.headers.get('content-range')).toBe(
      `bytes ${script.length - 50}-${script.length - 1}/${script.length}`,
    );
    expect(await suffix.text()).toBe(script.slice(-50));
    const oneByte = await range('bytes=0-0');
    expect(oneByte.status).toBe(206);
    expect(await oneByte.text()).toBe('e');
    // sirv threw on this and held the connection until the 10 s request timeout.
    const reversed = await range('bytes=100-50');
    expect(reversed.status).toBe(416);
    expect(reversed.headers.get('content-range')).toBe(`bytes */${script.length}`);
    expect(reversed.headers.get('x-content-type-options')).toBe('nosniff');
    const items = await range('items=0-5');
    expect(items.status).toBe(200);
    expect(await items.text()).toBe(script);
  });

  it('leaves a file the build does not hold, and everything outside /_next/static/, to Next.js with the URL as asked', async () => {
    handled.length = 0;
    expect(await (await fetch(`${origin}/_next/static/chunks/gone.js?v=1`)).text()).toBe('from Next.js');
    expect(await (await fetch(`${origin}/about-us`)).text()).toBe('from Next.js');
    expect(handled).toEqual(['/_next/static/chunks/gone.js?v=1', '/about-us']);
  });
});
