import { describe, expect, it } from 'vitest';
import { curvesOf } from './curve';
import { operatingPoint, systemCurveThrough, systemHead } from './system-curve';
import { fixtureModel } from './test-fixtures';

describe('system curve H = Hs + k·Q² (Karassik, Pump Handbook §9.1)', () => {
  it('passes through the duty point', () => {
    // k = (50 − 20) / 10² = 0.3 m/(m³/h)²
    const system = systemCurveThrough(10, 50, 20);
    expect(system.k).toBeCloseTo(0.3, 12);
    expect(systemHead(system, 10)).toBeCloseTo(50, 12);
    expect(systemHead(system, 0)).toBe(20);
  });

  it('refuses a static head at or above the duty head', () => {
    expect(() => systemCurveThrough(10, 50, 50)).toThrow(/static head/);
    expect(() => systemCurveThrough(0, 50)).toThrow(/flow/);
  });

  it('meets the pump curve where both heads are equal', () => {
    // Pump H = 100 − 0.5·Q², system H = 0.5·Q² (through 10 m³/h, 50 m): equal at Q = 10, H = 50.
    const pump = curvesOf(fixtureModel({ model: 'A', h0: 100, b: 0.5, qMin: 2, qMax: 12 }));
    const point = operatingPoint(pump, systemCurveThrough(10, 50))!;
    expect(point.flowM3h).toBeCloseTo(10, 2);
    expect(point.headM).toBeCloseTo(50, 1);
    // A flat system (H = 9 + 0.0069·Q²) stays below the pump curve over its whole span: no crossing.
    expect(operatingPoint(pump, systemCurveThrough(12, 10, 9))).toBeUndefined();
  });
});
