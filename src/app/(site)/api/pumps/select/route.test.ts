import { describe, expect, it, vi } from 'vitest';
import { findCatalogueRoute } from '@/content/catalogue-routes';
import { getPumpModels, modelAnchor } from '@/content/pump-models';
import { setUpToolApiEnvironment } from '../../../../../../tests/support/tool-api-env';
import { GET, OPTIONS, POST } from './route';

// The handler comes through the feature's server entry, which refuses a client bundle (`server-only`).
vi.mock('server-only', () => ({}));

setUpToolApiEnvironment();

/**
 * `GET /api/pumps/select` as a distributor's tool calls it (issue 12, section 3): the route handler
 * itself, so the wiring of the query, the status, the JSON body and the cache headers are checked
 * together (the selection rules are tested in `@/features/pump-selection`).
 */

const get = (query: string) => GET(new Request(`http://localhost/api/pumps/select?${query}`));

type Result = { model: string; productUrl: string; flowM3h: number; headM: number; motorPowerKw: number };
type Body = { query: Record<string, unknown>; results: Result[]; nearMisses: { model: string; reason: string }[] };

describe('GET /api/pumps/select', () => {
  it('answers a duty in the visitor’s units with the pumps for it, as cacheable JSON', async () => {
    // 10 L/s × 3.6 = 36 m³/h; 100 ft × 0.3048 = 30.48 m (NIST SP 811 factors).
    const response = await get('flow=10&flowUnit=ls&head=100&headUnit=ft&hz=50');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(response.headers.get('Cache-Control')).toBe(
      'public, max-age=300, s-maxage=86400, stale-while-revalidate=3600',
    );
    const body = (await response.json()) as Body;
    expect(body.query).toMatchObject({ flowM3h: 36, headM: 30.48, frequencyHz: 50, staticHeadM: 0, hoursPerDay: 8 });
    expect(body.results.length).toBeGreaterThan(0);
    const models = new Map(getPumpModels().map((m) => [m.model, m]));
    for (const result of body.results) {
      const model = models.get(result.model)!;
      expect(model.frequencyHz, result.model).toBe(50);
      // The link a tool shows goes to the model's row on its product page.
      const [path, anchor] = result.productUrl.split('#');
      expect(findCatalogueRoute(path!), result.productUrl).toBeDefined();
      expect(anchor).toBe(modelAnchor(result.model));
    }
  });

  it('answers 400 { message, field } naming the bad parameter, never cached', async () => {
    const cases: [string, string, string][] = [
      ['head=50', 'flow', 'Flow must be a number greater than 0.'],
      ['flow=6&head=-3', 'head', 'Head must be a number greater than 0.'],
      ['flow=6&head=50&hz=70', 'hz', 'Frequency'],
      ['flow=6&head=50&flowUnit=gallons', 'flowUnit', 'Flow unit must be one of m3h, ls, lmin, usgpm.'],
      ['flow=6&head=50&suctionLiftM=12', 'suctionLiftM', 'Suction lift must be a number from -100 to 9.'],
    ];
    for (const [query, field, message] of cases) {
      const response = await get(query);
      expect(response.status, query).toBe(400);
      expect(response.headers.get('Cache-Control'), query).toBe('no-store');
      const body = (await response.json()) as { message: string; field: string };
      expect(body.field, query).toBe(field);
      expect(body.message, query).toContain(message);
    }
  });

  it('lists no pump and no near miss for a duty no model reaches: 10 m³/h at 900 m', async () => {
    const response = await get('flow=10&head=900');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ results: [], nearMisses: [] });
  });

  it('refuses other methods with 405 and names GET and HEAD', async () => {
    const refused = POST(new Request('http://localhost/api/pumps/select', { method: 'POST' }));
    expect(refused.status).toBe(405);
    expect(refused.headers.get('Allow')).toBe('GET, HEAD');
    expect(((await refused.json()) as { message: string }).message).toBe(
      'Method POST is not allowed. Use GET or HEAD.',
    );
    const options = OPTIONS();
    expect(options.status).toBe(204);
    expect(options.headers.get('Allow')).toBe('GET, HEAD, OPTIONS');
  });
});
