import { describe, expect, it } from 'vitest';
import { hashSource, inlineScripts, runs } from './inline-scripts';
import { request } from './site';

/**
 * The tools' answers kept by canonical query on the production server (issue 51), pages and APIs.
 * The tool pages: a selector query no other test asks is rendered once, then sent again from memory
 * with the same ETag, revalidated with 304, under a policy that allows exactly its inline scripts by
 * hash (no nonce to replay).
 */
describe('a tool page kept by canonical query (issue 51)', () => {
  it('sends a distinct selector query twice with one ETag, answers 304 to it, and hashes exactly its inline scripts', async () => {
    // A flow no other request of the run asks (m³/h, three decimals), so the first answer is a render.
    const flow = (5 + (Date.now() % 5000) / 1000).toFixed(3);
    const path = `/pump-selector?flow=${flow}&head=40&hz=50`;
    const first = await request(path);
    const firstHtml = await first.text();
    // The same query written otherwise: another order and a blank field.
    const second = await request(`/pump-selector?hz=50&head=40&flow=${flow}&phase=`);
    const secondHtml = await second.text();
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(second.headers.get('etag')).toBe(etag);
    expect(secondHtml).toBe(firstHtml);
    expect(first.headers.get('cache-control')).toMatch(
      /^public, max-age=300, s-maxage=86400, stale-while-revalidate=\d+$/,
    );

    const revalidated = await request(path, { headers: { 'if-none-match': etag! } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('etag')).toBe(etag);

    const policy = first.headers.get('content-security-policy') ?? '';
    expect(policy).not.toContain("'nonce-");
    const scriptSrc = /script-src ([^;]*)/.exec(policy)?.[1]?.split(' ') ?? [];
    const allowed = scriptSrc.filter((source) => source.startsWith("'sha256-")).sort();
    const served = [
      ...new Set(
        inlineScripts(firstHtml)
          .filter(runs)
          .map((script) => hashSource(script.text)),
      ),
    ].sort();
    expect(served.length).toBeGreaterThan(0);
    expect(allowed).toEqual(served);
  });

  it('keeps a refused query’s 400, never cached', async () => {
    const refused = await request('/pump-selector?flow=12&head=5e-324&headUnit=ft');
    expect(refused.status).toBe(400);
    expect(refused.headers.get('cache-control')).not.toMatch(/public/);
    expect(refused.headers.get('etag') ?? '').not.toMatch(/^"/);
  });
});

/**
 * The tools' JSON APIs kept as the pages are (issue 51): a solar query no other test asks is computed
 * once, then sent from the server's memory with the same ETag to the same query written otherwise,
 * 304 to a matching `If-None-Match`, HEAD with the GET's headers; a refused query keeps its 400.
 */
describe('a tool API answer kept by canonical query (issue 51)', () => {
  it('sends a distinct solar query twice with one ETag and the tools’ Cache-Control, 304 to it, and HEAD alike', async () => {
    const water = (10 + (Date.now() % 5000) / 1000).toFixed(3);
    const path = `/api/solar-sizing?site=jaipur&dailyWaterM3=${water}&staticLiftM=40&boreDiameterIn=6`;
    const first = await request(path);
    const body = await first.text();
    const second = await request(
      `/api/solar-sizing?boreDiameterIn=6&staticLiftM=40&tiltDeg=&dailyWaterM3=${water}&site=jaipur`,
    );
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(first.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await second.text()).toBe(body);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(second.headers.get('etag')).toBe(etag);
    expect(first.headers.get('cache-control')).toBe('public, max-age=300, s-maxage=86400, stale-while-revalidate=3600');
    expect(first.headers.get('vary')).toMatch(/Accept-Encoding/i);

    const revalidated = await request(path, { headers: { 'if-none-match': etag! } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('etag')).toBe(etag);
    expect(revalidated.headers.get('cache-control')).toBe(first.headers.get('cache-control'));

    // Each encoding is a representation with its own strong ETag, revalidated in that encoding.
    const identity = await request(path, { headers: { 'accept-encoding': 'identity' } });
    const brotli = await request(path, { headers: { 'accept-encoding': 'br' } });
    expect(await brotli.text()).toBe(body);
    expect(identity.headers.get('etag')).toMatch(/^"[\w-]+"$/);
    expect(brotli.headers.get('etag')).toBe(identity.headers.get('etag')!.replace(/"$/, '-br"'));
    const brotliAgain = await request(path, {
      headers: { 'accept-encoding': 'br', 'if-none-match': brotli.headers.get('etag')! },
    });
    expect(brotliAgain.status).toBe(304);

    const head = await request(path, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('etag')).toBe(etag);
    expect(head.headers.get('content-length')).toBe(first.headers.get('content-length'));
    expect(await head.text()).toBe('');
  });

  it('answers a refused query 400 with the field every time, never cached', async () => {
    for (let i = 0; i < 2; i++) {
      const refused = await request(
        '/api/borewell-sizing?boreDiameterIn=6&boreDepthM=120&staticLevelM=30&drawdownM=-3&flowM3h=6&hz=50&phase=3',
      );
      expect(refused.status).toBe(400);
      expect(refused.headers.get('cache-control')).toBe('no-store');
      expect(refused.headers.get('etag') ?? '').not.toMatch(/^"/);
      expect((await refused.json()) as { field?: string }).toMatchObject({ field: 'drawdownM' });
    }
  });
});
