import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '../src/lib/http/csp-manifest';
import { cachedPageFrom, fillPageCache, PageCache, refreshPages } from './page-cache';
import { createSiteServer } from './site-server';

let close: (() => void) | undefined;
afterEach(() => close?.());

const page = `<!DOCTYPE html><html><body>${'<p>Submersible pump, duty point 12 m³/h at 40 m.</p>'.repeat(50)}<script>self.__next_f.push([1,"home"])</script></body></html>`;

/** What the fake Next.js renders for /dealers: a publish in the back office changes it (issue 45). */
const dealersPage = { version: 'Kilimo Pumps, Nairobi', staleAnswers: 0 };
const dealersHtml = (dealer: string) =>
  `<!DOCTYPE html><html><body><h1>Dealers</h1><p>${dealer}</p><script>self.__next_f.push([1,${JSON.stringify(dealer)}])</script></body></html>`;

/**
 * A stand-in for Next.js: `/`, `/about-us` and `/dealers` are prerendered pages with a fixed CSP, `/pump-selector`
 * renders per request with a nonce, `/cookie` sets a cookie, `/news` is revalidated every minute; an
 * `RSC` header gets the flight payload.
 * Counts the requests it answers.
 */
function fakeNext() {
  const seen: string[] = [];
  const handle = (request: http.IncomingMessage, response: http.ServerResponse) => {
    seen.push(`${request.method} ${request.url}`);
    const url = request.url ?? '/';
    if (request.headers.rsc) {
      response.writeHead(200, { 'content-type': 'text/x-component' }).end('0:["flight"]');
      return;
    }
    const headers: http.OutgoingHttpHeaders = {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 's-maxage=31536000',
      vary: 'rsc, next-router-state-tree, next-router-prefetch',
      'content-security-policy': "script-src 'self' 'sha256-abc'",
      'x-frame-options': 'DENY',
    };
    if (url.startsWith('/pump-selector')) headers['content-security-policy'] = "script-src 'nonce-xyz'";
    if (url.startsWith('/cookie')) headers['set-cookie'] = 'a=1';
    if (url.startsWith('/news')) headers['cache-control'] = 's-maxage=60, stale-while-revalidate=31535940';
    // Next.js's draft mode (a staff member's preview): the page with the newest drafts, for this request.
    if (request.headers.cookie?.includes('__prerender_bypass=')) {
      response.writeHead(200, headers).end(dealersHtml('Draft: Lusaka Borehole Supplies'));
      return;
    }
    if (url.startsWith('/missing') || url === '/resources/blogs/unpublished-post') {
      response.writeHead(404, headers).end('not found');
      return;
    }
    if (url === '/dealers') {
      // Next.js answers the old page once more while it regenerates (x-nextjs-cache: STALE).
      const stale = dealersPage.staleAnswers > 0;
      if (stale) dealersPage.staleAnswers -= 1;
      response
        .writeHead(200, { ...headers, 'x-nextjs-cache': stale ? 'STALE' : 'HIT' })
        .end(dealersHtml(stale ? 'an old page' : dealersPage.version));
      return;
    }
    response.writeHead(200, headers).end(url.startsWith('/about-us') ? page.replace('pump', 'company') : page);
  };
  return { handle, seen };
}

async function start() {
  const next = fakeNext();
  const cache = new PageCache();
  const server = createSiteServer(next.handle, { trustProxyHops: 0, pageCache: cache });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  close = () => server.close();
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const filled = await fillPageCache(cache, origin, [
    '/',
    '/about-us',
    '/dealers',
    '/pump-selector',
    '/cookie',
    '/news',
    '/missing',
  ]);
  await cache.addBrotli();
  next.seen.length = 0;
  return { origin, filled, seen: next.seen };
}

