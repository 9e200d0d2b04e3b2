/**
 * Energy of a running pump set. Input power P1 = P2 / η_motor (IEC 60034-2-1: efficiency is output
 * over input); energy per year E = P1 × hours per day × 365 (kWh); cost = E × tariff.
 */

/** Days of running per year. */
export const DAYS_PER_YEAR = 365;
/** Running hours per day assumed when the visitor gives none. */
export const DEFAULT_HOURS_PER_DAY = 8;

/** Electrical input power P1 in kW from shaft power P2 (kW) and motor efficiency (%). */
export function inputPowerKw(shaftPowerKw: number, motorEfficiencyPct: number): number {
  return shaftPowerKw / (motorEfficiencyPct / 100);
}

/** Energy per year in kWh at `hoursPerDay` of running. */
export function energyKwhPerYear(inputKw: number, hoursPerDay: number): number {
  return inputKw * hoursPerDay * DAYS_PER_YEAR;
}
