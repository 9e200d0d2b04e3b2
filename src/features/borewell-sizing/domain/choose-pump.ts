import { curvesCrossing, specificEnergyKwhPerM3 } from '@/engineering/hydraulics';
import { motorLoad } from '@/engineering/motor';
import { boreFit, type BoreFit } from '@/engineering/cooling';
import { ISO_9906_GRADE_2B, meetsDutyTolerance } from './duty-tolerance';
import type { PickedPump } from './pick-pump';

/**
 * The pump on the well's system curve (issue 48): each candidate is judged where its curve meets
 * the system curve, not at the duty point alone.
 */

/** The well and duty a candidate is judged in (SI units as in the names). */
export interface WellDuty {
  /** Duty flow Q_d in m³/h. */
  flowM3h: number;
  /** Duty head H_d (TDH at Q_d) in m. */
  headM: number;
  /** System head H_sys(Q) in m: static level + drawdown(Q) + delivery + friction(Q) + outlet pressure. */
  systemHeadM: (flowM3h: number) => number;
  /** Pumping level in m below ground at a flow. */
  levelAtM: (flowM3h: number) => number;
  /** Depth of the pump intake in m below ground. */
  settingDepthM: number;
  /** Water the design keeps above the intake, m (the sizing's submergence margin). */
  intakeMarginM: number;
  /** Deepest setting the bore allows in m below ground (bore depth − sump allowance). */
  deepestSettingM: number;
  /** Bore inner diameter in inch. */
  boreInch: number;
}

/** Why a candidate was refused, as data (the sizing words it in the visitor's units). */
export type Refusal =
  | { kind: 'curve'; where: 'below' | 'beyond'; limitFlowM3h: number; withinTolerance: boolean }
  | { kind: 'short'; flowM3h: number; headM: number }
  | { kind: 'motor'; shaftKw: number; limitKw: number }
  | { kind: 'fit'; fit: BoreFit; pumpMm: number; motorMm: number }
  | { kind: 'intake'; flowM3h: number; levelM: number }
  | { kind: 'well-yield'; flowM3h: number; levelM: number };

/** A candidate that runs acceptably in the well. */
export interface AcceptedSet {
  pump: PickedPump;
  /** Where it runs: the pump curve ∩ the system curve, m³/h and m. */
  point: { flowM3h: number; headM: number };
  /** True when its curve passes the ISO 9906 grade 2B tolerance cross at the duty. */
  withinTolerance: boolean;
  /** Q_op / Q_BEP. */
  bepRatio: number;
  /** P1 / Q_op in kWh/m³. */
  specificEnergyKwhPerM3: number;
  fit: BoreFit;
}

/** POR bounds as fractions of Q_BEP (ANSI/HI 9.6.3-2012, as the selector ranks). */
const PREFERRED_REGION = { min: 0.7, max: 1.2 } as const;

/**
 * Judges one candidate in the well: its operating point where H_pump(Q) = H_sys(Q) inside its curve
 * (the curve's span is its allowable range); accepted when its curve passes the ISO 9906 grade 2B
 * tolerance cross at the duty ({@link meetsDutyTolerance}), or it delivers more than the duty and
 * the well yields it (the pumping level at that flow + {@link WellDuty.intakeMarginM} is within the
 * deepest setting the bore allows, so the pump can hang with the margin kept); and then
 * only when the shaft power there is within the motor's rating × service factor (`motorLoad` of the
 * hydraulics core, the selector's motor model: not `overload`), the set fits the
 * bore ({@link boreFit}) and the pumping level stays above the intake.
 * @returns the accepted set, or the refusal with the operating flow it was judged at (undefined
 *   when the curves do not meet)
 */
