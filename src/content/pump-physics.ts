/**
 * The physics every pump model's data must obey, shared by the data generator
 * (`scripts/generate-pump-models.ts`) and the build checks (`./pump-models.ts`). Units: Q in m³/h,
 * H in m, P in kW, η in %, n in rpm.
 */

/** Density of water at about 20 °C in kg/m³ (the catalogue convention for clean cold water). */
export const WATER_DENSITY_KG_M3 = 1000;
/** Standard gravity in m/s² as catalogue curves use it (ISO 9906 uses 9.81). */
export const GRAVITY_M_S2 = 9.81;

/**
 * Hydraulic (water) power P_w = ρ·g·Q·H in kW, with Q converted from m³/h to m³/s.
 * Source: ISO 9906:2012 §3.1 (pump power output); any fluid-mechanics text (e.g. Karassik,
 * Pump Handbook, 4th ed., §2.1).
 * @param flowM3h flow Q in m³/h
 * @param headM total head H in m
 */
export function hydraulicPowerKw(flowM3h: number, headM: number): number {
  return (WATER_DENSITY_KG_M3 * GRAVITY_M_S2 * (flowM3h / 3600) * headM) / 1000;
}

/**
 * Shaft power P2 = ρ·g·Q·H / η in kW (ISO 9906:2012 §3.1, pump efficiency η = P_w / P2).
 * @param efficiencyPct pump efficiency η in %, > 0
 */
export function shaftPowerKw(flowM3h: number, headM: number, efficiencyPct: number): number {
  return hydraulicPowerKw(flowM3h, headM) / (efficiencyPct / 100);
}

/**
 * Affinity laws for a change of speed with the same impeller: Q ∝ n, H ∝ n², P ∝ n³ (η unchanged).
 * Source: Hydraulic Institute, ANSI/HI 1.6 / 14.6; Karassik, Pump Handbook, §2.1 "Affinity laws".
 * @returns the factors for flow, head and power from speed `fromRpm` to `toRpm`
 */
export function affinityFactors(fromRpm: number, toRpm: number): { flow: number; head: number; power: number } {
  const ratio = toRpm / fromRpm;
  return { flow: ratio, head: ratio ** 2, power: ratio ** 3 };
}

/** Relative difference |a − b| / |b|. */
export function relativeDifference(a: number, b: number): number {
  return Math.abs(a - b) / Math.abs(b);
}
