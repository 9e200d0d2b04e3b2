import type { MotorSupply } from './tables';
import { inputPowerKw } from '@/engineering/hydraulics';

/**
 * The motor of a pump set on one supply, and how hard it works at an operating point: the one motor
 * model of the pump selector, the borewell sizing and the solar sizing (issue 48, items 7 and 8).
 *
 * - Per supply: a motor offered for two supplies (a 4-inch motor as a 230 V single-phase capacitor-run
 *   motor and a 415 V three-phase one) has the efficiency and cos φ of the supply it runs on; the
 *   catalogue gives them on the supply when they differ from the motor's (three-phase) rating.
 * - Load: P2 / P2,rated in % of the nameplate. Above 100 % the motor runs into its service factor
 *   (NEMA MG 1-2016 §1.74 and §14.37: the permissible loading above rated output, "service factor
 *   load"; Franklin Electric, Application · Installation · Maintenance Manual, 2019, "Motor ratings":
 *   submersible motors SF 1.15); above rated output × service factor it is overloaded.
 * - Current at the operating point: I = I_FL × P2 / P2,rated. From P1 = √3·U·I·cos φ (three-phase) or
 *   U·I·cos φ (single-phase) with P1 = P2 / η, I is proportional to P2 while η and cos φ stay at their
 *   rated values, which they nearly do from about 75 % to the service-factor load (the flat top of a
 *   motor's efficiency and power-factor curves; IEC 60034-2-1 rates them at 100 %). Below full load the
 *   real current is somewhat higher (magnetising current); the figure is used above full load, to size
 *   the cable, and for the cable losses.
 */

/** A motor's rated (nameplate) data, as the catalogue's `motor` gives them. */
export interface RatedMotor {
  /** Rated output P2 in kW. */
  powerKw: number;
  /** Efficiency at rated load in % (three-phase rating). */
  efficiencyPct: number;
  /** cos φ at rated load (three-phase rating). */
  powerFactor: number;
}

/** One supply the motor is offered for, as the catalogue's `motor.supplies[i]` gives it. */
export interface RatedSupply {
  phase: 1 | 3;
  /** Rated voltage in V. */
  voltageV: number;
  /** Full-load current in A on this supply. */
  fullLoadCurrentA: number;
  /** Efficiency at rated load on this supply in %, when it differs from the motor's. */
  efficiencyPct?: number;
  /** cos φ at rated load on this supply, when it differs from the motor's. */
  powerFactor?: number;
}

/** The motor as it runs on one supply: what every tool computes input power, current and load from. */
export interface MotorOnSupply {
  /** Rated output P2 in kW. */
  powerKw: number;
  phase: 1 | 3;
  voltageV: number;
  /** Efficiency at rated load on this supply in %. */
  efficiencyPct: number;
  /** cos φ at rated load on this supply. */
  powerFactor: number;
  /** Full-load (nameplate) current on this supply in A. */
  fullLoadCurrentA: number;
  /** Service factor: the multiple of rated output the motor may carry continuously (1 for IEC motors). */
  serviceFactor: number;
}

/**
 * The motor on one supply: the supply's efficiency and cos φ where the catalogue gives them, else the
 * motor's.
 * Worked example (KS4-02/04, 0.37 kW, η 67 %, cos φ 0.73; 230 V single-phase supply η 62 %, cos φ
 * 0.95, 2.73 A): on the single-phase supply η = 62 %, cos φ = 0.95, I_FL = 2.73 A.
 * @param serviceFactor the model's service factor ({@link serviceFactorOf})
 */
export function motorOnSupply(motor: RatedMotor, supply: RatedSupply, serviceFactor: number): MotorOnSupply {
  return {
    powerKw: motor.powerKw,
    phase: supply.phase,
    voltageV: supply.voltageV,
    efficiencyPct: supply.efficiencyPct ?? motor.efficiencyPct,
    powerFactor: supply.powerFactor ?? motor.powerFactor,
    fullLoadCurrentA: supply.fullLoadCurrentA,
    serviceFactor,
  };
}