describe('the page cache of npm start (issue 16)', () => {
  it('keeps only answers every visitor may share: 200 HTML, no cookie, no nonce, not revalidated', async () => {
    const { filled } = await start();
    expect(filled.kept).toBe(3);
    expect(Object.fromEntries(filled.refused.map((r) => [r.path, r.reason]))).toEqual({
      '/pump-selector': 'per-request CSP nonce',
      '/cookie': 'sets a cookie',
      '/news': 'Cache-Control: s-maxage=60, stale-while-revalidate=31535940',
      '/missing': 'status 404',
    });
  });

  it('answers a kept page itself, with Next.js headers and a CSP of its own inline scripts, Brotli-compressed when accepted', async () => {
    const { origin, seen } = await start();
    const answer = await fetch(`${origin}/about-us`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(seen).toEqual([]);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-encoding')).toBe('br');
    const csp = answer.headers.get('content-security-policy')!;
    expect(csp).toMatch(/^default-src 'none'; script-src 'self' /);
    expect(inlineScriptHashes(page).length).toBe(1);
    for (const hash of inlineScriptHashes(page)) expect(csp).toContain(hash);
    expect(csp).not.toContain("'sha256-abc'");
    expect(answer.headers.get('x-frame-options')).toBe('DENY');
    expect(answer.headers.get('vary')).toBe('rsc, next-router-state-tree, next-router-prefetch, Accept-Encoding');
    // fetch decodes the body: what arrives is the company page, not the home page.
    expect(await answer.text()).toBe(page.replace('pump', 'company'));
  });

  it('leaves a request in draft mode to Next.js and keeps its answer out of every shared cache (issue 45 point 3)', async () => {
    const { origin, seen } = await start();
    const draft = await fetch(`${origin}/dealers`, {
      headers: { cookie: 'payload-token=abc; __prerender_bypass=0123abcd', 'accept-encoding': 'identity' },
    });
    expect(seen).toEqual(['GET /dealers']);
    expect(await draft.text()).toContain('Draft: Lusaka Borehole Supplies');
    // Next.js's answer said s-maxage=31536000: a CDN would have kept the draft for a year.
    expect(draft.headers.get('cache-control')).toBe('private, no-cache, no-store, max-age=0, must-revalidate');
    // A visitor without the cookie still gets the published page from the cache, shareable as before.
    const visitor = await fetch(`${origin}/dealers`, { headers: { cookie: 'consent=granted' } });
    expect(seen).toEqual(['GET /dealers']);
    expect(await visitor.text()).toContain('Kilimo Pumps, Nairobi');
    expect(visitor.headers.get('cache-control')).toBe('s-maxage=31536000');
  });

  it('sends Brotli to a browser that lists it after gzip, and honours a client that prefers gzip', async () => {
    const { origin } = await start();
    // Chrome's and Firefox's Accept-Encoding: equal weights, gzip first.
    const browser = await fetch(origin, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(browser.headers.get('content-encoding')).toBe('br');
    const gzipFirst = await fetch(origin, { headers: { 'accept-encoding': 'gzip;q=1, br;q=0.5' } });
    expect(gzipFirst.headers.get('content-encoding')).toBe('gzip');
  });

  it('sends gzip to a client without Brotli and the page as it is to one that accepts neither', async () => {
    const { origin } = await start();
    const gzipAnswer = await fetch(origin, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzipAnswer.headers.get('content-encoding')).toBe('gzip');
    const raw = await fetch(origin, { headers: { 'accept-encoding': 'identity' } });
    expect(raw.headers.get('content-encoding')).toBeNull();
    expect(Number(raw.headers.get('content-length'))).toBe(Buffer.byteLength(page));
    expect(await raw.text()).toBe(page);
  });

  it('answers 304 to a revalidation with the page’s ETag, and HEAD without a body', async () => {
    const { origin } = await start();
    const first = await fetch(origin);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^".+"$/);
    // As a browser revalidates on reload (fetch would otherwise add `no-cache`, which asks for the page again).
    const again = await fetch(origin, { headers: { 'if-none-match': etag, 'cache-control': 'max-age=0' } });
    expect(again.status).toBe(304);
    const head = await fetch(origin, { method: 'HEAD', headers: { 'accept-encoding': 'identity' } });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('gives the Brotli, gzip and plain bodies each their own ETag, and revalidates each by its own (issue 51)', async () => {
    const { origin } = await start();
    const tags = new Map<string, string>();
    for (const encoding of ['br', 'gzip', 'identity']) {
      const answer = await fetch(origin, { headers: { 'accept-encoding': encoding } });
      tags.set(encoding, answer.headers.get('etag')!);
    }
    expect(new Set(tags.values()).size).toBe(3);
    const revalidate = (encoding: string, etag: string) =>
      fetch(origin, { headers: { 'accept-encoding': encoding, 'if-none-match': etag, 'cache-control': 'max-age=0' } });
    const brotliAgain = await revalidate('br', tags.get('br')!);
    expect(brotliAgain.status).toBe(304);
    expect(brotliAgain.headers.get('etag')).toBe(tags.get('br'));
    // A cache holding the gzip body cannot have it confirmed as the Brotli one.
    expect((await revalidate('br', tags.get('gzip')!)).status).toBe(200);
  });

  it('leaves router requests, RSC payloads and pages it does not hold to Next.js', async () => {
    const { origin, seen } = await start();
    expect(await (await fetch(origin, { headers: { RSC: '1' } })).text()).toBe('0:["flight"]');
    await fetch(`${origin}/?_rsc=abc`);
    await fetch(`${origin}/pump-selector?flow=12`);
    expect(seen).toEqual(['GET /', 'GET /?_rsc=abc', 'GET /pump-selector?flow=12']);
  });

  it('serves a kept page for any other query string (campaign tags), as Next.js serves a static page', async () => {
    const { origin, seen } = await start();
    const answer = await fetch(`${origin}/?utm_source=newsletter`);
    expect(answer.status).toBe(200);
    await fetch(`${origin}/dealers?utm_source=newsletter`);
    expect(seen).toEqual([]);
  });

  it('leaves the dealer finder’s query to Next.js, which renders its results (issue 45)', async () => {
    const { origin, seen } = await start();
    await fetch(`${origin}/dealers?country=KE`);
    await fetch(`${origin}/dealers`);
    expect(seen).toEqual(['GET /dealers?country=KE']);
  });
});

describe('pages regenerated after a publish in the back office (issue 45)', () => {
  it('replaces the page with the regenerated one, waiting out a stale answer, with the CSP of its new scripts', async () => {
    dealersPage.version = 'Kilimo Pumps, Nairobi';
    const { origin, seen } = await start();
    const cache = new PageCache();
    await fillPageCache(cache, origin, ['/dealers']);
    dealersPage.version = 'Lusaka Borehole Supplies, Zambia';
    dealersPage.staleAnswers = 1;
    const replaced = await refreshPages(cache, origin, ['/dealers', '/not-held']);
    expect(replaced).toEqual(['/dealers']);
    const server = createSiteServer(() => undefined, { trustProxyHops: 0, pageCache: cache });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const answer = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/dealers`, {
        headers: { 'accept-encoding': 'br' },
      });
      const html = await answer.text();
      expect(html).toContain('Lusaka Borehole Supplies, Zambia');
      expect(answer.headers.get('content-encoding')).toBe('br');
      const [hash] = inlineScriptHashes(dealersHtml('Lusaka Borehole Supplies, Zambia'));
      expect(answer.headers.get('content-security-policy')).toContain(hash);
      expect(answer.headers.get('content-security-policy')).not.toContain(
        inlineScriptHashes(dealersHtml('an old page'))[0],
      );
    } finally {
      server.close();
    }
    expect(seen.filter((line) => line === 'GET /dealers').length).toBe(3);
  });

  it('refreshes every held page for a change in the site chrome (*)', async () => {
    const { origin, seen } = await start();
    const cache = new PageCache();
    await fillPageCache(cache, origin, ['/', '/about-us']);
    seen.length = 0;
    expect((await refreshPages(cache, origin, ['*'])).sort()).toEqual(['/', '/about-us']);
    expect(seen.sort()).toEqual(['GET /', 'GET /about-us']);
  });
});

describe('blog posts after a publish (issue 45)', () => {
  it('refreshes every held post for /resources/blogs/*, and drops one Next.js now answers 404', async () => {
    const { origin, seen } = await start();
    const cache = new PageCache();
    await fillPageCache(cache, origin, ['/resources/blogs/older-post', '/resources/blogs/unpublished-post']);
    expect(cache.paths()).toEqual(['/resources/blogs/older-post']);
    seen.length = 0;
    const replaced = await refreshPages(cache, origin, ['/resources/blogs', '/resources/blogs/*', '/sitemap.xml']);
    expect(replaced).toEqual(['/resources/blogs/older-post']);
    expect(seen).toEqual(['GET /resources/blogs/older-post']);

    // A post held since the build, then unpublished: Next.js answers 404 now.
    const held = await cachedPageFrom(200, { 'content-type': 'text/html' }, Buffer.from(page));
    if ('refused' in held) throw new Error(held.refused);
    cache.set('/resources/blogs/unpublished-post', held);
    await refreshPages(cache, origin, ['/resources/blogs/unpublished-post']);
    expect(cache.has('/resources/blogs/unpublished-post')).toBe(false);
  });

  it('fetches and holds a post first published after the build, which it did not hold', async () => {
    const { origin, seen } = await start();
    const cache = new PageCache();
    const replaced = await refreshPages(cache, origin, ['/resources/blogs', '/resources/blogs/a-new-post']);
    expect(seen).toEqual(['GET /resources/blogs/a-new-post']);
    expect(replaced).toEqual(['/resources/blogs/a-new-post']);
    // Held with the policy of its own inline scripts, not the route's that Next.js sent.
    const held = await fetch(`${origin}/resources/blogs/a-new-post`);
    expect(held.headers.get('content-security-policy')).not.toContain("'sha256-abc'");
  });
});

describe('cachedPageFrom and addBrotli', () => {
  it('store gzip at once and Brotli later, both decoding to the page', async () => {
    const body = Buffer.from(page);
    const entry = await cachedPageFrom(200, { 'content-type': 'text/html' }, body);
    if ('refused' in entry) throw new Error(entry.refused);
    expect(entry.bodies.br).toBeUndefined();
    const cache = new PageCache();
    cache.set('/', entry);
    expect(await cache.addBrotli()).toBe(1);
    if (!entry.bodies.br) throw new Error('no Brotli body');
    expect(zlib.brotliDecompressSync(entry.bodies.br).toString()).toBe(page);
    expect(zlib.gunzipSync(entry.bodies.gzip).toString()).toBe(page);
    expect(entry.bodies.br.length).toBeLessThan(entry.bodies.gzip.length);
  });
});
