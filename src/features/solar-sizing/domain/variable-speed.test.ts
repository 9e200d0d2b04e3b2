import { describe, expect, it } from 'vitest';
import { pumpCurves, type CurvePoint } from '@/engineering/hydraulics';
import { flowAtPowerM3h, powerFlowTable } from './variable-speed';

/**
 * The pump on a solar controller: affinity laws (Q ∝ n, H ∝ n², P ∝ n³; Karassik §2.1) on the model
 * curve against the system curve. A test pump with H = 60 − 0.2·Q² (shut-off 60 m) and constant
 * η = 60 %, so every figure can be checked by hand.
 */

const points: CurvePoint[] = [0.5, 2, 4, 6, 8, 10, 12, 14].map((q) => {
  const headM = 60 - 0.2 * q * q;
  return { flowM3h: q, headM, efficiencyPct: 60, powerKw: (9806.65 * (q / 3600) * headM) / 1000 / 0.6 };
});
const curves = pumpCurves(points);

describe('the pump at the speed the sunshine allows', () => {
  it('gives no flow below the speed whose shut-off head reaches the static head: s_min = √(30/60) = 0.707', () => {
    const { points: table } = powerFlowTable(curves, () => 30, 80);
    expect(table[0]!.speedRatio).toBeGreaterThanOrEqual(Math.sqrt(30 / 60) - 1e-6);
    expect(table[0]!.flowM3h).toBeLessThan(1);
  });

  it('at rated speed on a flat 40 m system runs at Q = √(20/0.2) = 10 m³/h, P1 = P2/η_motor', () => {
    const { points: table } = powerFlowTable(curves, () => 40, 80);
    const rated = table.at(-1)!;
    expect(rated.speedRatio).toBeCloseTo(1, 9);
    expect(rated.flowM3h).toBeCloseTo(10, 2);
    // P2 = 9806.65 × (10/3600) × 40 / 0.6 / 1000 = 1.8160 kW; P1 = 1.8160 / 0.8 = 2.2700 kW.
    expect(rated.inputKw).toBeCloseTo(2.27, 2);
  });

  it('at 90 % speed: H0 = 48.6 m, Q = √((48.6 − 40)/0.2) = 6.557 m³/h (affinity by hand)', () => {
    // At speed s the curve is H = 60 s² − 0.2 Q² (H_r(Q/s)·s²), so Q = √((60·0.81 − 40)/0.2).
    const { points: table } = powerFlowTable(curves, () => 40, 80);
    const near = table.reduce((best, p) => (Math.abs(p.speedRatio - 0.9) < Math.abs(best.speedRatio - 0.9) ? p : best));
    const expected = Math.sqrt((60 * near.speedRatio ** 2 - 40) / 0.2);
    expect(near.flowM3h).toBeCloseTo(expected, 2);
  });

  it('flow rises with the power given, is 0 below the lowest and held at the rated flow above the highest', () => {
    const { points: table } = powerFlowTable(curves, (q) => 35 + 0.05 * q * q, 80);
    expect(flowAtPowerM3h(table, 0)).toBe(0);
    expect(flowAtPowerM3h(table, 100)).toBeCloseTo(table.at(-1)!.flowM3h, 9);
    let last = 0;
    for (let kw = 0; kw <= 3; kw += 0.05) {
      const q = flowAtPowerM3h(table, kw);
      expect(q).toBeGreaterThanOrEqual(last);
      last = q;
    }
  });

  it('has no table when the shut-off head is below the static head', () => {
    expect(powerFlowTable(curves, () => 65, 80).points).toEqual([]);
  });

  // The cap holds the duty on the published curve rather than extrapolating it; a solar pump drive
  // sets it as its upper output frequency (INVT Goodrive100-PV manual, parameter P15.04).
  it('caps the speed on a head so low the rated curve would run off its end', () => {
    // At 10 m static the rated curve meets it at Q = √(50/0.2) = 15.8 > 14: off the curve. The cap is
    // the speed at which the crossing reaches the last point (14·s): 60 s² − 0.2 (14 s)² = 10 → s = 0.5455.
    const result = powerFlowTable(curves, () => 10, 80);
    expect(result.cappedSpeedRatio).toBeCloseTo(Math.sqrt(10 / (60 - 0.2 * 196)), 3);
    expect(result.points.at(-1)!.flowM3h).toBeCloseTo(14 * result.cappedSpeedRatio!, 1);
  });
});