/** How hard the motor works at an operating point. */
export interface MotorLoad {
  /** Shaft power P2 as % of the rated output: 100 × P2 / P2,rated. */
  loadPctOfNameplate: number;
  /** Electrical input P1 = P2 / η in kW (η on the supply). */
  inputPowerKw: number;
  /** Line current I = I_FL × P2 / P2,rated in A. */
  currentA: number;
  /**
   * `nameplate`: P2 ≤ rated output; `service-factor`: above it but within rated output × service
   * factor; `overload`: above that.
   */
  status: 'nameplate' | 'service-factor' | 'overload';
}

/** Relative slack on the load limits, so that a point exactly at a limit is not past it by rounding. */
const SLACK = 1e-9;

/**
 * The load of a motor at a shaft power.
 * Worked example (issue 48): a 15 kW submersible motor (SF 1.15, η 85 %, I_FL 30 A) at P2 = 15.87 kW
 * runs at 15.87 / 15 = 105.8 % of its nameplate, inside its service factor (≤ 115 %); it draws
 * P1 = 15.87 / 0.85 = 18.67 kW and I = 30 × 1.058 = 31.74 A.
 * @param motor the motor on its supply ({@link motorOnSupply})
 * @param shaftPowerKw P2 at the operating point in kW (≥ 0)
 */
export function motorLoad(
  motor: Pick<MotorOnSupply, 'powerKw' | 'efficiencyPct' | 'fullLoadCurrentA' | 'serviceFactor'>,
  shaftPowerKw: number,
): MotorLoad {
  const share = shaftPowerKw / motor.powerKw;
  return {
    loadPctOfNameplate: share * 100,
    inputPowerKw: inputPowerKw(shaftPowerKw, motor.efficiencyPct),
    currentA: motor.fullLoadCurrentA * share,
    status:
      share <= 1 + SLACK ? 'nameplate' : share <= motor.serviceFactor * (1 + SLACK) ? 'service-factor' : 'overload',
  };
}

/**
 * Service factor of a model's motor: 1.15 for borehole submersible motors (NEMA MG 1-2016 §14.37 and
 * Franklin Electric, Application · Installation · Maintenance Manual, 2019, "Motor ratings": 4-inch
 * and 6-inch submersible motors are rated with SF 1.15), 1.0 for the IEC surface and open-well motors
 * (IEC 60034-1 rates output for continuous duty S1 and gives no service factor).
 */
export function serviceFactorOf(model: { category: string; minBoreInch?: number }): number {
  return model.category === 'SUBMERSIBLE PUMPS' && model.minBoreInch !== undefined ? 1.15 : 1;
}

/** Share of a motor's rated voltage a supply may differ by and still be its supply (±10 %). */
export const SUPPLY_VOLTAGE_TOLERANCE = 0.1;

/**
 * The supply of a model's motor that a site's supply matches, or undefined: the same phase, and a
 * voltage within ±10 % of the motor's rated voltage (IEC 60038:2009, Table 1 note: under normal
 * operating conditions a supply stays within ±10 % of its nominal voltage, so a 415 V motor serves a
 * 380–440 V network). An absent phase or voltage matches any.
 * Worked example: a 415 V three-phase motor on a 380 V supply: |415 − 380| = 35 V ≤ 41.5 V, a match;
 * on 460 V: 45 V > 41.5 V, none.
 * @param model the model's motor and the supplies it is offered for
 * @param supply the site's phase (1 or 3) and voltage in V
 */
export function matchingSupply(
  model: { motor: { supplies: readonly MotorSupply[] } },
  supply: { phase?: 1 | 3; voltageV?: number },
): MotorSupply | undefined {
  return model.motor.supplies.find(
    (s) =>
      (supply.phase === undefined || s.phase === supply.phase) &&
      (supply.voltageV === undefined ||
        Math.abs(s.voltageV - supply.voltageV) <= s.voltageV * SUPPLY_VOLTAGE_TOLERANCE),
  );
}
