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

/**
 * Operating point: the flow where the pump's head equals the system's, found by bisection on
 * H_pump(Q) − H_sys(Q) over the pump curve's span (H_pump falls, H_sys rises: one root at most).
 * @param system a quadratic system curve, or any rising system head function of flow (m³/h → m)
 * @returns the flow and head in m³/h and m, or undefined when the curves do not cross inside the span
 */
export function operatingPoint(
  curves: PumpCurves,
  system: SystemCurve | ((flowM3h: number) => number),
): { flowM3h: number; headM: number } | undefined {
  const systemAt = typeof system === 'function' ? system : (q: number) => systemHead(system, q);
  const gap = (q: number) => curves.head(q)! - systemAt(q);
  let lo = curves.minFlowM3h;
  let hi = curves.maxFlowM3h;
  if (gap(lo) < 0 || gap(hi) > 0) return undefined;
  for (let i = 0; i < 60; i++) {
    const mid = (lo + hi) / 2;
    if (gap(mid) > 0) lo = mid;
    else hi = mid;
  }
  const flowM3h = (lo + hi) / 2;
  return { flowM3h, headM: curves.head(flowM3h)! };
}
