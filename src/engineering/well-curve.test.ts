import { describe, expect, it } from 'vitest';
import type { PumpCurves } from '@/engineering/hydraulics';
import {
  CHECK_VALVE_SPACING_M,
  checkValveDepthsM,
  drawdownAtM,
  FIRST_CHECK_VALVE_MAX_ABOVE_PUMP_M,
  jacobDrawdown,
  jacobDrawdownAtM,
  specificCapacityM3hPerM,
} from './well-curve';
import { curvesCrossing, shutOffHeadM } from '@/engineering/hydraulics';

/** A pump curve H = 120 − 0.5·Q² on 2–14 m³/h. */
const parabola: Omit<PumpCurves, 'bepEfficiencyPct' | 'bepHeadM'> = {
  head: (q) => (q < 2 || q > 14 ? undefined : 120 - 0.5 * q * q),
  efficiency: () => 60,
  power: () => 5,
  minFlowM3h: 2,
  maxFlowM3h: 14,
  bepFlowM3h: 8,
};

describe('the well’s own curve', () => {
  it('takes the specific capacity from the duty: W10, 10 m³/h at 30 m drawdown, Sc = 0.333 m³/h per m', () => {
    const sc = specificCapacityM3hPerM(10, 30)!;
    expect(sc).toBeCloseTo(1 / 3, 12);
    // At 16.2 m³/h the drawdown is 16.2 / 0.333 = 48.6 m (issue 24: "about 49 m").
    expect(drawdownAtM(16.2, sc)).toBeCloseTo(48.6, 9);
    expect(specificCapacityM3hPerM(10, 0)).toBeNull();
    expect(drawdownAtM(16.2, null)).toBe(0);
  });

  it('finds the operating point on a system curve with the drawdown in it', () => {
    // H_sys = 50 + 2·Q (drawdown) + 0.1·Q²; pump 120 − 0.5·Q²: 0.6·Q² + 2·Q − 70 = 0 → Q = 9.26 m³/h.
    const point = curvesCrossing(parabola, (q) => 50 + 2 * q + 0.1 * q * q);
    expect(point).not.toBeTypeOf('string');
    const q = (-2 + Math.sqrt(4 + 4 * 0.6 * 70)) / (2 * 0.6);
    expect(typeof point === 'object' && point.flowM3h).toBeCloseTo(q, 9);
    expect(curvesCrossing(parabola, () => 200)).toBe('below');
    expect(curvesCrossing(parabola, () => 0)).toBe('beyond');
  });

  it('extrapolates the shut-off head along the parabola through the first two points', () => {
    // Points (2, 118) and (2 + 12/7, 120 − 0.5·(26/7)²): the parabola is the curve itself, H0 = 120.
    expect(shutOffHeadM(parabola)).toBeCloseTo(120, 9);
  });

  it('lists check valves at the pump and every 60 m up (Franklin Electric AIM: within 25 ft, then ≤ 200 ft)', () => {
    expect(FIRST_CHECK_VALVE_MAX_ABOVE_PUMP_M).toBeCloseTo(25 * 0.3048, 1);
    expect(CHECK_VALVE_SPACING_M).toBeLessThanOrEqual(200 * 0.3048);
    expect(checkValveDepthsM(145)).toEqual([145, 85, 25]);
    expect(checkValveDepthsM(57)).toEqual([57]);
  });
});

describe('jacobDrawdown (Jacob 1947: s = B·Q + C·Q²)', () => {
  it('fits two test points by hand: 12.5 m at 10 m³/h and 21 m at 15 m³/h', () => {
    // s/Q = 1.25 and 1.4: C = 0.15 / 5 = 0.03, B = 1.25 − 0.03 × 10 = 0.95.
    const jacob = jacobDrawdown({ flowM3h: 10, drawdownM: 12.5 }, { flowM3h: 15, drawdownM: 21 })!;
    expect(jacob.cMPerM3h2).toBeCloseTo(0.03, 12);
    expect(jacob.bMPerM3h).toBeCloseTo(0.95, 12);
    // Through both points, and at 20 m³/h 0.95 × 20 + 0.03 × 400 = 31 m where the linear Sc gives 25 m.
    expect(jacobDrawdownAtM(10, jacob)).toBeCloseTo(12.5, 12);
    expect(jacobDrawdownAtM(15, jacob)).toBeCloseTo(21, 12);
    expect(jacobDrawdownAtM(20, jacob)).toBeCloseTo(31, 12);
  });

  it('refuses points whose specific drawdown falls with the flow, equal flows or no drawdown', () => {
    expect(jacobDrawdown({ flowM3h: 10, drawdownM: 12.5 }, { flowM3h: 15, drawdownM: 15 })).toBeNull();
    expect(jacobDrawdown({ flowM3h: 10, drawdownM: 12.5 }, { flowM3h: 10, drawdownM: 14 })).toBeNull();
    expect(jacobDrawdown({ flowM3h: 10, drawdownM: 0 }, { flowM3h: 15, drawdownM: 3 })).toBeNull();
  });
});
