import type { CableSize } from './tables';
import type { Circuit } from './starter';

/**
 * Drop cable from the panel to the motor: resistance at operating temperature, voltage drop, size
 * choice and the energy lost in the cable. Flat submersible cables are sold in India to IS 694 with
 * conductors to IS 8130 class 5, whose resistances are those of IEC 60228 class 5.
 */

/** The standard named on the sheet for the conductor resistances. */
export const CABLE_STANDARD = 'IEC 60228 class 5 copper (IS 694 flat cable, conductors to IS 8130)';

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

/**
 * Voltage drop in V over a drop-cable circuit (IEC 60364-5-52 Annex G: ΔU = b·L·I·(R·cosφ + X·sinφ)):
 * - `direct-on-line`: ΔU = √3·L·I·(R·cosφ + X·sinφ), line to line, I the line current;
 * - `single-phase`: ΔU = 2·L·I·(R·cosφ + X·sinφ), the conductor out and back;
 * - `star-delta`: ΔU = 2·L·(I/√3)·(R·cosφ + X·sinφ): with six leads in two cables, each winding is
 *   fed through its own two conductors carrying the phase current I/√3, against the line voltage
 *   across the winding; two thirds of the DOL drop, which is why Franklin Electric's AIM manual allows
 *   1.5 × the DOL cable length for Y-Δ.
 * The reactance term is small for drop cables, but a motor's cos φ of 0.7–0.95 makes R·cosφ smaller
 * than R, so leaving cos φ out would overstate the drop by 5–30 %.
 * @param circuit the circuit
 * @param lengthM route length of the cable (one way) in m
 * @param currentA current in each conductor in A (for star-delta the phase current I/√3)
 * @param rOhmPerKm conductor resistance at operating temperature in Ω/km
 * @param powerFactor cos φ of the motor on its supply
 * @param xOhmPerKm conductor reactance in Ω/km
 */
export function voltageDropV(
  circuit: Circuit,
  lengthM: number,
  currentA: number,
  rOhmPerKm: number,
  powerFactor: number,
  xOhmPerKm = CABLE_REACTANCE_OHM_PER_KM,
): number {
  const b = circuit === 'direct-on-line' ? Math.sqrt(3) : 2;
  const sinPhi = Math.sqrt(Math.max(0, 1 - powerFactor * powerFactor));
  return b * (lengthM / 1000) * currentA * (rOhmPerKm * powerFactor + xOhmPerKm * sinPhi);
}

/** Conductors carrying current in a circuit: 3 (DOL), 6 (star-delta, two 3-core cables), 2 (single-phase main winding). */
const CONDUCTORS: Readonly<Record<Circuit, number>> = { 'direct-on-line': 3, 'star-delta': 6, 'single-phase': 2 };

/** Current in each conductor for a motor line current: I/√3 in star-delta (the winding current), else I. */
export function conductorCurrentA(circuit: Circuit, lineCurrentA: number): number {
  return circuit === 'star-delta' ? lineCurrentA / Math.sqrt(3) : lineCurrentA;
}

/** The motor and supply the cable serves. */
export interface CableDuty {
  circuit: Circuit;
  /** Rated supply voltage in V (line to line for three-phase). */
  voltageV: number;
  /**
   * Motor full-load (line) current in A: the drop and the current rating are checked at it, or at the
   * running current when that is higher (a motor in its service factor).
   */
  fullLoadCurrentA: number;
  /** Motor line current at the operating point in A: the cable losses are taken at it. */
  runningCurrentA: number;
  /** Motor power factor cos φ on this supply. */
  powerFactor: number;
  /** Cable route length from panel to motor in m (one way). */
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
  circuit: Circuit;
  /** Route length in m (one way). */
  lengthM: number;
  /** Conductor resistance at 70 °C in Ω/km. */
  resistanceOhmPerKm: number;
  /** Conductor reactance in Ω/km. */
  reactanceOhmPerKm: number;
  /** cos φ used. */
  powerFactor: number;
  /**
   * Current in each conductor the cable is sized on, in A (line current ÷ √3 for star-delta): the
   * full-load current, or the running current when the motor runs above its nameplate.
   */
  currentA: number;
  /** Current rating of the size in water in A. */
  currentRatingA: number;
  /** Voltage drop at full-load current in V. */
  voltageDropV: number;
  /** Voltage drop in % of the rated voltage. */
  voltageDropPct: number;
  /** Energy lost in the cable per year at the running current, kWh (I²·R of every conductor × hours). */
  energyLossKwhPerYear: number;
  /** ok: ≤ 3 %; high: 3–5 % (warn); refused: above 5 % (or over its rating) even at the largest size. */
  status: 'ok' | 'high' | 'refused';
}

/**
 * The line current the cable is sized on, in A: the full-load current, or the running current when
 * it is higher. A motor loaded into its service factor draws more than its nameplate current
 * continuously, and IEC 60364-5-52 §523 and §525 size a conductor's current rating and voltage drop
 * on the current it carries in service (the design current I_B); Franklin Electric's AIM manual sizes
 * submersible cables on the motor's maximum (service-factor) amps for the same reason.
 */
export function designCurrentA(duty: Pick<CableDuty, 'fullLoadCurrentA' | 'runningCurrentA'>): number {
  return Math.max(duty.fullLoadCurrentA, duty.runningCurrentA);
}

function evaluate(size: CableSize, duty: CableDuty): Omit<DropCable, 'status'> {
  const currentA = conductorCurrentA(duty.circuit, designCurrentA(duty));
  const runningA = conductorCurrentA(duty.circuit, duty.runningCurrentA);
  const r = resistanceAtOhmPerKm(size.maxResistance20COhmPerKm);
  const drop = voltageDropV(duty.circuit, duty.lengthM, currentA, r, duty.powerFactor);
  const lossW = CONDUCTORS[duty.circuit] * runningA * runningA * (r / 1000) * duty.lengthM;
  return {
    sizeMm2: size.sizeMm2,
    cables: duty.circuit === 'star-delta' ? 2 : 1,
    circuit: duty.circuit,
    lengthM: duty.lengthM,
    resistanceOhmPerKm: r,
    reactanceOhmPerKm: CABLE_REACTANCE_OHM_PER_KM,
    powerFactor: duty.powerFactor,
    currentA,
    currentRatingA: size.currentRatingInWaterA,
    voltageDropV: drop,
    voltageDropPct: (100 * drop) / duty.voltageV,
    energyLossKwhPerYear: (lossW / 1000) * duty.hoursPerYear,
  };
}

/**
 * Chooses the drop cable: the smallest size of the range whose current rating in water carries the
 * conductor current at the design current ({@link designCurrentA}) and whose voltage drop is ≤ {@link VOLTAGE_DROP_AIM_PCT}; when none does, the
 * largest size, flagged `high` (≤ {@link VOLTAGE_DROP_MAX_PCT}) or `refused` (above it, or a current
 * beyond the largest size's rating). Taking the largest
 * size then (rather than the smallest under 5 %) keeps the choice monotone: a longer cable never
 * gets a smaller size.
 * @param sizes the cable range by rising size, from `getEngineeringData().cables`
 * @throws Error when the range is empty (the content schema requires one size at least)
 */
export function chooseDropCable(sizes: CableSize[], duty: CableDuty): DropCable {
  const rated = sizes.filter((s) => s.currentRatingInWaterA >= conductorCurrentA(duty.circuit, designCurrentA(duty)));
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
