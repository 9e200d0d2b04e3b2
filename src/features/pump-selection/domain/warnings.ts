import type { PumpModel } from '@/content/schemas/pump-models';
import { npshRequiredWithMargin } from '@/lib/hydraulics';
import { motorLoad, serviceFactorOf, type MotorOnSupply } from '@/engineering/motor';
import { curvesOf } from './curve';

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

/**
 * One warning: a stable code for programs and a sentence for people. The sentences give flows as
 * shares of the model's range, not in m³/h, so a page in the visitor's units can show them as they are.
 */
export interface OperatingWarning {
  code:
    | 'end-of-curve'
    | 'minimum-flow'
    | 'outside-por'
    | 'motor-overload'
    | 'service-factor-load'
    | 'npsh-margin'
    | 'npsh-not-checked';
  message: string;
}

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

const one = (value: number) => String(Number(value.toFixed(1)));
const two = (value: number) => String(Number(value.toFixed(2)));
const three = (value: number) => String(Number(value.toFixed(3)));
const pct = (value: number) => `${Math.round(value * 100)}\u00a0%`;

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
  const curves = curvesOf(model);
  const q = figures.operatingPoint.flowM3h;

  const limitKw = model.motor.powerKw * serviceFactorOf(model);
  let peakKw = figures.operatingPoint.powerKw;
  for (let i = 1; i <= 24; i++) peakKw = Math.max(peakKw, curves.power(q + ((figures.maxFlowM3h - q) * i) / 24) ?? 0);
  const load = motorLoad(figures.motor, figures.operatingPoint.powerKw);
  if (peakKw > limitKw * (1 + 1e-9)) {
    warnings.push({
      code: 'motor-overload',
      message: `Motor overload: shaft power reaches ${one(peakKw)} kW (${Math.round((100 * peakKw) / model.motor.powerKw)}\u00a0% of the nameplate) between the operating point and the maximum flow, above the ${model.motor.powerKw} kW motor × service factor ${serviceFactorOf(model)} (${three(limitKw)} kW).`,
    });
  }
  if (load.status === 'service-factor') {
    warnings.push({
      code: 'service-factor-load',
      message: `Motor in its service factor: the pump takes ${two(figures.operatingPoint.powerKw)} kW, ${one(load.loadPctOfNameplate)}\u00a0% of the ${model.motor.powerKw} kW motor's nameplate (allowed up to ${Math.round(figures.motor.serviceFactor * 100)}\u00a0%, ${three(limitKw)} kW). It draws about ${one(load.currentA)} A against the nameplate's ${figures.motor.fullLoadCurrentA} A and runs hotter: size the cable and overload relay for that current, or choose the next motor size.`,
    });
  }
  if (curves.npshr && figures.npsh) {
    const atMax = npshRequiredWithMargin(curves.npshr(figures.maxFlowM3h)!);
    if (figures.npsh.availableM < atMax) {
      warnings.push({
        code: 'npsh-margin',
        message: `NPSH margin lost towards maximum flow: ${one(figures.npsh.availableM)} m available, ${one(atMax)} m needed with margin at this model's maximum flow. Keep the flow at the duty or lower the suction lift.`,
      });
    }
  } else if (curves.npshr && !options.npshChecked) {
    warnings.push({
      code: 'npsh-not-checked',
      message: `NPSH not checked: give the suction lift to check that ${one(curves.npshr(q)!)} m NPSH required is available.`,
    });
  }
  if (q >= END_OF_CURVE_SHARE * figures.maxFlowM3h) {
    warnings.push({
      code: 'end-of-curve',
      message: `End of curve: the operating flow is ${pct(q / figures.maxFlowM3h)} of this model's maximum. Expect wear and vibration; a larger model, or throttling to the duty, runs closer to its best efficiency point.`,
    });
  }
  if (q <= MINIMUM_FLOW_SHARE * figures.minFlowM3h) {
    warnings.push({
      code: 'minimum-flow',
      message: `Near minimum flow: the operating flow is ${pct(q / figures.minFlowM3h)} of this model's minimum. The pump recirculates and heats the water; a smaller model suits the duty better.`,
    });
  }
  if (!figures.inPreferredRegion) {
    warnings.push({
      code: 'outside-por',
      message: `Outside the preferred operating region: ${pct(figures.bepRatio)} of the best-efficiency flow (POR 70–120 %, ANSI/HI 9.6.3).`,
    });
  }
  return warnings;
}
