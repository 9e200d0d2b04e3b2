import { describe, expect, it } from 'vitest';
import { getPumpModels } from '@/content/pump-models';
import { modelCurves } from '@/content/model-curves';
import { selectPumps } from '../domain';
import { compareModelCodes } from '../domain';
import { compareOutcome, selectorOutcome } from './selection-presenter';

const duty = 'flow=6&flowUnit=m3h&head=120&headUnit=m&hz=50';

describe('selectorOutcome', () => {
  it('is empty without a duty and names the rejected parameter', () => {
    expect(selectorOutcome(new URLSearchParams('hz=50'))).toEqual({ status: 'empty' });
    const invalid = selectorOutcome(new URLSearchParams('flow=-1&head=120'));
    expect(invalid.status).toBe('invalid');
    if (invalid.status === 'invalid') expect(invalid.errors.flow).toMatch(/Flow/);
  });

  it('shows the domain ranking with links to the model rows carrying the duty point, and the quote link', () => {
    const outcome = selectorOutcome(new URLSearchParams(duty));
    expect(outcome.status).toBe('ok');
    if (outcome.status !== 'ok') return;
    const expected = selectPumps(getPumpModels(), { flowM3h: 6, headM: 120, frequencyHz: 50 });
    expect(outcome.results.map((r) => r.model)).toEqual(expected.results.map((r) => r.model.model));
    expect(outcome.results.length).toBeGreaterThan(0);
    const first = outcome.results[0]!;
    expect(first.productHref).toMatch(/^\/products\/50HZ\/.+\?flow=6&head=120&hz=50#model-[a-z0-9-]+$/);
    // The model code as the form reads it back (a code with a space, 'KVT 4S-15', is written with '+').
    expect(new URL(first.quoteHref, 'https://example.test').searchParams.get('model')).toBe(first.model);
    // The quote link lands on the form's own card, not on the contact details above it on a phone (issue 25).
    expect(first.quoteHref).toMatch(/flow=6&head=120&hz=50&category=.+#contact-form-card$/);
    expect(outcome.curves.length).toBe(Math.min(6, outcome.results.length));
    expect(outcome.duty).toMatchObject({ flowM3h: 6, headM: 120, staticHeadM: 0, flowLabel: '6 m³/h' });
  });

  it("keeps the visitor's units: heading labels, chart units and the quote link's units (issue 25)", () => {
    const outcome = selectorOutcome(new URLSearchParams('flow=44.03&flowUnit=usgpm&head=196.9&headUnit=ft&hz=50'));
    if (outcome.status !== 'ok') throw new Error('expected results');
    expect(outcome.duty).toMatchObject({
      flowLabel: '44.03 US gpm',
      headLabel: '196.9 ft',
      flowUnit: 'usgpm',
      headUnit: 'ft',
    });
    expect(outcome.results[0]!.quoteHref).toMatch(/flowUnit=usgpm&headUnit=ft#contact-form-card$/);
    // The chart draws the domain's own curve functions.
    const top = getPumpModels().find((m) => m.model === outcome.results[0]!.model && m.frequencyHz === 50)!;
    expect(outcome.curves[0]!.curve).toBe(modelCurves(top));
  });

  it("words the near misses in the visitor's units: US gpm and ft, not m³/h and m (issue 25)", () => {
    const metric = selectorOutcome(new URLSearchParams('flow=10&head=60&hz=50'));
    const us = selectorOutcome(new URLSearchParams('flow=44.03&flowUnit=usgpm&head=196.9&headUnit=ft&hz=50'));
    if (metric.status !== 'ok' || us.status !== 'ok') throw new Error('expected results');
    expect(us.nearMisses.length).toBeGreaterThan(0);
    for (const miss of us.nearMisses) {
      expect(miss.reason).not.toMatch(/m³\/h|\d m\b/);
    }
    expect(us.nearMisses.some((m) => / ft short at [\d.]+ US gpm/.test(m.reason))).toBe(true);
    // The same head shortfall, converted: metres ÷ 0.3048 (to one decimal either side).
    const usShort = us.nearMisses.find((m) => / ft short/.test(m.reason))!;
    const metricShort = metric.nearMisses.find((m) => m.model === usShort.model)!;
    const metres = Number(/head ([\d.]+) m short/.exec(metricShort.reason)![1]);
    const feet = Number(/head ([\d.]+) ft short/.exec(usShort.reason)![1]);
    expect(feet).toBeCloseTo(metres / 0.3048, 0);
  });

  it('gives the same ranking for the same duty in other units', () => {
    const metric = selectorOutcome(new URLSearchParams(duty));
    const litres = selectorOutcome(new URLSearchParams('flow=100&flowUnit=lmin&head=120&hz=50'));
    if (metric.status !== 'ok' || litres.status !== 'ok') throw new Error('expected results');
    expect(litres.results.map((r) => r.model)).toEqual(metric.results.map((r) => r.model));
  });
});

describe('compareOutcome', () => {
  it('reads comma-separated and repeated codes without repeats, the same code in other case once (issue 27)', () => {
    expect(compareModelCodes(new URLSearchParams('models=A,B&models=C&models=A'))).toEqual(['A', 'B', 'C']);
    const outcome = compareOutcome(new URLSearchParams('models=KP6-30/04,kp6-30/04'));
    expect(outcome.columns.map((c) => c.model)).toEqual(['KP6-30/04']);
  });

  it('names unknown codes, keeps three models and evaluates them at the duty point', () => {
    const outcome = selectorOutcome(new URLSearchParams(duty));
    if (outcome.status !== 'ok') throw new Error('expected results');
    const codes = outcome.results.slice(0, 4).map((r) => r.model);
    const compare = compareOutcome(new URLSearchParams(`models=${[...codes, 'NOPE-1'].join(',')}&${duty}`));
    expect(compare.unknown).toEqual(['NOPE-1']);
    expect(compare.columns.map((c) => c.model)).toEqual(codes.slice(0, 3));
    expect(compare.dropped).toEqual(codes.slice(3));
    expect(compare.columns[0]!.operating?.flowM3h).toBeCloseTo(outcome.results[0]!.operatingFlowM3h, 6);
    expect(compare.columns[0]!.currents.length).toBeGreaterThan(0);
  });

  it('says which compared models share their hydraulics and what differs (issue 25)', () => {
    const compare = compareOutcome(new URLSearchParams('models=KC4-08/14,KP4-08/14&flow=10&head=60'));
    expect(compare.columns.map((c) => c.sameHydraulics)).toEqual([
      null,
      expect.stringMatching(/^same hydraulics as KC4-08\/14; differs in series, product/),
    ]);
  });

  it('does not crash on nothing but unknown codes', () => {
    const compare = compareOutcome(new URLSearchParams('models=%3Cscript%3E'));
    expect(compare).toMatchObject({ unknown: ['<script>'], columns: [], duty: null });
  });
});
