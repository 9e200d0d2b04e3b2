import type { PumpCurves } from './pick-pump';

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

/**
 * Operating point of a pump on any rising system curve: the flow where H_pump(Q) = H_sys(Q), by
 * bisection over the pump curve's span (H_pump falls, H_sys rises: one root at most). The same
 * method as the selector's operating point, on a system curve that is not Hs + k·Q².
 * @param curves the pump's curves
 * @param systemHeadM H_sys(Q) in m for Q in m³/h
 * @returns flow (m³/h) and head (m), or `below` when the pump cannot reach the system head even at
 *   the curve's smallest flow, `beyond` when it would run past the curve's end
 */
export function operatingPointOn(
  curves: PumpCurves,
  systemHeadM: (flowM3h: number) => number,
): { flowM3h: number; headM: number } | 'below' | 'beyond' {
  const gap = (q: number) => curves.head(q)! - systemHeadM(q);
  let lo = curves.minFlowM3h;
  let hi = curves.maxFlowM3h;
  if (gap(lo) < 0) return 'below';
  if (gap(hi) > 0) return 'beyond';
  for (let i = 0; i < 60; i++) {
    const mid = (lo + hi) / 2;
    if (gap(mid) > 0) lo = mid;
    else hi = mid;
  }
  const flowM3h = (lo + hi) / 2;
  return { flowM3h, headM: curves.head(flowM3h)! };
}

/**
 * Shut-off head H0 in m: the head at zero flow, from the parabola H = H0 − c·Q² through the curve's
 * first two points (the form of centrifugal pump curves near shut-off, and exactly the form of the
 * sample curves, `scripts/generate-pump-models.ts`; a tested curve starting at Q = 0 gives its first
 * point).
 */
export function shutOffHeadM(curves: PumpCurves): number {
  const q1 = curves.minFlowM3h;
  const h1 = curves.head(q1)!;
  if (q1 <= 0) return h1;
  const q2 = q1 + (curves.maxFlowM3h - q1) / 7;
  const h2 = curves.head(q2)!;
  const c = (h1 - h2) / (q2 * q2 - q1 * q1);
  return h1 + c * q1 * q1;
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
