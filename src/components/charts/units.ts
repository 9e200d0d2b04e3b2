import { flowFromM3h, flowToM3h, headFromM, headToM, unitSymbols } from '@/lib/units';
import type { FlowDisplayUnit, HeadDisplayUnit } from './types';

/**
 * Display units of the chart: the site's unit conversions (`src/lib/units.ts`, NIST SP 811 factors)
 * for the flow units and the two length units a head axis is drawn in.
 */
export { flowFromM3h, flowToM3h, headFromM, headToM };

export const flowSymbols: Record<FlowDisplayUnit, string> = {
  m3h: unitSymbols.m3h,
  ls: unitSymbols.ls,
  lmin: unitSymbols.lmin,
  usgpm: unitSymbols.usgpm,
};
export const headSymbols: Record<HeadDisplayUnit, string> = { m: unitSymbols.m, ft: unitSymbols.ft };

/** A figure for labels: up to 3 significant digits, no trailing zeros. */
export function formatFigure(value: number): string {
  if (value === 0) return '0';
  const digits = Math.abs(value) >= 100 ? 0 : Math.abs(value) >= 10 ? 1 : 2;
  return String(Number(value.toFixed(digits)));
}

/** Maps a value through a linear map. */
export function mapLinear(map: { domain: [number, number]; range: [number, number] }, value: number): number {
  const [d0, d1] = map.domain;
  const [r0, r1] = map.range;
  return r0 + ((value - d0) / (d1 - d0)) * (r1 - r0);
}
