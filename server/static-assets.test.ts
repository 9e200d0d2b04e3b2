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
      headers: { 'accept-encoding': 'identity', 'if-none-match': plain.headers.get('etag')! },
    });
    expect(again.status).toBe(304);
  });

  it('leaves a file the build does not hold, and everything outside /_next/static/, to Next.js with the URL as asked', async () => {
    handled.length = 0;
    expect(await (await fetch(`${origin}/_next/static/chunks/gone.js?v=1`)).text()).toBe('from Next.js');
    expect(await (await fetch(`${origin}/about-us`)).text()).toBe('from Next.js');
    expect(handled).toEqual(['/_next/static/chunks/gone.js?v=1', '/about-us']);
  });
});
