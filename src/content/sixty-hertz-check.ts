import { pumpCurves, relativeDifference } from '@/engineering/hydraulics';
import { fixed, SPEED_50HZ_RPM, SPEED_60HZ_RPM } from './pump-plausibility';
import type { PumpModel } from './schemas/pump-models';

/** Tolerances of the 60 Hz affinity check: head and power 3 %, NPSHr 3 % + 0.02 m (rounding), η 1 point. */
export const affinityTolerance = {
  head: 0.03,
  power: 0.03,
  npshr: 0.03,
  npshrRoundingM: 0.02,
  efficiencyPct: 1,
} as const;

/**
 * Affinity check of a 60 Hz model against its 50 Hz hydraulic (Hydraulic Institute affinity laws:
 * Q ∝ n, H ∝ n², P ∝ n³, η unchanged, NPSHr ∝ n²), per stage, at the one speed ratio
 * {@link SPEED_60HZ_RPM}/{@link SPEED_50HZ_RPM}: at each 50 Hz point whose scaled flow the 60 Hz curve
 * covers, the 60 Hz curves must give the scaled head, η, P2 and NPSHr.
 */
export function sixtyHertzProblems(model: PumpModel, reference: PumpModel): string[] {
  if (model.speedRpm !== SPEED_60HZ_RPM || reference.speedRpm !== SPEED_50HZ_RPM) {
    return [
      `60 Hz speed ${model.speedRpm} rpm over 50 Hz ${reference.speedRpm} rpm is not the one stated ratio ${SPEED_60HZ_RPM}/${SPEED_50HZ_RPM}`,
    ];
  }
  const r = SPEED_60HZ_RPM / SPEED_50HZ_RPM;
  const stages = (model.stages ?? 1) / (reference.stages ?? 1);
  const curves = pumpCurves(model.points);
  let compared = 0;
  for (const p of reference.points) {
    const q = p.flowM3h * r;
    if (q < curves.minFlowM3h - 1e-9 || q > curves.maxFlowM3h + 1e-9) continue;
    compared++;
    const what = `at ${fixed(q, 2)} m³/h, not ${reference.model} (50 Hz) by the affinity laws at ${SPEED_60HZ_RPM}/${SPEED_50HZ_RPM} rpm`;
    const head = p.headM * r ** 2 * stages;
    if (relativeDifference(curves.head(q)!, head) > affinityTolerance.head) {
      return [`head ${fixed(curves.head(q)!)} m ${what} (${fixed(head)} m)`];
    }
    if (Math.abs(curves.efficiency(q)! - p.efficiencyPct) > affinityTolerance.efficiencyPct) {
      return [`efficiency ${fixed(curves.efficiency(q)!)} % ${what} (${fixed(p.efficiencyPct)} %)`];
    }
    const power = p.powerKw * r ** 3 * stages;
    if (relativeDifference(curves.power(q)!, power) > affinityTolerance.power) {
      return [`P2 ${fixed(curves.power(q)!, 2)} kW ${what} (${fixed(power, 2)} kW)`];
    }
    if (p.npshrM !== undefined && curves.npshr) {
      const npshr = p.npshrM * r ** 2;
      const actual = curves.npshr(q)!;
      if (Math.abs(actual - npshr) > affinityTolerance.npshr * npshr + affinityTolerance.npshrRoundingM) {
        return [`NPSHr ${fixed(actual, 2)} m ${what} (${fixed(npshr, 2)} m)`];
      }
    }
  }
  return compared >= 3 ? [] : [`its flows do not overlap ${reference.model} (50 Hz) scaled by the affinity laws`];
}
