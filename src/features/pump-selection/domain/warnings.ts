import type { PumpModel } from '@/content/schemas/pump-models';
import { npshRequiredWithMargin } from '@/engineering/hydraulics';
import { motorLoad, serviceFactorOf, type MotorOnSupply } from '@/engineering/motor';
import { modelCurves } from '@/content/model-curves';
import type { CodedWarning } from '@/engineering/coded-warning';

/**
 * Operating warnings: what an application engineer says about a pump at its operating point.
 * - `end-of-curve`: Q_op ≥ 95 % of the model's maximum allowable flow (run-out: high NPSHr, wear and
 *   vibration; ANSI/HI 9.6.3-2012 §9.6.3.2, allowable operating region).
 * - `minimum-flow`: Q_op ≤ 105 % of its minimum allowable flow (recirculation and heating; same source).
 * - `outside-por`: Q_op outside 70–120 % of the BEP flow (ANSI/HI 9.6.3-2012 §9.6.3.3), with the %.
 * - `motor-overload`: shaft power at the operating point, or anywhere from it to the maximum flow
 *   (where the point moves as a well draws down or a valve opens), above the motor's rating × its
 *   service factor ({@link serviceFactorOf}).
 * - `service-factor-load`: shaft power at the operating point above the motor's rated output but
 *   within its service factor (NEMA MG 1-2016 §14.37): allowed, but the motor runs hotter and draws
 *   more than its nameplate current (`motorLoad` of the hydraulics core).
 * - `npsh-margin`: a surface pump that holds its NPSH margin at the operating point but not at its
 *   maximum flow (NPSHr rises with flow).
 * - `npsh-not-checked`: a surface pump when the duty gives no suction lift.
 */

/** The figures of each warning (SI units as in the names), by code; `ui/messages.ts` words them. */
export interface OperatingWarningFigures {
  /** Peak shaft power from the operating point to the maximum flow, against rating × service factor. */
  'motor-overload': { peakKw: number; motorKw: number; serviceFactor: number; limitKw: number };
  /** Shaft power at the operating point within the service factor, with the current it draws. */
  'service-factor-load': {
    shaftKw: number;
    loadPctOfNameplate: number;
    motorKw: number;
    /** The service factor of the motor on the supply matched (what the nameplate allows). */
    serviceFactor: number;
    limitKw: number;
    currentA: number;
    fullLoadCurrentA: number;
  };
  /** NPSH available, and required with margin at the model's maximum flow, in m. */
  'npsh-margin': { availableM: number; requiredWithMarginAtMaxFlowM: number };
  /** NPSH required at the operating point in m. */
  'npsh-not-checked': { requiredM: number };
  /** Operating flow as a share of the model's maximum allowable flow. */
  'end-of-curve': { shareOfMaxFlow: number };
  /** Operating flow as a share of the model's minimum allowable flow. */
  'minimum-flow': { shareOfMinFlow: number };
  /** Operating flow as a share of the best-efficiency flow. */
  'outside-por': { bepRatio: number };
}

/**
 * One warning: a stable code for programs and its figures (SI), which `ui/messages.ts` words for the
 * pages and the JSON API (flows as shares of the model's range, so they read alike in every flow unit).
 */
export type OperatingWarning = CodedWarning<OperatingWarningFigures>;

/** Share of the maximum (minimum) allowable flow from which a point counts as at the end (minimum) of its curve. */
export const END_OF_CURVE_SHARE = 0.95;
export const MINIMUM_FLOW_SHARE = 1.05;

/** The figures the warnings read (a subset of the selection's operating figures). */
export interface WarningInputs {
  operatingPoint: { flowM3h: number; powerKw: number };
  /** The motor on the supply matched. */
  motor: MotorOnSupply;
  bepRatio: number;
  inPreferredRegion: boolean;
  minFlowM3h: number;
  maxFlowM3h: number;
  npsh?: { availableM: number; requiredWithMarginM: number };
}

/**
 * The warnings of a model at its operating figures, most serious first.
 * @param options.npshChecked whether the duty gave a suction, so NPSH could be checked
 */
export function operatingWarnings(
  model: PumpModel,
  figures: WarningInputs,
  options: { npshChecked: boolean },
): OperatingWarning[] {
  const warnings: OperatingWarning[] = [];
  const curves = modelCurves(model);
  const q = figures.operatingPoint.flowM3h;

  const serviceFactor = serviceFactorOf(model);
  const limitKw = model.motor.powerKw * serviceFactor;
  let peakKw = figures.operatingPoint.powerKw;
  for (let i = 1; i <= 24; i++) peakKw = Math.max(peakKw, curves.power(q + ((figures.maxFlowM3h - q) * i) / 24) ?? 0);
  const load = motorLoad(figures.motor, figures.operatingPoint.powerKw);
  if (peakKw > limitKw * (1 + 1e-9)) {
    warnings.push({
      code: 'motor-overload',
      figures: { peakKw, motorKw: model.motor.powerKw, serviceFactor, limitKw },
    });
  }
  if (load.status === 'service-factor') {
    warnings.push({
      code: 'service-factor-load',
      figures: {
        shaftKw: figures.operatingPoint.powerKw,
        loadPctOfNameplate: load.loadPctOfNameplate,
        motorKw: model.motor.powerKw,
        serviceFactor: figures.motor.serviceFactor,
        limitKw,
        currentA: load.currentA,
        fullLoadCurrentA: figures.motor.fullLoadCurrentA,
      },
    });
  }
  if (curves.npshr && figures.npsh) {
    const atMax = npshRequiredWithMargin(curves.npshr(figures.maxFlowM3h)!);
    if (figures.npsh.availableM < atMax) {
      warnings.push({
        code: 'npsh-margin',
        figures: { availableM: figures.npsh.availableM, requiredWithMarginAtMaxFlowM: atMax },
      });
    }
  } else if (curves.npshr && !options.npshChecked) {
    warnings.push({
      code: 'npsh-not-checked',
      figures: { requiredM: curves.npshr(q)! },
    });
  }
  if (q >= END_OF_CURVE_SHARE * figures.maxFlowM3h) {
    warnings.push({
      code: 'end-of-curve',
      figures: { shareOfMaxFlow: q / figures.maxFlowM3h },
    });
  }
  if (q <= MINIMUM_FLOW_SHARE * figures.minFlowM3h) {
    warnings.push({
      code: 'minimum-flow',
      figures: { shareOfMinFlow: q / figures.minFlowM3h },
    });
  }
  if (!figures.inPreferredRegion) {
    warnings.push({
      code: 'outside-por',
      figures: { bepRatio: figures.bepRatio },
    });
  }
  return warnings;
}
