import { describe, expect, it, vi } from 'vitest';
import { setUpToolApiEnvironment } from '../../../../../tests/support/tool-api-env';
import { GET } from './route';

vi.mock('server-only', () => ({}));

setUpToolApiEnvironment();

/** `GET /api/borewell-sizing` as a distributor's script and a CDN meet it (issues 13 and 51). */
const well = 'boreDiameterIn=6&boreDepthM=120&staticLevelM=30&drawdownM=15&flowM3h=6';
const get = (query: string, headers: Record<string, string> = {}) =>
  GET(new Request(`http://localhost/api/borewell-sizing?${query}`, { headers }));

describe('GET /api/borewell-sizing', () => {
  // Its ETags and 304s come from the `npm start` server in front, which keeps the answer
  // (server/tool-answers.test.ts, tests/site/tool-answers.test.ts).
  it('answers the system sheet with the Cache-Control a CDN may keep it by', async () => {
    const response = await get(well);
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe(
      'public, max-age=300, s-maxage=86400, stale-while-revalidate=3600',
    );
    const body = await response.json();
    expect(body.query).toMatchObject({ flowM3h: '6', boreDepthM: '120' });
  }, 30_000);

  it('refuses a bad query with 400 naming the field, not to be stored', async () => {
    const response = await get('boreDiameterIn=6&boreDepthM=120&staticLevelM=30&drawdownM=15&flowM3h=abc');
    expect(response.status).toBe(400);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect((await response.json()).field).toBe('flowM3h');
  });
});
