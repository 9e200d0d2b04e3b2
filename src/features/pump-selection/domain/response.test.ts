import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getPumpModels } from '@/content/pump-models';
import { selectionResponse } from './response';
import { selectionParams } from './query';
import { selectionWords } from '../ui/messages';

const models = getPumpModels();
const answer = (query: string) =>
  selectionResponse(models, new URLSearchParams(query), (m) => `/products/x#${m.model}`, selectionWords) as {
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

  it('ranks within where the pump goes when asked, echoes it, and answers as before without it (issue 49, item 3)', () => {
    const all = answer('flow=6&head=120');
    expect(all.body.query).not.toHaveProperty('installation');
    expect((all.body.results as { model: string }[])[0]!.model).toBe('KVT 4S-15');
    const borewell = answer('flow=6&head=120&installation=borewell');
    expect(borewell.body.query).toMatchObject({ installation: 'borewell' });
    expect((borewell.body.results as { model: string }[]).map((r) => r.model)).toEqual(['KS4-05/24']);
    expect(answer('flow=6&head=120&installation=pond')).toMatchObject({ status: 400, body: { field: 'installation' } });
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
    // KS4-05/24 runs at 7.5 m³/h, its maximum: its BEP is where H0/H = 1.25 on H = 185.89 − 1.4737·Q²
    // (through (2, 180) and (7.5, 103)): Q = √(0.2 × 185.89/1.4737) = 5.023 m³/h, so 149 % of it.
    // There it takes the last point's 4.094 kW: 4.094 / 4 = 102.4 % of its 4 kW motor's nameplate, inside
    // the submersible's service factor 1.15 (NEMA MG 1 §14.37), drawing 8.1 A × 1.0235 = 8.29 A.
    const ks = results.find((r) => r.model === 'KS4-05/24')!;
    expect((ks.warnings as { code: string }[]).map((w) => w.code)).toEqual([
      'service-factor-load',
      'end-of-curve',
      'outside-por',
    ]);
    expect(ks).toMatchObject({
      loadPctOfNameplate: 102.4,
      serviceFactor: 1.15,
      currentA: 8.29,
      motorEfficiencyPct: 82.8,
    });
  });

  it('flags POR from the true BEP: KP4-08/08 at 60 Hz is outside at 50 US gpm, 200 ft (134 %) and inside at 118 %', () => {
    // KP4-08/08 at 60 Hz is the KP4-08 stage by the affinity laws at 3450/2900 = 1.18966 (issue 23 §7):
    // the 50 Hz stage through (3.5 m³/h, 8.000 m) and (11 m³/h, 4.4286 m) (KP4-08/14 ÷ 14) is
    // H = 8.4023 − 0.032841·Q², its BEP where H0/H = 1.25: Q = √(0.2 × 8.4023/0.032841) = 7.153 m³/h;
    // at 60 Hz × 8 stages H = 8 × (8.4023 × 1.41528 − 0.032841·Q²) = 95.131 − 0.26273·Q², BEP 8.51 m³/h.
    // 50 US gpm = 11.356 m³/h, 200 ft = 60.96 m; system H = 60.96·(Q/11.356)² = 0.47270·Q² (no static):
    // 95.131 = 0.73543·Q² → Q = 11.373 m³/h = 1.336 × 8.51: outside the POR (70–120 %, ANSI/HI 9.6.3).
    const { body } = answer('flow=50&flowUnit=usgpm&head=200&headUnit=ft&hz=60');
    const kp = (body.results as Record<string, unknown>[]).find((r) => r.model === 'KP4-08/08')!;
    expect(kp.bepRatio as number).toBeCloseTo(1.336, 2);
    expect(kp.inPreferredRegion).toBe(false);
    expect((kp.warnings as { code: string }[]).map((w) => w.code)).toContain('outside-por');
    // A duty just under the curve at 1.18 × 8.51 = 10.04 m³/h (the curve: 95.131 − 0.26273 × 10.04² = 68.65 m):
    // 68.5 m → system 0.67955·Q², 95.131 = 0.94228·Q², Q = 10.048 m³/h = 1.181 × 8.51: in the POR.
    const near = answer('flow=10.04&head=68.5&hz=60');
    const inside = (near.body.results as Record<string, unknown>[]).find((r) => r.model === 'KP4-08/08')!;
    expect(inside.bepRatio as number).toBeCloseTo(1.18, 2);
    expect(inside.inPreferredRegion).toBe(true);
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
          const { status } = selectionResponse(models, new URLSearchParams(values), () => '/', selectionWords);
          expect([200, 400]).toContain(status);
        },
      ),
      { numRuns: 200 },
    );
  });
});
