/**
 * The properties of water and the gravity every head, pressure and power figure of the site uses:
 * the one definition of ρ, g and metres of head per bar (the selector, borewell sizing, the content
 * checks, the data generator, charts and datasheets all import them from here).
 */

/**
 * Density of clean cold water in kg/m³: the reference value of pump testing, ISO 9906:2012 §3.2
 * ("clean cold water": ρ = 1 000 kg/m³ may be used below 40 °C), the convention catalogue curves use.
 */
export const WATER_DENSITY_KG_M3 = 1000;

/** Standard acceleration of gravity g in m/s², exact by definition (3rd CGPM 1901; ISO 80000-3). */
export const STANDARD_GRAVITY_M_S2 = 9.80665;

/** ρ·g in N/m³ (Pa per metre of water column): 1000 × 9.80665 = 9806.65. */
export const WATER_SPECIFIC_WEIGHT_N_M3 = WATER_DENSITY_KG_M3 * STANDARD_GRAVITY_M_S2;

/** Pascals in one bar (exact, SI brochure 9th ed. Table 8). */
export const PA_PER_BAR = 100_000;

/**
 * Metres of water column per bar: H = p / (ρ·g) = 100 000 Pa / 9806.65 N/m³ = 10.1972 m.
 * Source: definition of pressure head (Karassik, Pump Handbook, 4th ed., §2.1).
 */
export const M_HEAD_PER_BAR = PA_PER_BAR / WATER_SPECIFIC_WEIGHT_N_M3;

/**
 * Hydraulic (water) power P_w = ρ·g·Q·H in kW, with Q converted from m³/h to m³/s.
 * Source: ISO 9906:2012 §3.1.18 (pump power output).
 * Worked example: 36 m³/h at 50 m → 9806.65 × 0.01 × 50 / 1000 = 4.903 kW.
 * @param flowM3h flow Q in m³/h
 * @param headM total head H in m
 */
export function hydraulicPowerKw(flowM3h: number, headM: number): number {
  return (WATER_SPECIFIC_WEIGHT_N_M3 * (flowM3h / 3600) * headM) / 1000;
}

/**
 * Shaft power P2 = ρ·g·Q·H / η in kW (ISO 9906:2012 §3.1.19: pump efficiency η = P_w / P2).
 * @param flowM3h flow Q in m³/h
 * @param headM head H in m
 * @param efficiencyPct pump efficiency η in %, > 0
 */
export function shaftPowerKw(flowM3h: number, headM: number, efficiencyPct: number): number {
  return hydraulicPowerKw(flowM3h, headM) / (efficiencyPct / 100);
}

/**
 * Saturated vapour pressure of water in kPa at temperature T (°C), by the Antoine equation with the
 * constants for water from 1 to 100 °C: log10(p/mmHg) = 8.07131 − 1730.63 / (233.426 + T)
 * (Antoine constants as tabulated in Lange's Handbook of Chemistry, 15th ed., Table 5.8;
 * 1 mmHg = 0.133322 kPa). Within 0.5 % of the IAPWS-IF97 saturation line over 1–100 °C.
 * Worked example: 20 °C → 10^(8.07131 − 1730.63/253.426) = 17.52 mmHg = 2.336 kPa (IAPWS: 2.339 kPa).
 * @param temperatureC water temperature in °C (1–100)
 */
export function vapourPressureKpa(temperatureC: number): number {
  const mmHg = 10 ** (8.07131 - 1730.63 / (233.426 + temperatureC));
  return mmHg * 0.133322;
}

/**
 * Atmospheric pressure in kPa at an altitude above sea level, by the barometric formula of the
 * ICAO standard atmosphere (ISO 2533:1975) in the troposphere:
 * p = 101.325 × (1 − 2.25577·10⁻⁵ · z)^5.25588.
 * Worked example: 1000 m → 101.325 × 0.977442^5.25588 = 89.87 kPa.
 * @param altitudeM altitude in m (−500 to 5000)
 */
export function atmosphericPressureKpa(altitudeM: number): number {
  return 101.325 * (1 - 2.25577e-5 * altitudeM) ** 5.25588;
}

/** Metres of water column of a pressure in kPa: H = p / (ρ·g). */
export function kpaToHeadM(pressureKpa: number): number {
  return (pressureKpa * 1000) / WATER_SPECIFIC_WEIGHT_N_M3;
}
