import { flowFromM3h, headFromM, unitSymbols, type FlowUnit, type HeadUnit } from '@/engineering/units';
import type { NearMissCause, OperatingWarning } from '../domain';

/**
 * The selector's words: its operating warnings and its near misses' reasons, from the figures the
 * domain returns (`../domain/warnings.ts`, `../domain/near-miss.ts`). The selector has no
 * metric/imperial switch: the warnings give flows as shares of the model's range, so they read alike
 * in every flow unit the visitor picks, and power in kW, current in A and NPSH in m, as the result
 * cards and the JSON API show them; a near miss's reason is in the visitor's flow and head units.
 */

/** A warning as the pages and the API show it: its code and its sentence. */
export interface WordedWarning {
  code: OperatingWarning['code'];
  message: string;
}

/** One decimal at most, no trailing zero: 1.6 kW, 108 %. */
const one = (value: number) => String(Number(value.toFixed(1)));
const two = (value: number) => String(Number(value.toFixed(2)));
const three = (value: number) => String(Number(value.toFixed(3)));
/** A share as a whole percentage: 0.97 → '97 %' (with a no-break space). */
const pct = (share: number) => `${Math.round(share * 100)}\u00a0%`;

/**
 * The warnings in words, most serious first as the domain orders them.
 * @param warnings the selection's warnings (`{ code, figures }`)
 */
export function operatingWarningsIn(warnings: readonly OperatingWarning[]): WordedWarning[] {
  return warnings.map((w) => ({ code: w.code, message: warningText(w) }));
}

/** One warning's sentence. */
function warningText(warning: OperatingWarning): string {
  switch (warning.code) {
    case 'motor-overload': {
      const f = warning.figures;
      return `Motor overload: shaft power reaches ${one(f.peakKw)} kW (${Math.round((100 * f.peakKw) / f.motorKw)}\u00a0% of the nameplate) between the operating point and the maximum flow, above the ${f.motorKw} kW motor × service factor ${f.serviceFactor} (${three(f.limitKw)} kW).`;
    }
    case 'service-factor-load': {
      const f = warning.figures;
      return `Motor in its service factor: the pump takes ${two(f.shaftKw)} kW, ${one(f.loadPctOfNameplate)}\u00a0% of the ${f.motorKw} kW motor's nameplate (allowed up to ${Math.round(f.serviceFactor * 100)}\u00a0%, ${three(f.limitKw)} kW). It draws about ${one(f.currentA)} A against the nameplate's ${f.fullLoadCurrentA} A and runs hotter: size the cable and overload relay for that current, or choose the next motor size.`;
    }
    case 'npsh-margin':
      return `NPSH margin lost towards maximum flow: ${one(warning.figures.availableM)} m available, ${one(warning.figures.requiredWithMarginAtMaxFlowM)} m needed with margin at this model's maximum flow. Keep the flow at the duty or lower the suction lift.`;
    case 'npsh-not-checked':
      return `NPSH not checked: give the suction lift to check that ${one(warning.figures.requiredM)} m NPSH required is available.`;
    case 'end-of-curve':
      return `End of curve: the operating flow is ${pct(warning.figures.shareOfMaxFlow)} of this model's maximum. Expect wear and vibration; a larger model, or throttling to the duty, runs closer to its best efficiency point.`;
    case 'minimum-flow':
      return `Near minimum flow: the operating flow is ${pct(warning.figures.shareOfMinFlow)} of this model's minimum. The pump recirculates and heats the water; a smaller model suits the duty better.`;
    case 'outside-por':
      return `Outside the preferred operating region: ${pct(warning.figures.bepRatio)} of the best-efficiency flow (POR 70–120 %, ANSI/HI 9.6.3).`;
  }
}

/** The units a near miss is worded in (the selector's URL spellings). */
export interface NearMissUnits {
  flowUnit: FlowUnit;
  headUnit: HeadUnit;
}

const metric: NearMissUnits = { flowUnit: 'm3h', headUnit: 'm' };

/**
 * The reason of a near miss in words, in the given units (default m³/h and m, as the JSON API gives
 * it). NPSH is a length: in ft when the head is asked in ft, else in m (a pressure unit would not read
 * as a suction length). Worked example: a head 60 m short at 10 m³/h in US gpm and ft is
 * 'head 196.9 ft short at 44 US gpm' (60 / 0.3048 = 196.85; 10 / 0.227 125 = 44.03).
 */
export function describeNearMiss(causes: readonly NearMissCause[], units: NearMissUnits = metric): string {
  const flow = (m3h: number) => `${one(flowFromM3h(m3h, units.flowUnit))} ${unitSymbols[units.flowUnit]}`;
  const head = (m: number) => `${one(headFromM(m, units.headUnit))} ${unitSymbols[units.headUnit]}`;
  const length = (m: number) => (units.headUnit === 'ft' ? `${one(headFromM(m, 'ft'))} ft` : `${one(m)} m`);
  return causes
    .map((cause) => {
      switch (cause.kind) {
        case 'flow-above-max':
          return `flow above this model's ${flow(cause.maxFlowM3h)} limit`;
        case 'flow-below-min':
          return `flow below this model's ${flow(cause.minFlowM3h)} minimum`;
        case 'head-short':
          // A shortfall that rounds to nothing is still a shortfall: never 'head 0 ft short'.
          return `head ${one(headFromM(cause.shortM, units.headUnit)) === '0' ? `less than 0.1 ${unitSymbols[units.headUnit]}` : head(cause.shortM)} short at ${flow(cause.atFlowM3h)}`;
        case 'head-above':
          return `head ${cause.pctAboveDuty} % above the duty`;
        case 'curves-do-not-meet':
          return 'pump and system curves do not meet in the allowable range';
        case 'operating-beyond-max':
          return `operating point ${flow(cause.operatingFlowM3h)} beyond this model's ${flow(cause.maxFlowM3h)} limit`;
        case 'npsh':
          return `NPSH available ${length(cause.availableM)} < required ${length(cause.requiredM)} + margin`;
        case 'frequency':
          return `only in ${cause.frequencyHz} Hz`;
        case 'bore':
          return `needs a ${cause.minBoreInch}-inch bore`;
        case 'supply':
          return `motor for ${cause.offered.join(' or ')} only`;
      }
    })
    .join('; ');
}

/** How the selection's JSON answer words what the domain returns as figures (`../domain/response.ts`). */
export const selectionWords = {
  warnings: operatingWarningsIn,
  nearMiss: (causes: readonly NearMissCause[]) => describeNearMiss(causes),
};
