import type { FlowDisplayUnit, HeadDisplayUnit } from './types';

/**
 * Display units of the chart. Factors from NIST SP 811 (2008), Appendix B: 1 L/s = 3.6 m³/h,
 * 1 L/min = 0.06 m³/h, 1 US gpm = 3.785411784 L/min = 0.227124707 m³/h, 1 ft = 0.3048 m. (The
 * selection domain has the same factors; components may not import features.)
 */
const m3hPer: Record<FlowDisplayUnit, number> = { m3h: 1, ls: 3.6, lmin: 0.06, usgpm: 0.227124707 };
const mPer: Record<HeadDisplayUnit, number> = { m: 1, ft: 0.3048 };

export const flowSymbols: Record<FlowDisplayUnit, string> = { m3h: 'm³/h', ls: 'L/s', lmin: 'L/min', usgpm: 'US gpm' };
export const headSymbols: Record<HeadDisplayUnit, string> = { m: 'm', ft: 'ft' };

/** m³/h → the display unit. */
export function flowFromM3h(valueM3h: number, unit: FlowDisplayUnit): number {
  return valueM3h / m3hPer[unit];
}

/** The display unit → m³/h. */
export function flowToM3h(value: number, unit: FlowDisplayUnit): number {
  return value * m3hPer[unit];
}

/** m → the display unit. */
export function headFromM(valueM: number, unit: HeadDisplayUnit): number {
  return valueM / mPer[unit];
}

/** The display unit → m. */
export function headToM(value: number, unit: HeadDisplayUnit): number {
  return value * mPer[unit];
}

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
