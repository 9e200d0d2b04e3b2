import { describe, expect, test } from 'vitest';
import { request, siteOrigin } from './site';

/**
 * What the probe of issue 51 found in the production server's answers that only the real Next.js
 * shows (each rule is tested on its own in server/ and src/): undecodable path segments, the API's
 * Allow, the server's own redirects, HEAD of a page rendered per request, and server actions.
 */
describe('npm start against the probe of issue 51', () => {
  test('an undecodable segment gets the route’s own 404: JSON on the API, the site’s page elsewhere', async () => {
    for (const path of ['/api/pumps/models/%ff', '/api/pumps/models/%C0%AF']) {
      const response = await request(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type'), path).toMatch(/^application\/json/);
    }
    for (const path of ['/products/50HZ/%ff', '/products/50HZ/submersible-pumps/%ff']) {
      const response = await request(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type'), path).toMatch(/^text\/html/);
    }
  });

  test('OPTIONS on a model announces only what the route answers', async () => {
    const response = await request('/api/pumps/models/KS4-05%2F24', { method: 'OPTIONS' });
    expect(response.status).toBe(204);
    expect(response.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
  });

  test('the trailing-slash and //path redirects carry the security headers and Cache-Control', async () => {
    for (const [path, location] of [
      ['/about-us/', '/about-us'],
      ['//about-us', '/about-us'],
    ]) {
      // Not `new URL(path, origin)`: `//about-us` would be read as a host.
      const response = await fetch(`${siteOrigin()}${path}`, { redirect: 'manual' });
      expect(response.status, path).toBe(308);
      expect(response.headers.get('location'), path).toBe(location);
      expect(response.headers.get('cache-control'), path).toBe('public, max-age=3600');
      expect(response.headers.get('strict-transport-security'), path).toMatch(/^max-age=/);
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
    }
  });

  test('HEAD of a page rendered per request has the headers GET has', async () => {
    const path = '/pump-selector?flow=12&head=40';
    const headers = { accept: 'text/html', 'accept-encoding': 'br' };
    const got = await request(path, { headers });
    await got.arrayBuffer();
    const head = await request(path, { method: 'HEAD', headers });
    expect(head.status).toBe(got.status);
    expect(head.headers.get('content-encoding')).toBe('br');
    expect(got.headers.get('content-encoding')).toBe('br');
    expect(Number(head.headers.get('content-length'))).toBeGreaterThan(0);
    // The tool pages are kept by canonical query (issue 51 item 2): one validator per encoding.
    expect(head.headers.get('etag')).toBe(got.headers.get('etag'));
    expect(got.headers.get('etag')).toMatch(/^"[\w-]+-br"$/);
  });

  test('a POST with Next-Action is refused before Next.js reads it', async () => {
    const response = await request('/about-us', { method: 'POST', headers: { 'Next-Action': 'x' }, body: 'x' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
  });
});
