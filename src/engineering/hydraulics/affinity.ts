import type { CurvePoint } from './curve';

/**
 * Affinity laws for a change of speed with the same impeller: Q ∝ n, H ∝ n², P ∝ n³, η unchanged,
 * NPSHr ∝ n² (Hydraulic Institute ANSI/HI 1.6 / 14.6; Karassik, Pump Handbook, 4th ed., §2.1
 * "Affinity laws"; for NPSHr, Gülich, Centrifugal Pumps, 3rd ed., §6.2.4).
 */

/**
 * The factors for flow, head and power from speed `fromRpm` to `toRpm`.
 * Worked example: 2900 → 3480 rpm (ratio 1.2) → Q × 1.2, H × 1.44, P × 1.728.
 */
export function affinityFactors(fromRpm: number, toRpm: number): { flow: number; head: number; power: number } {
  const ratio = toRpm / fromRpm;
  return { flow: ratio, head: ratio ** 2, power: ratio ** 3 };
}

/** A curve's points at another speed, by the affinity laws (η kept). */
export function pointsAtSpeed(points: readonly CurvePoint[], fromRpm: number, toRpm: number): CurvePoint[] {
  const f = affinityFactors(fromRpm, toRpm);
  return points.map((p) => ({
    flowM3h: p.flowM3h * f.flow,
    headM: p.headM * f.head,
    efficiencyPct: p.efficiencyPct,
    powerKw: p.powerKw * f.power,
    ...(p.npshrM !== undefined ? { npshrM: p.npshrM * f.head } : {}),
  }));
}

/** Relative difference |a − b| / |b|. */
export function relativeDifference(a: number, b: number): number {
  return Math.abs(a - b) / Math.abs(b);
}
