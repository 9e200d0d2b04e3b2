import { flowFromM3h, flowToM3h, flowUnits, headFromM, headToM, headUnits, unitSymbols } from '@/engineering/units';
import type { FlowDisplayUnit, HeadDisplayUnit } from './types';

/**
 * Display units of the chart: the site's unit conversions (`src/engineering/units.ts`, NIST SP 811 factors)
 * for the selector's flow and head units.
 */
export { flowFromM3h, flowToM3h, headFromM, headToM };

export const flowSymbols = Object.fromEntries(flowUnits.map((u) => [u, unitSymbols[u]])) as Record<
  FlowDisplayUnit,
  string
>;
export const headSymbols = Object.fromEntries(headUnits.map((u) => [u, unitSymbols[u]])) as Record<
  HeadDisplayUnit,
  string
>;

/** Maps a value through a linear map. */
export function mapLinear(map: { domain: [number, number]; range: [number, number] }, value: number): number {
  const [d0, d1] = map.domain;
  const [r0, r1] = map.range;
  return r0 + ((value - d0) / (d1 - d0)) * (r1 - r0);
}
