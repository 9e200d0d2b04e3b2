/**
 * Energy of a running pump set: input power P1 = P2 / η_motor (IEC 60034-2-1:2014: efficiency is
 * output over input), energy per year E = P1 × hours per day × 365 (E = P·t), cost = E × tariff, and
 * specific energy E_s = P1 / Q in kWh/m³ (the energy per cubic metre delivered: Europump and
 * Hydraulic Institute, "Variable Speed Pumping: A Guide to Successful Applications", 2004, §4;
 * ISO/ASME 14414 pump-system energy assessment uses the same yardstick), the figure that compares
 * pumps that deliver different flows.
 */

/** Days of running per year. */
export const DAYS_PER_YEAR = 365;

/** Running hours per day assumed when the visitor gives none (a farm pump's typical day). */
export const DEFAULT_HOURS_PER_DAY = 8;

/**
 * Electrical input power P1 in kW from shaft power P2 and motor efficiency.
 * Worked example: P2 = 4.4 kW, η_motor = 84 % → 5.238 kW.
 * @param shaftPowerKw P2 in kW
 * @param motorEfficiencyPct η_motor in % (> 0)
 */
export function inputPowerKw(shaftPowerKw: number, motorEfficiencyPct: number): number {
  return shaftPowerKw / (motorEfficiencyPct / 100);
}

/**
 * Energy per year in kWh: P1 × hours per day × 365.
 * Worked example: 5.238 kW × 8 h × 365 = 15 295 kWh.
 */
export function energyKwhPerYear(inputKw: number, hoursPerDay = DEFAULT_HOURS_PER_DAY): number {
  return inputKw * hoursPerDay * DAYS_PER_YEAR;
}

/**
 * Energy per year in kWh and its cost in the tariff's currency (null without a tariff).
 * @param inputKw electrical input power P1 in kW
 * @param hoursPerDay running hours per day
 * @param tariffPerKwh price of one kWh, or undefined
 */
export function annualEnergy(
  inputKw: number,
  hoursPerDay: number,
  tariffPerKwh?: number,
): { energyKwhPerYear: number; energyCostPerYear: number | null } {
  const energy = energyKwhPerYear(inputKw, hoursPerDay);
  return { energyKwhPerYear: energy, energyCostPerYear: tariffPerKwh === undefined ? null : energy * tariffPerKwh };
}

/**
 * Specific energy in kWh/m³: electrical input power over the flow delivered, E_s = P1 / Q.
 * Worked example: 5.238 kW at 10.5 m³/h → 0.499 kWh/m³.
 * @param inputKw P1 in kW
 * @param flowM3h operating flow in m³/h (> 0)
 */
export function specificEnergyKwhPerM3(inputKw: number, flowM3h: number): number {
  return inputKw / flowM3h;
}
