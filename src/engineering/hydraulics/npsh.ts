import { atmosphericPressureKpa, kpaToHeadM, vapourPressureKpa } from './water';

/**
 * Net positive suction head available at a surface pump's inlet (Hydraulic Institute ANSI/HI
 * 9.6.1-2012 §9.6.1.2; Karassik, Pump Handbook, 4th ed., §2.2):
 * NPSHa = p_atm(altitude)/(ρ·g) − suction lift − p_vapour(T)/(ρ·g) − suction friction,
 * with the suction lift positive when the water is below the pump and negative for a flooded
 * suction. A pump runs free of cavitation damage when NPSHa ≥ NPSHr + margin.
 */

/** Friction of the suction line assumed when none is given, in m: a short suction (a foot valve, one bend, a few metres of pipe at ≤ 1.5 m/s). Stated on every result that uses it. */
export const SUCTION_FRICTION_ALLOWANCE_M = 0.5;

/** Water temperature (°C) and altitude (m) assumed when none is given. */
export const DEFAULT_WATER_TEMPERATURE_C = 20;
export const DEFAULT_ALTITUDE_M = 0;

/**
 * NPSH margin the site asks for: the larger of a ratio NPSHa/NPSHr of 1.1 (the lowest margin ratio
 * ANSI/HI 9.6.1-2012 recommends, for general-purpose and agricultural service) and 0.5 m.
 */
export const NPSH_MARGIN = { ratio: 1.1, minimumM: 0.5 } as const;

/** The suction conditions of a surface pump. */
export interface SuctionConditions {
  /** Static suction lift in m: positive when the water surface is below the pump's inlet, negative when flooded. */
  suctionLiftM: number;
  /** Water temperature in °C (1–100). */
  waterTemperatureC?: number;
  /** Site altitude above sea level in m. */
  altitudeM?: number;
  /** Friction in the suction line at the operating flow in m (default {@link SUCTION_FRICTION_ALLOWANCE_M}). */
  suctionFrictionM?: number;
}

/** NPSHa and its parts, each in m. */
export interface NpshAvailable {
  npshAvailableM: number;
  atmosphericHeadM: number;
  vapourHeadM: number;
  suctionLiftM: number;
  suctionFrictionM: number;
}

/**
 * NPSH available in m.
 * Worked example: sea level, 20 °C, 3 m lift, 0.5 m friction →
 * 101.325 kPa / 9.80665 = 10.332 m − 3 − 2.336 kPa / 9.80665 (0.238 m) − 0.5 = 6.594 m.
 */
export function npshAvailable(conditions: SuctionConditions): NpshAvailable {
  const atmosphericHeadM = kpaToHeadM(atmosphericPressureKpa(conditions.altitudeM ?? DEFAULT_ALTITUDE_M));
  const vapourHeadM = kpaToHeadM(vapourPressureKpa(conditions.waterTemperatureC ?? DEFAULT_WATER_TEMPERATURE_C));
  const suctionFrictionM = conditions.suctionFrictionM ?? SUCTION_FRICTION_ALLOWANCE_M;
  return {
    npshAvailableM: atmosphericHeadM - conditions.suctionLiftM - vapourHeadM - suctionFrictionM,
    atmosphericHeadM,
    vapourHeadM,
    suctionLiftM: conditions.suctionLiftM,
    suctionFrictionM,
  };
}

/**
 * The NPSHa a pump needs at a point: NPSHr + max(0.1 × NPSHr, 0.5 m) ({@link NPSH_MARGIN}).
 * Worked example: NPSHr 4.2 m → 4.2 + max(0.42, 0.5) = 4.7 m.
 */
export function npshRequiredWithMargin(npshrM: number): number {
  return npshrM + Math.max((NPSH_MARGIN.ratio - 1) * npshrM, NPSH_MARGIN.minimumM);
}
