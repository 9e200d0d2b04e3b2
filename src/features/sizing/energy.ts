/**
 * Energy used per year.
 */

/** Days of pumping per year (every day). */
export const DAYS_PER_YEAR = 365;

/**
 * Energy in kWh per year = input power (kW, electrical, at the operating point) × hours per day ×
 * {@link DAYS_PER_YEAR} (definition of energy, E = P·t), and its cost when a tariff is given.
 * @param inputPowerKw electrical input power P1 in kW
 * @param hoursPerDay pumping hours per day
 * @param tariffPerKwh price of one kWh in the visitor's currency, or undefined
 */
export function annualEnergy(
  inputPowerKw: number,
  hoursPerDay: number,
  tariffPerKwh?: number,
): { energyKwhPerYear: number; energyCostPerYear: number | null } {
  const energyKwhPerYear = inputPowerKw * hoursPerDay * DAYS_PER_YEAR;
  return { energyKwhPerYear, energyCostPerYear: tariffPerKwh === undefined ? null : energyKwhPerYear * tariffPerKwh };
}
