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

/** Width of the bracket, as a fraction of the pump curve's span, at which a crossing is taken as found. */
const CROSSING_TOLERANCE = 1e-12;

/** The part of a pump's curves the operating point needs. */
export type HeadCurve = Pick<PumpCurves, 'head' | 'minFlowM3h' | 'maxFlowM3h'>;

/**
 * Where the pump and system curves cross: the root of g(Q) = H_pump(Q) − H_sys(Q) over the pump
 * curve's span (H_pump falls, H_sys rises: one root at most), by the Illinois variant of regula falsi
 * (M. Dowell and P. Jarratt, "A modified regula falsi method for computing the root of an equation",
 * BIT 11, 1971, pp. 168–174): the root stays bracketed as in bisection, but the bracket shrinks
 * superlinearly, in about 8 evaluations of g instead of bisection's 60 for the same 1e-12 of the
 * span (a solar sizing finds some 10,000 crossings). Worked example: H_pump = 50 − 0.5·Q² on
 * 0–10 m³/h against H_sys = 20 + 0.1·Q² meet at Q = √(30/0.6) = √50 ≈ 7.071 m³/h, H = 25 m.
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
  let gapLo = gap(lo);
  let gapHi = gap(hi);
  if (gapLo < 0) return 'below';
  if (gapHi > 0) return 'beyond';
  const tolerance = CROSSING_TOLERANCE * Math.max(hi - lo, Number.MIN_VALUE);
  // gapLo ≥ 0 ≥ gapHi throughout; `side` remembers which end moved last (Illinois: halve the other's gap).
  let side = 0;
  for (let i = 0; i < 100 && hi - lo > tolerance; i++) {
    const q = gapLo === gapHi ? (lo + hi) / 2 : (lo * gapHi - hi * gapLo) / (gapHi - gapLo);
    const g = gap(q);
    if (g === 0) {
      lo = q;
      hi = q;
      break;
    }
    if (g > 0) {
      lo = q;
      gapLo = g;
      if (side === 1) gapHi /= 2;
      side = 1;
    } else {
      hi = q;
      gapHi = g;
      if (side === -1) gapLo /= 2;
      side = -1;
    }
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
