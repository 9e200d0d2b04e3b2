import { formatFigure, formatFlow, formatHead } from '@/components/format/figures';
import { imperialEquivalents, inUnitSystem, type ImperialConvertible, type UnitSystem } from '@/engineering/units';

/**
 * How the system sheet writes its quantities in the visitor's unit system (`units=imperial`): lengths
 * and depths in m or ft, flow in m³/h or US gpm, pressure in bar or psi, velocity in m/s or ft/s,
 * diameters in mm or in, volumes in m³ or US gal (NIST SP 811 factors, `@/engineering/units`), each to about
 * three significant digits (`formatFigure`). Cable sizes stay in mm², as the drop cables are sold
 * (IS 694); power, current and voltage are the same in both systems.
 */
export interface SheetUnits {
  system: UnitSystem;
  /** A length or depth given in m, e.g. '120 m' or '394 ft'. */
  length: (m: number) => string;
  /** A flow given in m³/h. */
  flow: (m3h: number) => string;
  /** A head given in m (the TDH and its parts). */
  head: (m: number) => string;
  /** A pressure given in bar. */
  pressure: (bar: number) => string;
  /** A water velocity given in m/s, to `decimals` in metric (2 for the pipe, 3 past the motor), else about three significant digits. */
  velocity: (ms: number, decimals?: number) => string;
  /** A diameter given in mm. */
  diameter: (mm: number) => string;
  /** A volume given in m³. */
  volume: (m3: number) => string;
  /** The head per unit of pressure, e.g. '10.197 m/bar' or '2.307 ft/psi' (1 psi = 6894.757 Pa / ρg). */
  headPerPressure: (mHeadPerBar: number) => string;
}

function show(value: number, unit: ImperialConvertible, system: UnitSystem): string {
  const shown = inUnitSystem(value, unit, system);
  return `${formatFigure(shown.value)} ${shown.symbol}`;
}

/** The sheet's formatters for a unit system. */
export function sheetUnits(system: UnitSystem): SheetUnits {
  const imperial = system === 'imperial';
  return {
    system,
    length: (m) => show(m, 'm', system),
    flow: (m3h) => formatFlow(m3h, imperial ? 'usgpm' : 'm3h'),
    head: (m) => formatHead(m, imperial ? 'ft' : 'm'),
    pressure: (bar) => show(bar, 'bar', system),
    velocity: (ms, decimals) =>
      imperial || decimals === undefined ? show(ms, 'm/s', system) : `${ms.toFixed(decimals)} m/s`,
    diameter: (mm) => show(mm, 'mm', system),
    volume: (m3) => show(m3, 'm³', system),
    headPerPressure: (mHeadPerBar) => {
      if (!imperial) return `${mHeadPerBar.toFixed(3)} m/bar`;
      // ft of head per psi = (m per bar) × (bar per psi) ÷ (m per ft): 10.197 × 0.068 948 / 0.3048 = 2.307.
      const ftPerPsi =
        (mHeadPerBar * imperialEquivalents.bar.metricPerImperial) / imperialEquivalents.m.metricPerImperial;
      return `${ftPerPsi.toFixed(3)} ft/psi`;
    },
  };
}
