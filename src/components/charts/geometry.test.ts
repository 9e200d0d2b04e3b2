import { describe, expect, it } from 'vitest';
import { chartGeometry } from './geometry';
import type { ChartSeries } from './types';

/** One curve, H = 60 − 0.25·Q² from 2 to 14 m³/h (11 m at 14 m³/h). */
const series: ChartSeries[] = [
  {
    id: 'KS4-A',
    label: 'KS4-A',
    points: [2, 6, 10, 14].map((q) => ({ flowM3h: q, headM: 60 - 0.25 * q * q })),
    bepFlowM3h: 9,
  },
];

describe('chartGeometry: the system curve the page sends to the chart view', () => {
  it('keeps the samples the view can draw (on a head axis), rounded to three digits like the curves', () => {
    // System curve H = 10 + (30/64)·Q² through the duty point 8 m³/h at 40 m (10 + 0.46875 · 64 = 40).
    const geometry = chartGeometry({
      series,
      duty: { flowM3h: 8, headM: 40 },
      systemHead: (q) => 10 + (30 / 64) * q * q,
    });
    const system = geometry.system!;
    const highest = Math.max(...Object.values(geometry.head).map((axis) => axis.domain[1]));
    // Head axis: the duty's 40 m × 1.15 × 1.08 = 49.7 m, `nice()` in m to 50 m (ft: 170 ft = 51.8 m).
    expect(highest).toBeGreaterThanOrEqual(50);
    expect(system.every((p) => p.headM <= highest)).toBe(true);
    // Flow axis: 14 m³/h × 1.05 = 14.7 → the widest unit's nice domain; 61 samples over it, of which
    // those with 10 + 0.46875·Q² ≤ ~52 m (Q ≤ about 9.5 m³/h) remain: fewer than the 61.
    expect(system.length).toBeGreaterThan(20);
    expect(system.length).toBeLessThan(61);
    // The first sample is the static head at no flow; every value has at most three significant digits.
    expect(system[0]).toEqual({ flowM3h: 0, headM: 10 });
    for (const { flowM3h, headM } of system) {
      expect(Number(flowM3h.toPrecision(3))).toBe(flowM3h);
      expect(Number(headM.toPrecision(3))).toBe(headM);
    }
    // Each kept sample is the system head at its (rounded) flow, within the rounding: 10 + 0.46875·Q².
    for (const { flowM3h, headM } of system) expect(headM).toBeCloseTo(10 + (30 / 64) * flowM3h * flowM3h, 0);
  });
});
