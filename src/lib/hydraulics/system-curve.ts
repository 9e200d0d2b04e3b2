import type { PumpCurves } from './curve';

/**
 * The system curve H_sys(Q) = Hs + k·Q² (static head plus friction growing with the square of the
 * flow, the fully turbulent approximation of Darcy–Weisbach; Karassik, Pump Handbook, 4th ed., §9.1
 * "System head curves") and the operating point where it meets the pump's Q–H curve.
 */
export interface SystemCurve {
  /** Static head Hs in m. */
  staticHeadM: number;
  /** Friction coefficient k in m/(m³/h)². */
  k: number;
}

/**
 * The system curve through the duty point (Qd, Hd) with static head Hs: k = (Hd − Hs) / Qd².
 * Worked example: 10 m³/h at 60 m with 40 m static → k = 20 / 100 = 0.2 m/(m³/h)².
 * @throws RangeError when the duty flow is not positive and finite, or Hs is not below the duty head
 */
export function systemCurveThrough(flowM3h: number, headM: number, staticHeadM = 0): SystemCurve {
  if (!(flowM3h > 0) || !Number.isFinite(flowM3h)) throw new RangeError('The duty flow must be greater than 0.');
  if (!(staticHeadM < headM) || !Number.isFinite(headM)) {
    throw new RangeError('The static head must be lower than the duty head.');
  }
  return { staticHeadM, k: (headM - staticHeadM) / (flowM3h * flowM3h) };
}

/** Head of the system at flow Q in m. */
export function systemHead(system: SystemCurve, flowM3h: number): number {
  return system.staticHeadM + system.k * flowM3h * flowM3h;
}

/** The part of a pump's curves the operating point needs. */
export type HeadCurve = Pick<PumpCurves, 'head' | 'minFlowM3h' | 'maxFlowM3h'>;

/**
 * Where the pump and system curves cross: the flow where H_pump(Q) = H_sys(Q), found by bisection on
 * H_pump(Q) − H_sys(Q) over the pump curve's span (H_pump falls, H_sys rises: one root at most).
 * @param system a quadratic system curve, or any rising system head function of flow (m³/h → m)
 * @returns flow (m³/h) and head (m); or `below` when the pump cannot reach the system head even at
 *   its smallest flow, `beyond` when it would run past its curve's end
 */
export function curvesCrossing(
  curves: HeadCurve,
  system: SystemCurve | ((flowM3h: number) => number),
): { flowM3h: number; headM: number } | 'below' | 'beyond' {
  const systemAt = typeof system === 'function' ? system : (q: number) => systemHead(system, q);
  const gap = (q: number) => curves.head(q)! - systemAt(q);
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
 * Operating point: {@link curvesCrossing} when the curves cross inside the pump curve's span.
 * @returns the flow and head in m³/h and m, or undefined when they do not
 */
export function operatingPoint(
  curves: HeadCurve,
  system: SystemCurve | ((flowM3h: number) => number),
): { flowM3h: number; headM: number } | undefined {
  const crossing = curvesCrossing(curves, system);
  return typeof crossing === 'string' ? undefined : crossing;
}
