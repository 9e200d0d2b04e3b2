/**
 * The units the tools' URL contracts give their numbers in (`./tool-contract.ts`), each with the
 * quantity it measures and its conversion to SI: SI = value × factor + offset. A property of the
 * unit, not of the parameter, so it
 * is declared once here, apart from the contracts the browser forms carry; the API tables of
 * `docs/api.md` read it. Factors exact by definition (1 inch = 0.0254 m, 1 h = 3600 s, 1 kWh =
 * 3.6 MJ, 1 bar = 100 000 Pa, 0 °C = 273.15 K; NIST SP 811, Appendix B).
 */

/** What a unit measures and how a value in it converts to SI: SI = value × factor + offset (°C → K: factor 1, offset 273.15). */
export interface SiConversion {
  /** What it measures, e.g. 'length', 'flow', 'pressure'. */
  quantity: string;
  /** The SI unit, e.g. 'm', 'm³/s', 'Pa', 'K' ('' for none). */
  unit: string;
  factor: number;
  offset?: number;
}

/** Each contract unit's quantity and SI conversion (a price has none: SI unit ''). */
export const siConversions = {
  m: { quantity: 'length', unit: 'm', factor: 1 },
  inch: { quantity: 'length', unit: 'm', factor: 0.0254 },
  'm³/h': { quantity: 'flow', unit: 'm³/s', factor: 1 / 3600 },
  'm³/day': { quantity: 'volume per day', unit: 'm³/s', factor: 1 / 86_400 },
  bar: { quantity: 'pressure', unit: 'Pa', factor: 100_000 },
  V: { quantity: 'voltage', unit: 'V', factor: 1 },
  W: { quantity: 'power', unit: 'W', factor: 1 },
  '°C': { quantity: 'temperature', unit: 'K', factor: 1, offset: 273.15 },
  '°': { quantity: 'angle', unit: 'rad', factor: Math.PI / 180 },
  'h/day': { quantity: 'time per day', unit: 's/day', factor: 3600 },
  'kWh/m²/day': { quantity: 'irradiation per day', unit: 'J/m²/day', factor: 3_600_000 },
  'per kWh': { quantity: 'price of energy', unit: '', factor: 1 },
} as const satisfies Record<string, SiConversion>;

/** A unit a contract may give a number in. */
export type ContractUnit = keyof typeof siConversions;
