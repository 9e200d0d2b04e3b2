import { describe, expect, it } from 'vitest';
import { queryApiRoute, toolJsonResponse } from './query-api-route';

/**
 * The one shape of the tools' JSON APIs (`/api/pumps/select`, `/api/pumps/models`,
 * `/api/borewell-sizing`, `/api/solar-sizing`), as a distributor's script meets it.
 */
describe('a tool API route', () => {
  const route = queryApiRoute((params) =>
    toolJsonResponse({ status: params.has('bad') ? 400 : 200, body: { q: params.get('q') } }),
  );

  it('answers GET with the query passed on, a 200 cacheable for a day by shared caches', async () => {
    const response = route.GET(new Request('http://localhost/api/tool?q=36'));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ q: '36' });
    expect(response.headers.get('Cache-Control')).toBe(
      'public, max-age=300, s-maxage=86400, stale-while-revalidate=3600',
    );
  });

  it('never caches a refusal, so the corrected query is answered afresh', () => {
    const response = route.GET(new Request('http://localhost/api/tool?bad=1'));
    expect(response.status).toBe(400);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
  });

  it('refuses writes with 405 and names GET and HEAD, and OPTIONS says the same', () => {
    for (const refuse of [route.POST, route.PUT, route.PATCH, route.DELETE]) {
      const response = refuse(new Request('http://localhost/api/tool', { method: 'POST' }));
      expect(response.status).toBe(405);
      expect(response.headers.get('Allow')).toBe('GET, HEAD');
    }
    const options = route.OPTIONS();
    expect(options.status).toBe(204);
    expect(options.headers.get('Allow')).toBe('GET, HEAD, OPTIONS');
  });
});
