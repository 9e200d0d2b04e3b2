import { describe, expect, it } from 'vitest';
import { hashSource, inlineScripts, runs } from './inline-scripts';
import { request } from './site';

/**
 * The tool pages kept by canonical query on the production server (issue 51): a selector query no
 * other test asks is rendered once, then sent again from memory with the same ETag, revalidated with
 * 304, under a policy that allows exactly its inline scripts by hash (no nonce to replay).
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
