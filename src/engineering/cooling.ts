import { DEFAULT_WATER_TEMP_C, HOT_WATER_MIN_COOLING_VELOCITY_MS, MOTOR_RATED_WATER_TEMP_C } from './warm-water';

/**
 * Motor cooling (the velocity of the water flowing past the motor to the pump intake) and whether
 * the set with its drop cable fits the bore.
 */

/** One inch in mm. */
export const MM_PER_INCH = 25.4;

/**
 * Minimum cooling velocity past a 4-inch motor, m/s: Franklin Electric AIM manual, "Motor cooling":
 * 0.25 ft/s = 0.076 m/s, rounded up to the 0.08 m/s the site's 4-inch pump and motor pages state.
 */
export const MIN_COOLING_VELOCITY_4IN_MS = 0.08;
/** Minimum cooling velocity past 6-inch and larger motors, m/s (Franklin Electric AIM manual: 0.5 ft/s = 0.152 m/s, rounded up to 0.16). */
export const MIN_COOLING_VELOCITY_6IN_UP_MS = 0.16;

/** The diameters a pump set needs of the bore, as the catalogue gives them (mm). */
export interface SetDiameters {
  /** Largest diameter of the pump with its cable guard over the drop cable(s), mm. */
  maxDiameterWithCableGuardMm: number;
  /** Diameter across the motor with the flat drop cable(s) beside it, mm. */
  motorDiameterWithCableMm: number;
}

/** Whether a set fits a bore, with the figures behind it. */
export interface BoreFit {
  /** Bore (casing) inner diameter in mm. */
  boreInnerDiameterMm: number;
  /** What the set needs: the larger of the pump with its guard and the motor with its cable, mm. */
  neededMm: number;
  fits: boolean;
}

/**
 * Whether the set fits the bore with its drop cable: max(D_pump+guard, D_motor+cable) ≤ D_bore, on
 * the catalogue's own dimensions (borehole pump data booklets tabulate the pump's diameter with the
 * cable guard and the motor's with its cable beside the smallest borehole, e.g. Grundfos SP data
 * booklet, "Dimensions and weights"), so the sizing accepts every bore the product page states.
 * A 6-lead motor's two cables lie side by side under the guard, so the figure holds for star-delta.
 * Example: a 4-inch set, 100 mm with guard and 101 mm across motor and cable, needs 101 mm and fits
 * a 4-inch (101.6 mm) bore.
 * @param set the set's diameters in mm
 * @param boreInch bore (casing) inner diameter in inch
 */
export function boreFit(set: SetDiameters, boreInch: number): BoreFit {
  const boreInnerDiameterMm = boreInch * MM_PER_INCH;
  const neededMm = Math.max(set.maxDiameterWithCableGuardMm, set.motorDiameterWithCableMm);
  return { boreInnerDiameterMm, neededMm, fits: neededMm <= boreInnerDiameterMm + 1e-9 };
}

/** Result of the cooling check. */
export interface CoolingCheck {
  /** Velocity past the motor in m/s. */
  velocityMs: number;
  /** Minimum for the motor size in m/s. */
  minimumMs: number;
  /** Motor outer diameter used, mm. */
  motorOuterDiameterMm: number;
  /** Bore inner diameter, mm. */
  boreInnerDiameterMm: number;
  /** True when a flow sleeve is needed to reach the minimum. */
  flowSleeveNeeded: boolean;
}

/**
 * Velocity past the motor v = Q_op / (π/4·(D_bore² − D_motor²)) (annular flow; Franklin Electric
 * AIM manual, "Cooling flow"), with the motor's own outer diameter, against the minimum for the
 * motor's size: a 4-inch motor (OD ≤ 4 in) needs {@link MIN_COOLING_VELOCITY_4IN_MS}, larger ones
 * {@link MIN_COOLING_VELOCITY_6IN_UP_MS}; in water warmer than {@link MOTOR_RATED_WATER_TEMP_C}
 * every motor needs {@link HOT_WATER_MIN_COOLING_VELOCITY_MS}.
 * @param flowM3h operating flow in m³/h
 * @param boreInch bore (casing) inner diameter in inch
 * @param motorOuterDiameterMm motor outer diameter in mm
 * @param waterTempC water temperature in °C (default {@link DEFAULT_WATER_TEMP_C})
 * @throws RangeError when the motor is not narrower than the bore (the fit check comes first)
 */
export function coolingCheck(
  flowM3h: number,
  boreInch: number,
  motorOuterDiameterMm: number,
  waterTempC = DEFAULT_WATER_TEMP_C,
): CoolingCheck {
  const boreInnerDiameterMm = boreInch * MM_PER_INCH;
  if (motorOuterDiameterMm >= boreInnerDiameterMm) throw new RangeError('the motor is wider than the bore');
  const bore = boreInnerDiameterMm / 1000;
  const motor = motorOuterDiameterMm / 1000;
  const minimumMs =
    waterTempC > MOTOR_RATED_WATER_TEMP_C
      ? HOT_WATER_MIN_COOLING_VELOCITY_MS
      : motorOuterDiameterMm <= 4 * MM_PER_INCH
        ? MIN_COOLING_VELOCITY_4IN_MS
        : MIN_COOLING_VELOCITY_6IN_UP_MS;
  const velocityMs = flowM3h / 3600 / ((Math.PI / 4) * (bore * bore - motor * motor));
  return {
    velocityMs,
    minimumMs,
    motorOuterDiameterMm,
    boreInnerDiameterMm,
    flowSleeveNeeded: velocityMs < minimumMs,
  };
}
