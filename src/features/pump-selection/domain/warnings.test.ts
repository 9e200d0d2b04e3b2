import { describe, expect, it } from 'vitest';
import type { PumpModel } from '@/content/schemas/pump-models';
import { operatingFigures, selectPumps, type Duty } from './select';
import { fixtureModel } from '../../../../tests/support/selection';
import { serviceFactorOf } from '@/engineering/motor';
import { describeNearMiss, operatingWarningsIn } from '../ui/messages';
import type { OperatingWarning } from './warnings';

/**
 * Worked cases on fixture pump A: H = 100 − 0.5·Q² over 2–12 m³/h, η = 70·(1 − 0.5·((Q − 8)/8)²)
 * (BEP at 8 m³/h, `tests/support/selection.ts`), P2 = ρ·g·Q·H/η. Each duty has no static head, so the system
 * curve is H = (Hd/Qd²)·Q² and the operating point solves 100 − 0.5·Q² = (Hd/Qd²)·Q².
 */
const a = fixtureModel({ model: 'A', h0: 100, b: 0.5, qMin: 2, qMax: 12 });
const codes = (model: PumpModel, duty: Duty) => operatingFigures(model, duty)!.warnings.map((w) => w.code);
/** The warnings' sentences as the pages and the API word them (`ui/messages.ts`). */
const said = (figures: { warnings: OperatingWarning[] }) => operatingWarningsIn(figures.warnings).map((w) => w.message);

describe('operating warnings (ANSI/HI 9.6.3-2012)', () => {
  it('warns at the end of the curve and outside the POR: 11.6 m³/h at 32 m', () => {
    // k = 32 / 11.6² = 0.23781; Q² = 100 / 0.73781 = 135.53 → Q_op = 11.642 m³/h ≥ 0.95 × 12 = 11.4;
    // 11.642 / 12 = 97 % of the maximum; 11.642 / 8 = 146 % of the BEP flow. (The spline's end
    // segment reads the parabola within 0.1 %: 11.634 m³/h, 145 %.)
    const figures = operatingFigures(a, { flowM3h: 11.6, headM: 32, frequencyHz: 50 })!;
    expect(figures.operatingPoint.flowM3h).toBeCloseTo(11.64, 1);
    expect(figures.maxFlowM3h).toBe(12);
    expect(figures.warnings.map((w) => w.code)).toEqual(['end-of-curve', 'outside-por']);
    expect(figures.warnings[0]!.figures).toEqual({ shareOfMaxFlow: figures.operatingPoint.flowM3h / 12 });
    expect(said(figures)[0]).toContain('97\u00a0% of this model');
    expect(said(figures)[1]).toContain('145\u00a0% of the best-efficiency flow');
  });

  it('warns near the minimum flow: 2.05 m³/h at 95 m', () => {
    // k = 95 / 2.05² = 22.606; Q² = 100 / 23.106 = 4.328 → Q_op = 2.080 m³/h ≤ 1.05 × 2 = 2.1 (104 %).
    const figures = operatingFigures(a, { flowM3h: 2.05, headM: 95, frequencyHz: 50 })!;
    expect(figures.operatingPoint.flowM3h).toBeCloseTo(2.08, 2);
    expect(figures.warnings.map((w) => w.code)).toEqual(['minimum-flow', 'outside-por']);
    expect(said(figures)[0]).toContain('104\u00a0% of this model');
  });

  it('says nothing at the best efficiency point: 8 m³/h at 68 m', () => {
    expect(codes(a, { flowM3h: 8, headM: 68, frequencyHz: 50 })).toEqual([]);
  });

  it('warns of motor overload above rating × service factor, up to the maximum flow', () => {
    // At Q_op = 11.634 m³/h: H = 32.33 m, η = 70 × (1 − 0.5 × (3.634/8)²) = 62.78 %,
    // P2 = 9806.65 × (11.634/3600) × 32.33 / 0.6278 = 1.632 kW > 1.5 kW × SF 1.0 (the P2 curve,
    // interpolated between 8 points on its steep end, reads 1.61 kW).
    const small = fixtureModel({ model: 'S', h0: 100, b: 0.5, qMin: 2, qMax: 12, motorKw: 1.5 });
    const figures = operatingFigures(small, { flowM3h: 11.6, headM: 32, frequencyHz: 50 })!;
    expect(figures.operatingPoint.powerKw).toBeCloseTo(1.62, 1);
    expect(figures.warnings[0]).toMatchObject({ code: 'motor-overload' });
    expect(figures.warnings[0]!.figures).toMatchObject({ motorKw: 1.5, serviceFactor: 1, limitKw: 1.5 });
    expect(said(figures)[0]).toContain('1.6 kW');
    // A borehole submersible motor has SF 1.15 (NEMA MG 1 §14.37): 1.5 × 1.15 = 1.725 kW carries it.
    const borehole = fixtureModel({ model: 'B', h0: 100, b: 0.5, qMin: 2, qMax: 12, motorKw: 1.5, minBoreInch: 4 });
    expect(serviceFactorOf(borehole)).toBe(1.15);
    expect(codes(borehole, { flowM3h: 11.6, headM: 32, frequencyHz: 50 })).not.toContain('motor-overload');
  });

  it('warns of a service-factor load above the nameplate, with the load and current behind it (issue 48)', () => {
    // The borehole motor above at the same point: P2 = 1.62 kW (the interpolated curve) on 1.5 kW is
    // 108 % of the nameplate, inside 1.5 × 1.15 = 1.725 kW; the current is 10 A × 1.08 = 10.8 A.
    const borehole = fixtureModel({ model: 'B', h0: 100, b: 0.5, qMin: 2, qMax: 12, motorKw: 1.5, minBoreInch: 4 });
    const figures = operatingFigures(borehole, { flowM3h: 11.6, headM: 32, frequencyHz: 50 })!;
    const p2 = figures.operatingPoint.powerKw;
    expect(figures.loadPctOfNameplate).toBeCloseTo((100 * p2) / 1.5, 9);
    expect(figures.loadPctOfNameplate).toBeGreaterThan(107);
    expect(figures.loadPctOfNameplate).toBeLessThan(109);
    const warning = operatingWarningsIn(figures.warnings).find((w) => w.code === 'service-factor-load')!;
    expect(warning.message).toContain(
      `${(Math.round(figures.loadPctOfNameplate * 10) / 10).toFixed(1)}\u00a0% of the 1.5 kW motor's nameplate`,
    );
    expect(warning.message).toContain('up to 115\u00a0%, 1.725 kW');
    expect(warning.message).toContain(`about ${figures.currentA.toFixed(1)} A against the nameplate's 10 A`);
    // At the best efficiency point (8 m³/h at 68 m) the same pump takes P2 = 9806.65 × (8/3600) × 68 / 0.70
    // = 2.117 kW: with a 2.2 kW motor that is 96 % of the nameplate, and nothing is said.
    const rated = fixtureModel({ model: 'R', h0: 100, b: 0.5, qMin: 2, qMax: 12, motorKw: 2.2, minBoreInch: 4 });
    const bep = operatingFigures(rated, { flowM3h: 8, headM: 68, frequencyHz: 50 })!;
    expect(bep.loadPctOfNameplate).toBeCloseTo(96.2, 0);
    expect(bep.warnings).toEqual([]);
  });
});

