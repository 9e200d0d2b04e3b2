/**
 * The well's own system curve: the drawdown grows with the pumping rate, so the operating point of
 * a pump that delivers more than the duty lies on a steeper curve than the one through the duty.
 */

/**
 * Specific capacity Sc = Q_duty / s_duty in m³/h per m of drawdown (Driscoll, Groundwater and
 * Wells, 2nd ed., §9 "Specific capacity"). Stated assumption: the drawdown is linear in the pumping
 * rate (Sc constant), which holds for the laminar part of the well loss near the tested rate; the
 * turbulent well loss (Jacob's C·Q²) makes a real well draw down somewhat more at higher rates.
 * @param dutyFlowM3h flow at which the visitor's drawdown was seen, m³/h (> 0)
 * @param drawdownM drawdown at that flow, m (≥ 0)
 * @returns Sc in m³/h per m, or null when the drawdown is 0 (no measurable drawdown)
 */
export function specificCapacityM3hPerM(dutyFlowM3h: number, drawdownM: number): number | null {
  return drawdownM > 0 ? dutyFlowM3h / drawdownM : null;
}

/** Drawdown at a flow, m: s(Q) = Q / Sc (0 when Sc is null: no drawdown). */
export function drawdownAtM(flowM3h: number, specificCapacity: number | null): number {
  return specificCapacity === null ? 0 : flowM3h / specificCapacity;
}

/** Jacob's well-loss coefficients: s(Q) = B·Q + C·Q². */
export interface JacobDrawdown {
  /** Linear (aquifer and laminar well) loss B in m per m³/h. */
  bMPerM3h: number;
  /** Turbulent well loss C in m per (m³/h)². */
  cMPerM3h2: number;
}

/**
 * Jacob's drawdown s = B·Q + C·Q² through two yield-test points (C. E. Jacob, "Drawdown test to
 * determine effective radius of artesian well", Trans. ASCE 112, 1947; Driscoll, Groundwater and
 * Wells, 2nd ed., step-drawdown tests): with the specific drawdowns s/Q = B + C·Q,
 * C = (s₂/Q₂ − s₁/Q₁) / (Q₂ − Q₁) and B = s₁/Q₁ − C·Q₁. Example: 12.5 m at 10 m³/h and 21 m at
 * 15 m³/h give C = (1.4 − 1.25)/5 = 0.03 m/(m³/h)² and B = 1.25 − 0.3 = 0.95 m/(m³/h).
 * @param first flow (m³/h) and drawdown (m) of one test point
 * @param second another test point
 * @returns the coefficients, or null when they are not physical (a test point without drawdown,
 *   equal flows, B < 0 or C < 0: the specific drawdown must not fall as the flow grows)
 */
export function jacobDrawdown(
  first: { flowM3h: number; drawdownM: number },
  second: { flowM3h: number; drawdownM: number },
): JacobDrawdown | null {
  if (first.flowM3h <= 0 || second.flowM3h <= 0 || first.flowM3h === second.flowM3h) return null;
  const sq1 = first.drawdownM / first.flowM3h;
  const sq2 = second.drawdownM / second.flowM3h;
  const cMPerM3h2 = (sq2 - sq1) / (second.flowM3h - first.flowM3h);
  const bMPerM3h = sq1 - cMPerM3h2 * first.flowM3h;
  if (first.drawdownM <= 0 || second.drawdownM <= 0 || cMPerM3h2 < 0 || bMPerM3h < 0) return null;
  return { bMPerM3h, cMPerM3h2 };
}

/** Drawdown at a flow by Jacob's s = B·Q + C·Q², m. */
export function jacobDrawdownAtM(flowM3h: number, { bMPerM3h, cMPerM3h2 }: JacobDrawdown): number {
  return bMPerM3h * flowM3h + cMPerM3h2 * flowM3h * flowM3h;
}

/** First check valve within this height above the pump, m: Franklin Electric AIM manual, 25 ft = 7.6 m. */
export const FIRST_CHECK_VALVE_MAX_ABOVE_PUMP_M = 7.6;
/** Largest spacing of the further check valves up the column, m: Franklin Electric AIM manual, 200 ft = 60 m. */
export const CHECK_VALVE_SPACING_M = 60;

/**
 * Check-valve depths in m below ground, deepest first (Franklin Electric AIM manual, "Check
 * valves"): the first at the pump's discharge, within {@link FIRST_CHECK_VALVE_MAX_ABOVE_PUMP_M}
 * above the pump, then one every {@link CHECK_VALVE_SPACING_M} up the column while below ground.
 * @param settingDepthM pump setting depth (top of the pump) in m
 */
export function checkValveDepthsM(settingDepthM: number): number[] {
  const depths: number[] = [];
  for (let d = settingDepthM; d > 0; d -= CHECK_VALVE_SPACING_M) depths.push(d);
  return depths;
}
