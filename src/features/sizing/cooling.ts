/**
 * Motor cooling: the velocity of the water flowing past the motor to the pump intake.
 */

/** One inch in mm. */
const MM_PER_INCH = 25.4;

/**
 * Minimum cooling velocity past a 4-inch motor, m/s: 0.08 m/s as the site's 4-inch pump and motor
 * pages state (Franklin Electric AIM manual: 0.25 ft/s for 4-inch motors).
 */
export const MIN_COOLING_VELOCITY_4IN_MS = 0.08;
/** Minimum cooling velocity past 6-inch and larger motors, m/s (Franklin Electric AIM manual: 0.5 ft/s = 0.16 m/s). */
export const MIN_COOLING_VELOCITY_6IN_UP_MS = 0.16;

/**
 * Outer diameter in mm of standard submersible motors by nominal size (NEMA MG 1 Part 18 flanges;
 * diameters of Franklin Electric motors in the AIM manual: 4-inch 3.75 in, 6-inch 5.43 in, 8-inch
 * 7.52 in; 10-inch about 9.3 in), used when the picked pump does not give its own.
 */
export const STANDARD_MOTOR_OD_MM: Readonly<Record<4 | 6 | 8 | 10, number>> = { 4: 95, 6: 138, 8: 191, 10: 237 };

/** Largest standard motor (nominal inch) that fits a bore of the given nominal diameter in inch, or undefined. */
export function standardMotorForBore(boreInch: number): 4 | 6 | 8 | 10 | undefined {
  const fitting = ([10, 8, 6, 4] as const).filter((size) => STANDARD_MOTOR_OD_MM[size] < boreInch * MM_PER_INCH);
  return fitting[0];
}

/** Result of the cooling check. */
export interface CoolingCheck {
  /** Velocity past the motor in m/s (0 when the motor does not fit). */
  coolingVelocityMs: number;
  /** Minimum for the motor size in m/s. */
  minimumMs: number;
  /** Motor outer diameter used, mm. */
  motorOuterDiameterMm: number;
  /** True when the motor does not fit the bore. */
  doesNotFit: boolean;
  /** True when a flow sleeve is needed to reach the minimum. */
  flowSleeveNeeded: boolean;
}

/**
 * Velocity past the motor v = Q / (π/4·(D_bore² − D_motor²)) (annular flow; Franklin Electric AIM
 * manual, "Cooling flow"), against the minimum for the motor's size: a motor up to 4-inch (OD ≤ 4 in)
 * needs {@link MIN_COOLING_VELOCITY_4IN_MS}, larger ones {@link MIN_COOLING_VELOCITY_6IN_UP_MS}.
 * @param flowM3h flow in m³/h
 * @param boreInch bore (casing) inner diameter in inch
 * @param motorOuterDiameterMm motor outer diameter in mm
 */
export function coolingCheck(flowM3h: number, boreInch: number, motorOuterDiameterMm: number): CoolingCheck {
  const bore = (boreInch * MM_PER_INCH) / 1000;
  const motor = motorOuterDiameterMm / 1000;
  const minimumMs =
    motorOuterDiameterMm <= 4 * MM_PER_INCH ? MIN_COOLING_VELOCITY_4IN_MS : MIN_COOLING_VELOCITY_6IN_UP_MS;
  if (motor >= bore) {
    return { coolingVelocityMs: 0, minimumMs, motorOuterDiameterMm, doesNotFit: true, flowSleeveNeeded: false };
  }
  const coolingVelocityMs = flowM3h / 3600 / ((Math.PI / 4) * (bore * bore - motor * motor));
  return {
    coolingVelocityMs,
    minimumMs,
    motorOuterDiameterMm,
    doesNotFit: false,
    flowSleeveNeeded: coolingVelocityMs < minimumMs,
  };
}
