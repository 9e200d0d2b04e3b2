import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getPumpModels } from '@/content/pump-models';
import { selectionResponse } from './response';
import { selectionParams } from './query';

const models = getPumpModels();
const answer = (query: string) =>
  selectionResponse(models, new URLSearchParams(query), (m) => `/products/x#${m.model}`) as {
    status: number;
    body: Record<string, unknown>;
  };

describe('GET /api/pumps/select (the JSON answer)', () => {
  it('answers 400 { message, field } for the inputs that used to crash or slip through (issue 23)', () => {
    expect(answer('flow=12&head=5e-324&headUnit=ft')).toEqual({
      status: 400,
      body: { message: 'Head must be a number greater than 0.', field: 'head' },
    });
    expect(answer('flow=1e308&flowUnit=ls&head=60')).toMatchObject({ status: 400, body: { field: 'flow' } });
    expect(answer('flow=0x10&head=60')).toMatchObject({ status: 400, body: { field: 'flow' } });
    expect(answer('flow=0b1100&head=60')).toMatchObject({ status: 400, body: { field: 'flow' } });
    expect(answer('flow=12&head=60&head=70')).toMatchObject({ status: 400, body: { field: 'head' } });
  });

  it('gives each result its allowable range, kWh/m³, motor HP and warnings', () => {
    // 7.5 m³/h at 103 m with 80 m static (issue 23): the picks run at or near the end of their curves.
    const { status, body } = answer('flow=7.5&head=103&staticHeadM=80&hz=50');
    expect(status).toBe(200);
    const results = body.results as Record<string, unknown>[];
    expect(results.length).toBeGreaterThan(0);
    for (const r of results) {
      expect(r).toHaveProperty('minFlowM3h');
      expect(r).toHaveProperty('maxFlowM3h');
      expect(r.specificEnergyKwhPerM3 as number).toBeCloseTo((r.inputPowerKw as number) / (r.flowM3h as number), 2);
      expect(r).toHaveProperty('motorPowerHp');
      expect(Array.isArray(r.warnings)).toBe(true);
    }
    // KS4-05/24 runs at 7.5 m³/h, its maximum, 134 % of its BEP flow.
    const ks = results.find((r) => r.model === 'KS4-05/24')!;
    expect((ks.warnings as { code: string }[]).map((w) => w.code)).toEqual(['end-of-curve', 'outside-por']);
  });

  it('flags POR from the true BEP: 50 US gpm at 200 ft, 60 Hz puts KP4-08/08 at 114 % of its BEP, in the POR', () => {
    const { body } = answer('flow=50&flowUnit=usgpm&head=200&headUnit=ft&hz=60');
    const kp = (body.results as Record<string, unknown>[]).find((r) => r.model === 'KP4-08/08')!;
    expect(kp.bepRatio as number).toBeCloseTo(1.14, 2);
    expect(kp.inPreferredRegion).toBe(true);
  });

  it('lists no shallow pump as close to an impossible duty: 10 m³/h at 900 m', () => {
    const { body } = answer('flow=10&head=900');
    expect(body.results).toEqual([]);
    expect(body.nearMisses).toEqual([]);
  });

  it('never answers other than 200 or 400, and never throws, for random strings', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom(...selectionParams), fc.string({ maxLength: 12 }), { maxKeys: 6 }),
        (values) => {
          const { status } = selectionResponse(models, new URLSearchParams(values), () => '/');
          expect([200, 400]).toContain(status);
        },
      ),
      { numRuns: 200 },
    );
  });
});
