import { describe, expect, it } from 'vitest';
import { pumpCurves, type CurvePoint } from './curve';
import { curvesCrossing, operatingPoint, systemCurveThrough, systemHead } from './system-curve';

/** Points of H = h0 − b·Q² with η = 60 % (P2 is not used here). */
function pumpPoints(h0: number, b: number, qMin: number, qMax: number): CurvePoint[] {
  return Array.from({ length: 8 }, (_, i) => {
    const q = qMin + ((qMax - qMin) * i) / 7;
    return { flowM3h: q, headM: h0 - b * q * q, efficiencyPct: 60, powerKw: 1 };
  });
}

describe('system curve H = Hs + k·Q² (Karassik, Pump Handbook §9.1)', () => {
  it('passes through the duty point', () => {
    // k = (50 − 20) / 10² = 0.3 m/(m³/h)²
    const system = systemCurveThrough(10, 50, 20);
    expect(system.k).toBeCloseTo(0.3, 12);
    expect(systemHead(system, 10)).toBeCloseTo(50, 12);
    expect(systemHead(system, 0)).toBe(20);
  });

  it('refuses a static head at or above the duty head, and a flow that is not a positive finite number', () => {
    expect(() => systemCurveThrough(10, 50, 50)).toThrow(/static head/);
    expect(() => systemCurveThrough(0, 50)).toThrow(/flow/);
    expect(() => systemCurveThrough(Infinity, 50)).toThrow(/flow/);
    expect(() => systemCurveThrough(10, 0)).toThrow(/static head/);
  });

  it('meets the pump curve where both heads are equal', () => {
    // Pump H = 100 − 0.5·Q², system H = 0.5·Q² (through 10 m³/h, 50 m): equal at Q = 10, H = 50.
    const pump = pumpCurves(pumpPoints(100, 0.5, 2, 12));
    const point = operatingPoint(pump, systemCurveThrough(10, 50))!;
    expect(point.flowM3h).toBeCloseTo(10, 2);
    expect(point.headM).toBeCloseTo(50, 1);
    // A flat system (H = 9 + 0.0069·Q²) stays below the pump curve over its whole span: no crossing.
    expect(operatingPoint(pump, systemCurveThrough(12, 10, 9))).toBeUndefined();
  });

  it('takes any rising system head function, e.g. one with a drawdown growing with the flow', () => {
    // Pump H = 100 − 0.5·Q²; system H = 40 + 2·Q (static 40 m, 2 m of drawdown per m³/h):
    // 100 − 0.5Q² = 40 + 2Q → Q² + 4Q − 120 = 0 → Q = −2 + √124 = 9.1355 m³/h, H = 58.271 m.
    const pump = pumpCurves(pumpPoints(100, 0.5, 2, 12));
    const point = operatingPoint(pump, (q) => 40 + 2 * q)!;
    expect(point.flowM3h).toBeCloseTo(9.1355, 3);
    expect(point.headM).toBeCloseTo(58.271, 2);
  });

  it('finds the crossing to 1e-9 m³/h in a dozen evaluations, where bisection took 60 (Illinois, issue 51)', () => {
    // H_pump = 50 − 0.5·Q² on 0–10 m³/h, H_sys = 20 + 0.1·Q²: 30 = 0.6·Q² → Q = √50 = 7.0710678 m³/h, H = 25 m.
    let evaluations = 0;
    const curves = {
      head: (q: number) => {
        evaluations++;
        return 50 - 0.5 * q * q;
      },
      minFlowM3h: 0,
      maxFlowM3h: 10,
    };
    const crossing = curvesCrossing(curves, { staticHeadM: 20, k: 0.1 });
    expect(crossing).toEqual({ flowM3h: expect.closeTo(Math.sqrt(50), 9), headM: expect.closeTo(25, 8) });
    expect(evaluations).toBeLessThanOrEqual(16);
    expect(curvesCrossing(curves, { staticHeadM: 60, k: 0.1 })).toBe('below');
    expect(curvesCrossing({ ...curves, maxFlowM3h: 5 }, { staticHeadM: 20, k: 0.1 })).toBe('beyond');
  });
});