describe('NPSH of a surface pump (ANSI/HI 9.6.1)', () => {
  /** Pump A with NPSHr = 2 + 0.05·Q² m. */
  const surface: PumpModel = {
    ...a,
    model: 'N',
    points: a.points.map((p) => ({ ...p, npshrM: 2 + 0.05 * p.flowM3h ** 2 })),
  };
  // 9 m³/h at 58 m: k = 58/81 = 0.71605, Q_op² = 100/1.21605 = 82.23 → Q_op = 9.068 m³/h (113 % of BEP, in POR).
  const duty: Duty = { flowM3h: 9, headM: 58, frequencyHz: 50 };

  it('is a near miss when NPSHa falls short of NPSHr + margin at the operating point', () => {
    // NPSHr(9.068) = 2 + 0.05 × 82.23 = 6.112 m, + max(0.61, 0.5) = 6.72 m.
    // 3 m lift at sea level and 20 °C: NPSHa = 10.332 − 3 − 0.238 − 0.5 = 6.594 m < 6.72 m.
    const { results, nearMisses } = selectPumps([surface], { ...duty, suction: { suctionLiftM: 3 } });
    expect(results).toEqual([]);
    expect(describeNearMiss(nearMisses[0]!.causes)).toBe('NPSH available 6.6 m < required 6.1 m + margin');
  });

  it('qualifies with a flooded suction, and warns when the margin is lost towards maximum flow', () => {
    // Flooded 2 m: NPSHa = 10.332 + 2 − 0.238 − 0.5 = 11.594 m ≥ 6.72 m; at 12 m³/h NPSHr = 9.2 m,
    // + 0.92 = 10.12 m ≤ 11.594 m: no warning.
    const flooded = selectPumps([surface], { ...duty, suction: { suctionLiftM: -2 } });
    expect(flooded.results[0]!.npsh!.availableM).toBeCloseTo(11.594, 2);
    expect(flooded.results[0]!.warnings.map((w) => w.code)).toEqual([]);
    // Flooded 0.5 m: NPSHa = 10.094 m, enough at Q_op (6.72 m) but not at 12 m³/h (10.12 m).
    const shallow = selectPumps([surface], { ...duty, suction: { suctionLiftM: -0.5 } });
    expect(shallow.results[0]!.warnings.map((w) => w.code)).toEqual(['npsh-margin']);
  });

  it('says when NPSH was not checked because the duty gives no suction', () => {
    expect(codes(surface, duty)).toEqual(['npsh-not-checked']);
  });
});