export function judgeCandidate(
  pump: PickedPump,
  well: WellDuty,
): { accepted: AcceptedSet } | { refusal: Refusal; flowM3h?: number } {
  const crossing = curvesCrossing(pump.curves, well.systemHeadM);
  const withinTolerance = meetsDutyTolerance(pump.curves, well.flowM3h, well.headM);
  if (typeof crossing === 'string') {
    const limitFlowM3h = crossing === 'below' ? pump.curves.minFlowM3h : pump.curves.maxFlowM3h;
    return { refusal: { kind: 'curve', where: crossing, limitFlowM3h, withinTolerance } };
  }
  const q = crossing.flowM3h;
  if (!withinTolerance && q < well.flowM3h) {
    return { refusal: { kind: 'short', flowM3h: q, headM: crossing.headM }, flowM3h: q };
  }
  const shaftKw = pump.curves.power(q)!;
  const load = motorLoad(pump.motor, shaftKw);
  if (load.status === 'overload') {
    return { refusal: { kind: 'motor', shaftKw, limitKw: pump.motor.powerKw * pump.motor.serviceFactor }, flowM3h: q };
  }
  const fit = boreFit(
    {
      maxDiameterWithCableGuardMm: pump.maxDiameterWithCableGuardMm,
      motorDiameterWithCableMm: pump.motor.diameterWithCableMm,
    },
    well.boreInch,
  );
  if (!fit.fits) {
    return {
      refusal: { kind: 'fit', fit, pumpMm: pump.maxDiameterWithCableGuardMm, motorMm: pump.motor.diameterWithCableMm },
      flowM3h: q,
    };
  }
  const levelM = well.levelAtM(q);
  if (levelM >= well.settingDepthM) return { refusal: { kind: 'intake', flowM3h: q, levelM }, flowM3h: q };
  if (!withinTolerance && levelM + well.intakeMarginM > well.deepestSettingM + 1e-9) {
    return { refusal: { kind: 'well-yield', flowM3h: q, levelM }, flowM3h: q };
  }
  return {
    accepted: {
      pump,
      point: crossing,
      withinTolerance,
      bepRatio: q / pump.curves.bepFlowM3h,
      specificEnergyKwhPerM3: specificEnergyKwhPerM3(load.inputPowerKw, q),
      fit,
    },
  };
}

/**
 * Ranking of accepted sets: within the duty's tolerance first, ranked as the selector ranks (inside
 * the POR 70–120 % of Q_BEP first, then |Q_op/Q_BEP − 1|, then the lower kWh/m³); then the sets that
 * deliver more than the duty, the closest to the duty flow first, then the lower kWh/m³.
 */
export function compareSets(a: AcceptedSet, b: AcceptedSet): number {
  if (a.withinTolerance !== b.withinTolerance) return a.withinTolerance ? -1 : 1;
  if (a.withinTolerance) {
    const inPor = (s: AcceptedSet) => s.bepRatio >= PREFERRED_REGION.min && s.bepRatio <= PREFERRED_REGION.max;
    if (inPor(a) !== inPor(b)) return inPor(a) ? -1 : 1;
    const closeness = Math.abs(a.bepRatio - 1) - Math.abs(b.bepRatio - 1);
    if (Math.abs(closeness) > 1e-9) return closeness;
  } else {
    const excess = a.point.flowM3h - b.point.flowM3h;
    if (Math.abs(excess) > 1e-9) return excess;
  }
  return a.specificEnergyKwhPerM3 - b.specificEnergyKwhPerM3;
}

/** How far off the duty flow a refused model may run and still be listed as a near miss (30 %). */
export const NEAR_MISS_REACH = 0.3;

/** Whether an operating point is away from the duty beyond the ISO 9906 grade 2B tolerances. */
export function awayFromDuty(point: { flowM3h: number; headM: number }, duty: { flowM3h: number; headM: number }) {
  return (
    Math.abs(point.flowM3h / duty.flowM3h - 1) > ISO_9906_GRADE_2B.flow ||
    Math.abs(point.headM / duty.headM - 1) > ISO_9906_GRADE_2B.head
  );
}
