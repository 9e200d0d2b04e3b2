import { flowFromM3h, headFromM, unitSymbols, type FlowUnit, type HeadUnit } from '@/lib/quantities/units';

/**
 * Why a near miss does not qualify, as data (quantities in m³/h and m), so each page can say it in
 * the visitor's units; {@link describeNearMiss} words it. One near miss may have several causes
 * (a flow outside the range and the head short there).
 */
export type NearMissCause =
  | { kind: 'flow-above-max'; maxFlowM3h: number }
  | { kind: 'flow-below-min'; minFlowM3h: number }
  | { kind: 'head-short'; shortM: number; atFlowM3h: number }
  | { kind: 'head-above'; pctAboveDuty: number }
  | { kind: 'curves-do-not-meet' }
  | { kind: 'operating-beyond-max'; operatingFlowM3h: number; maxFlowM3h: number }
  | { kind: 'npsh'; availableM: number; requiredM: number }
  | { kind: 'frequency'; frequencyHz: number }
  | { kind: 'bore'; minBoreInch: number }
  | { kind: 'supply'; offered: string[] };

/** The units a near miss is worded in (the selector's URL spellings). */
export interface NearMissUnits {
  flowUnit: FlowUnit;
  headUnit: HeadUnit;
}

const metric: NearMissUnits = { flowUnit: 'm3h', headUnit: 'm' };

/** One decimal at most, no trailing zero: 196.85 → '196.9', 60 → '60'. */
const one = (value: number) => String(Number(value.toFixed(1)));

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
