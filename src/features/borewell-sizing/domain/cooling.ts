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

/**
 * Room taken beside the pump set by each drop cable with its cable guard, mm: a 3-core flat
 * submersible cable (IS 694) of the sizes a borewell set uses is 5–6 mm thick, and the cable guard
 * strapped over it along the pump's body adds its sheet; this site's stated allowance is 6 mm per
 * cable, so a set fits when its largest diameter + 6 mm per cable is within the bore.
 */
export const CABLE_AND_GUARD_ALLOWANCE_MM = 6;

/**
 * Whether the set fits the bore with its drop cables: D_set + n·{@link CABLE_AND_GUARD_ALLOWANCE_MM}
 * ≤ D_bore.
 * @param setOuterDiameterMm largest outer diameter of the pump set in mm
 * @param boreInch bore (casing) inner diameter in inch
 * @param cables drop cables beside the set (2 for star-delta)
 */
export function setFits(setOuterDiameterMm: number, boreInch: number, cables: number): boolean {
  return setOuterDiameterMm + cables * CABLE_AND_GUARD_ALLOWANCE_MM <= boreInch * MM_PER_INCH + 1e-9;
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
 * {@link MIN_COOLING_VELOCITY_6IN_UP_MS}.
 * @param flowM3h operating flow in m³/h
 * @param boreInch bore (casing) inner diameter in inch
 * @param motorOuterDiameterMm motor outer diameter in mm
 * @throws RangeError when the motor is not narrower than the bore (the fit check comes first)
 */
export function coolingCheck(flowM3h: number, boreInch: number, motorOuterDiameterMm: number): CoolingCheck {
  const boreInnerDiameterMm = boreInch * MM_PER_INCH;
  if (motorOuterDiameterMm >= boreInnerDiameterMm) throw new RangeError('the motor is wider than the bore');
  const bore = boreInnerDiameterMm / 1000;
  const motor = motorOuterDiameterMm / 1000;
  const minimumMs =
    motorOuterDiameterMm <= 4 * MM_PER_INCH ? MIN_COOLING_VELOCITY_4IN_MS : MIN_COOLING_VELOCITY_6IN_UP_MS;
  const velocityMs = flowM3h / 3600 / ((Math.PI / 4) * (bore * bore - motor * motor));
  return {
    velocityMs,
    minimumMs,
    motorOuterDiameterMm,
    boreInnerDiameterMm,
    flowSleeveNeeded: velocityMs < minimumMs,
  };
}
