import type { CableSize } from '@/content/schemas/engineering';

/**
 * Drop cable from the panel to the motor: resistance at operating temperature, voltage drop, size
 * choice and the energy lost in the cable.
 */

/**
 * Temperature coefficient of resistance of annealed copper at 20 °C, per K (IEC 60287-1-1, Table 1;
 * the basis of the IEC 60228 temperature correction).
 */
export const COPPER_ALPHA_PER_K = 0.00393;
/** Conductor temperature at which the drop is worked out, °C: the cable page's maximum of +70 °C (PVC insulation). */
export const CONDUCTOR_TEMPERATURE_C = 70;
/** Reactance of a multicore cable per conductor, Ω/km: IEC 60364-5-52 Annex G, λ = 0.08 mΩ/m. */
export const CABLE_REACTANCE_OHM_PER_KM = 0.08;
/**
 * Voltage-drop limits in % of the rated voltage: aim ≤ 3 % (IEC 60364-5-52 Table G.52.1, 3 % for
 * installations supplied from a public LV network, lighting; the cable page's rule), refuse above
 * 5 % (same table, other uses).
 */
export const VOLTAGE_DROP_AIM_PCT = 3;
export const VOLTAGE_DROP_MAX_PCT = 5;

/**
 * Resistance in Ω/km at the conductor temperature from the 20 °C value: R_t = R_20·(1 + α·(t − 20))
 * (IEC 60228 Annex B / IEC 60287-1-1 eq. (1) with α = 0.00393/K).
 */
export function resistanceAtOhmPerKm(r20OhmPerKm: number, temperatureC = CONDUCTOR_TEMPERATURE_C): number {
  return r20OhmPerKm * (1 + COPPER_ALPHA_PER_K * (temperatureC - 20));
}

/** How the motor is wired: single-phase (2 conductors), three-phase (3) or star-delta (6, two 3-core cables). */
export type Wiring = 'single-phase' | 'three-phase' | 'star-delta';

/**
 * Voltage drop in V over a cable run (IEC 60364-5-52 Annex G: ΔU = b·(R·cosφ + X·sinφ)·L·I):
 * single-phase ΔU = 2·L·I·(R·cosφ + X·sinφ), the conductor out and back, both carrying I (the
 * reactance term is small for drop cables, but a motor's cos φ of 0.7–0.85 makes the R·cosφ term
 * smaller than 2·L·I·R, so leaving it out would overstate the drop by 15–30 %); three-phase
 * ΔU = √3·L·I·(R·cosφ + X·sinφ), line to line.
 * @param phase 1 or 3
 * @param lengthM route length of the cable in m
 * @param currentA current in each conductor in A
 * @param rOhmPerKm conductor resistance at operating temperature in Ω/km
 * @param powerFactor cos φ of the load
 * @param xOhmPerKm conductor reactance in Ω/km
 */
export function voltageDropV(
  phase: 1 | 3,
  lengthM: number,
  currentA: number,
  rOhmPerKm: number,
  powerFactor: number,
  xOhmPerKm = CABLE_REACTANCE_OHM_PER_KM,
): number {
  const b = phase === 1 ? 2 : Math.sqrt(3);
  const sinPhi = Math.sqrt(Math.max(0, 1 - powerFactor * powerFactor));
  return b * (lengthM / 1000) * currentA * (rOhmPerKm * powerFactor + xOhmPerKm * sinPhi);
}

/** The motor and supply the cable serves. */
export interface CableDuty {
  wiring: Wiring;
  /** Rated supply voltage in V (line to line for three-phase). */
  voltageV: number;
  /** Motor full-load (line) current in A. */
  fullLoadCurrentA: number;
  /** Motor power factor cos φ at full load. */
  powerFactor: number;
  /** Cable route length from panel to motor in m. */
  lengthM: number;
  /** Hours of running per year (for the cable losses). */
  hoursPerYear: number;
}

/** The chosen drop cable. */
export interface DropCable {
  /** Conductor cross-section in mm². */
  sizeMm2: number;
  /** Number of cables (2 for star-delta). */
  cables: number;
  /** Route length in m. */
  lengthM: number;
  /** Current in each conductor in A (line current ÷ √3 for star-delta). */
  currentA: number;
  /** Voltage drop at full-load current in V. */
  voltageDropV: number;
  /** Voltage drop in % of the rated voltage. */
  voltageDropPct: number;
  /** Energy lost in the cable per year, kWh (I²·R of every conductor × hours). */
  energyLossKwhPerYear: number;
  /** ok: ≤ 3 %; high: 3–5 % (warn); refused: above 5 % even at the largest size. */
  status: 'ok' | 'high' | 'refused';
}

function evaluate(size: CableSize, duty: CableDuty): Omit<DropCable, 'status'> {
  const starDelta = duty.wiring === 'star-delta';
  // Star-delta: the six leads carry the winding current, the line current ÷ √3 (cable page; Franklin
  // Electric AIM: Y-Δ cable lengths are 173 % of the DOL lengths).
  const currentA = starDelta ? duty.fullLoadCurrentA / Math.sqrt(3) : duty.fullLoadCurrentA;
  const phase = duty.wiring === 'single-phase' ? 1 : 3;
  const r = resistanceAtOhmPerKm(size.maxResistance20COhmPerKm);
  const drop = voltageDropV(phase, duty.lengthM, currentA, r, duty.powerFactor);
  const conductors = duty.wiring === 'single-phase' ? 2 : starDelta ? 6 : 3;
  const lossW = conductors * currentA * currentA * (r / 1000) * duty.lengthM;
  return {
    sizeMm2: size.sizeMm2,
    cables: starDelta ? 2 : 1,
    lengthM: duty.lengthM,
    currentA,
    voltageDropV: drop,
    voltageDropPct: (100 * drop) / duty.voltageV,
    energyLossKwhPerYear: (lossW / 1000) * duty.hoursPerYear,
  };
}

/**
 * Chooses the drop cable: the smallest size of the range whose current rating in water carries the
 * conductor current and whose voltage drop is ≤ {@link VOLTAGE_DROP_AIM_PCT}; when none does, the
 * largest size, flagged `high` (≤ {@link VOLTAGE_DROP_MAX_PCT}) or `refused` (above it, or a current
 * beyond the largest size's rating). Taking the largest
 * size then (rather than the smallest under 5 %) keeps the choice monotone: a longer cable never
 * gets a smaller size.
 * @param sizes the cable range by rising size, from `getEngineeringData().cables`
 * @throws Error when the range is empty (the content schema requires one size at least)
 */
export function chooseDropCable(sizes: CableSize[], duty: CableDuty): DropCable {
  const rated = sizes.filter((s) => s.currentRatingInWaterA >= evaluate(s, duty).currentA);
  for (const size of rated) {
    const result = evaluate(size, duty);
    if (result.voltageDropPct <= VOLTAGE_DROP_AIM_PCT) return { ...result, status: 'ok' };
  }
  const last = sizes.at(-1);
  if (!last) throw new Error('the cable range is empty');
  const largest = evaluate(last, duty);
  const carries = rated.includes(last);
  return { ...largest, status: carries && largest.voltageDropPct <= VOLTAGE_DROP_MAX_PCT ? 'high' : 'refused' };
}
