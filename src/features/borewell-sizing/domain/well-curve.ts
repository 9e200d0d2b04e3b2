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
