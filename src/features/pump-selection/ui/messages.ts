import type { OperatingWarning } from '../domain';

/**
 * The selector's words: its operating warnings, from the figures the domain returns
 * (`../domain/warnings.ts`). The selector has no metric/imperial switch: its sentences give flows as
 * shares of the model's range, so they read alike in every flow unit the visitor picks, and power in
 * kW, current in A and NPSH in m, as the result cards and the JSON API show them.
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
