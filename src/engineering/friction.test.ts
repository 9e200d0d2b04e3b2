import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BOREWELL_FITTINGS,
  fittingsEquivalentLengthM,
  hazenWilliamsHeadLossM,
  hazenWilliamsLoss,
  velocityMs,
} from './friction';

const US_GALLON_M3 = 3.785411784e-3;
const FOOT_M = 0.3048;
const INCH_MM = 25.4;

describe('Hazen–Williams friction loss', () => {
  it('reproduces the Engineering ToolBox worked example to 2 %', () => {
    // Engineering ToolBox, "Hazen-Williams Equation - calculating Head Loss in Water Pipes", example:
    // 200 gal/min in a 3 inch PEH pipe DR 15, inside diameter 3.048 in, C = 140, 30 ft of pipe:
    // 9 ft H2O per 100 ft of pipe, 2.7 ft H2O over the 30 ft.
    const flowM3h = 200 * US_GALLON_M3 * 60;
    const per100Ft = hazenWilliamsHeadLossM(flowM3h, 3.048 * INCH_MM, 100 * FOOT_M, 140) / FOOT_M;
    const over30Ft = hazenWilliamsHeadLossM(flowM3h, 3.048 * INCH_MM, 30 * FOOT_M, 140) / FOOT_M;
    expect(Math.abs(per100Ft - 9) / 9).toBeLessThan(0.02);
    expect(Math.abs(over30Ft - 2.7) / 2.7).toBeLessThan(0.02);
  });

  it('gives the same loss as a function of the pipe, its constant worked out once (issue 51)', () => {
    // By hand: k = 10.67 · 30 / ((3600 · 150)^1.852 · 0.05^4.87) ≈ 0.016785; 10 m³/h → k · 10^1.852 ≈ 1.194 m.
    const loss = hazenWilliamsLoss(50, 30, 150);
    expect(loss(10)).toBeCloseTo(1.194, 3);
    expect(loss(0)).toBe(0);
    for (const flowM3h of [0.5, 3, 10, 42, 180]) {
      expect(loss(flowM3h)).toBeCloseTo(hazenWilliamsHeadLossM(flowM3h, 50, 30, 150), 10);
    }
  });

  it('is proportional to length and falls with a smoother pipe (higher C)', () => {
    const one = hazenWilliamsHeadLossM(10, 50, 100, 150);
    expect(hazenWilliamsHeadLossM(10, 50, 200, 150)).toBeCloseTo(2 * one, 10);
    expect(hazenWilliamsHeadLossM(10, 50, 100, 120)).toBeGreaterThan(one);
  });

  it('never falls when the flow rises (property, fixed pipe)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 200, noNaN: true }),
        fc.double({ min: 0, max: 200, noNaN: true }),
        fc.double({ min: 15, max: 200, noNaN: true }),
        fc.double({ min: 1, max: 2000, noNaN: true }),
        fc.constantFrom(120, 140, 150),
        (a, b, d, l, c) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          expect(hazenWilliamsHeadLossM(high, d, l, c)).toBeGreaterThanOrEqual(hazenWilliamsHeadLossM(low, d, l, c));
        },
      ),
    );
  });
});

describe('pipe velocity and fittings', () => {
  it('gives v = Q / (π/4·D²): 10 m³/h in a 50 mm bore is 1.415 m/s', () => {
    expect(velocityMs(10, 50)).toBeCloseTo(10 / 3600 / ((Math.PI / 4) * 0.05 ** 2), 12);
    expect(velocityMs(10, 50)).toBeCloseTo(1.415, 3);
  });

  it('adds Crane TP-410 equivalent lengths: check valve 100 D, two elbows 30 D, gate valve 8 D = 168 D', () => {
    expect(BOREWELL_FITTINGS.reduce((s, f) => s + f.count * f.lengthOverDiameter, 0)).toBe(168);
    expect(fittingsEquivalentLengthM(50)).toBeCloseTo(8.4, 10);
  });
});
