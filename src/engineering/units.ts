/**
 * Unit conversions of the site: the selector, the charts and sizing (URL spellings as keys). Factors
 * are exact by definition or from NIST Special Publication 811 (2008), Appendix B.8/B.9: 1 US gallon = 3.785 411 784 L,
 * 1 ft = 0.3048 m, 1 psi = 6894.757 Pa, 1 bar = 100 000 Pa, 1 hp = 745.699 9 W; pressure to head at the
 * hydraulics core's ρ·g (`@/engineering/hydraulics`: ρ = 1000 kg/m³, g = 9.806 65 m/s²; H = p / (ρ·g)).
 */
import { M_HEAD_PER_BAR, PA_PER_BAR } from './hydraulics/water';

/** Flow units of the selector: m³/h, L/s, L/min, US gpm. */
export const flowUnits = ['m3h', 'ls', 'lmin', 'usgpm'] as const;
export type FlowUnit = (typeof flowUnits)[number];

/** Head units of the selector: m, ft, and pressure in bar or psi (converted at ρ = 1000 kg/m³). */
export const headUnits = ['m', 'ft', 'bar', 'psi'] as const;
export type HeadUnit = (typeof headUnits)[number];

/** Pascals in one psi (NIST SP 811, B.9: 6.894 757 E+03, from 1 lbf/in²). */
const PSI_IN_PA = 6894.757293168;

/** Watts in one (mechanical) horsepower, 550 ft·lbf/s (NIST SP 811, B.9: 7.456 999 E+02). */
export const WATTS_PER_HP = 745.69987;

/**
 * Motor power in kW → hp (mechanical horsepower, as Indian and US buyers read a motor's rating).
 * Worked example: 7.5 kW × 1000 / 745.7 = 10.06 hp.
 */
export function kwToHp(powerKw: number): number {
  return (powerKw * 1000) / WATTS_PER_HP;
}

/**
 * The nameplate horsepower of the standard motor ratings in kW, as pump catalogues pair them (IEC
 * 60072-1 output series; the HP column of IS 12615 / IS 325 motor tables: 3.7 kW is sold as 5 HP, 5.5 kW
 * as 7.5 HP, 9.3 kW as 12.5 HP). A rating is a nominal figure: 5.5 kW is "7.5 HP", not kW ÷ 0.7457 =
 * 7.38 HP, which is what {@link kwToHp} gives for a computed power.
 */
const nominalHpOfKw: ReadonlyMap<number, number> = new Map([
  [0.18, 0.25],
  [0.25, 0.33],
  [0.37, 0.5],
  [0.55, 0.75],
  [0.75, 1],
  [1.1, 1.5],
  [1.5, 2],
  [2.2, 3],
  [3, 4],
  [3.7, 5],
  [4, 5.5],
  [5.5, 7.5],
  [7.5, 10],
  [9.3, 12.5],
  [11, 15],
  [15, 20],
  [18.5, 25],
  [22, 30],
  [30, 40],
  [37, 50],
  [45, 60],
  [55, 75],
  [75, 100],
  [90, 125],
  [110, 150],
]);

/**
 * A motor rating's nameplate HP (issue 49, item 4): the catalogue's nominal figure for a standard
 * rating, e.g. 5.5 kW → 7.5 HP; undefined for a rating outside the table (then give the computed
 * {@link kwToHp}, labelled as such). Worked example: 4 kW → 5.5 HP (kwToHp would say 5.36).
 */
export function nominalHp(powerKw: number): number | undefined {
  return nominalHpOfKw.get(powerKw);
}

/** m³/h per one unit of each flow unit. */
const m3hPer: Record<FlowUnit, number> = {
  m3h: 1,
  ls: 3.6,
  lmin: 0.06,
  usgpm: (3.785411784 * 60) / 1000,
};

/** m of head per one unit of each head unit. */
const mPer: Record<HeadUnit, number> = {
  m: 1,
  ft: 0.3048,
  bar: M_HEAD_PER_BAR,
  psi: (PSI_IN_PA / PA_PER_BAR) * M_HEAD_PER_BAR,
};

/** Display symbols of the units. */
export const unitSymbols: Record<FlowUnit | HeadUnit, string> = {
  m3h: 'm³/h',
  ls: 'L/s',
  lmin: 'L/min',
  usgpm: 'US gpm',
  m: 'm',
  ft: 'ft',
  bar: 'bar',
  psi: 'psi',
};

/** Flow in `unit` → m³/h. */
export function flowToM3h(value: number, unit: FlowUnit): number {
  return value * m3hPer[unit];
}

/** m³/h → flow in `unit`. */
export function flowFromM3h(valueM3h: number, unit: FlowUnit): number {
  return valueM3h / m3hPer[unit];
}

/** Head or pressure in `unit` → m of water column. */
export function headToM(value: number, unit: HeadUnit): number {
  return value * mPer[unit];
}

/** m of water column → head or pressure in `unit`. */
export function headFromM(valueM: number, unit: HeadUnit): number {
  return valueM / mPer[unit];
}

/** Flow from one unit to another. */
export function convertFlow(value: number, from: FlowUnit, to: FlowUnit): number {
  return flowFromM3h(flowToM3h(value, from), to);
}

/** Head from one unit to another. */
export function convertHead(value: number, from: HeadUnit, to: HeadUnit): number {
  return headFromM(headToM(value, from), to);
}

/** A metric unit of the borewell sizing form and its imperial counterpart (NIST SP 811, Appendix B). */
export interface ImperialEquivalent {
  /** Symbol of the imperial unit. */
  symbol: string;
  /** Size of one imperial unit in the metric unit (1 ft = 0.3048 m). */
  metricPerImperial: number;
}

/**
 * Imperial counterparts of the sizing's metric units: m ↔ ft, bar ↔ psi, m³/h ↔ US gpm, m³ ↔ US gal,
 * mm ↔ in (1 in = 25.4 mm exactly), m/s ↔ ft/s.
 */
export const imperialEquivalents = {
  m: { symbol: 'ft', metricPerImperial: 0.3048 },
  bar: { symbol: 'psi', metricPerImperial: PSI_IN_PA / PA_PER_BAR },
  'm³/h': { symbol: 'US gpm', metricPerImperial: m3hPer.usgpm },
  'm³': { symbol: 'US gal', metricPerImperial: 3.785411784 / 1000 },
  mm: { symbol: 'in', metricPerImperial: 25.4 },
  'm/s': { symbol: 'ft/s', metricPerImperial: 0.3048 },
} as const satisfies Record<string, ImperialEquivalent>;

/** The unit systems a page can show the borewell sizing in (`units=imperial` in its URL). */
export const unitSystems = ['metric', 'imperial'] as const;
export type UnitSystem = (typeof unitSystems)[number];

/**
 * A metric quantity as shown in a unit system: the value and its symbol. Worked example: 60 m in
 * imperial is 60 / 0.3048 = 196.85 ft; 4 bar is 4 / 0.068 947 6 = 58.0 psi.
 * @param value in `unit`
 * @param unit the metric unit (a key of {@link imperialEquivalents})
 */
export function inUnitSystem(
  value: number,
  unit: ImperialConvertible,
  system: UnitSystem,
): { value: number; symbol: string } {
  if (system === 'metric') return { value, symbol: unit };
  const { symbol, metricPerImperial } = imperialEquivalents[unit];
  return { value: value / metricPerImperial, symbol };
}

/** A metric unit that has an imperial counterpart. */
export type ImperialConvertible = keyof typeof imperialEquivalents;
