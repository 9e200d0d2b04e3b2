import type { PerformancePoint, PumpModel } from '@/content/schemas/pump-models';

/**
 * Interpolation of a pump's curves between its published points by monotone cubic Hermite
 * splines (F. N. Fritsch and R. E. Carlson, "Monotone Piecewise Cubic Interpolation", SIAM J.
 * Numer. Anal. 17(2), 1980). Chosen over a least-squares quadratic because it passes through every
 * published point (a tested curve is reproduced exactly) and never adds a wiggle: a falling Q–H
 * curve stays falling between points, and η keeps a single peak. No extrapolation: outside the
 * points the functions return undefined.
 */

/** A function of flow (m³/h) defined on the points' span. */
export type CurveFunction = (flowM3h: number) => number | undefined;

/** Fritsch–Carlson monotone cubic through (xs, ys), xs strictly rising. */
export function monotoneCubic(xs: readonly number[], ys: readonly number[]): CurveFunction {
  const n = xs.length;
  const h = xs.slice(1).map((x, i) => x - xs[i]!);
  const delta = h.map((hi, i) => (ys[i + 1]! - ys[i]!) / hi);
  const m = new Array<number>(n);
  m[0] = delta[0]!;
  m[n - 1] = delta[n - 2]!;
  for (let i = 1; i < n - 1; i++) m[i] = delta[i - 1]! * delta[i]! <= 0 ? 0 : (delta[i - 1]! + delta[i]!) / 2;
  for (let i = 0; i < n - 1; i++) {
    if (delta[i] === 0) {
      m[i] = 0;
      m[i + 1] = 0;
      continue;
    }
    const a = m[i]! / delta[i]!;
    const b = m[i + 1]! / delta[i]!;
    const s = a * a + b * b;
    if (s > 9) {
      const t = 3 / Math.sqrt(s);
      m[i] = t * a * delta[i]!;
      m[i + 1] = t * b * delta[i]!;
    }
  }
  return (x) => {
    if (x < xs[0]! - 1e-9 || x > xs[n - 1]! + 1e-9) return undefined;
    let i = 0;
    while (i < n - 2 && x > xs[i + 1]!) i++;
    const t = (x - xs[i]!) / h[i]!;
    const t2 = t * t;
    const t3 = t2 * t;
    return (
      (2 * t3 - 3 * t2 + 1) * ys[i]! +
      (t3 - 2 * t2 + t) * h[i]! * m[i]! +
      (-2 * t3 + 3 * t2) * ys[i + 1]! +
      (t3 - t2) * h[i]! * m[i + 1]!
    );
  };
}

/** The interpolated curves of one model. */
export interface ModelCurves {
  /** Head H(Q) in m. */
  head: CurveFunction;
  /** Pump efficiency η(Q) in %. */
  efficiency: CurveFunction;
  /** Shaft power P2(Q) in kW. */
  power: CurveFunction;
  /** Flow at the best efficiency point in m³/h (the highest published η; refined on the spline). */
  bepFlowM3h: number;
  /** Flow span of the points in m³/h. */
  minFlowM3h: number;
  maxFlowM3h: number;
}

const cache = new WeakMap<PumpModel, ModelCurves>();

/** Curves of a model (computed once per model object). */
export function curvesOf(model: PumpModel): ModelCurves {
  const cached = cache.get(model);
  if (cached) return cached;
  const pts: readonly PerformancePoint[] = model.points;
  const xs = pts.map((p) => p.flowM3h);
  const efficiency = monotoneCubic(
    xs,
    pts.map((p) => p.efficiencyPct),
  );
  // BEP: scan the spline around the best published point (golden-section would do; 200 steps suffice).
  const best = pts.reduce((a, b) => (b.efficiencyPct > a.efficiencyPct ? b : a));
  const i = pts.indexOf(best);
  const lo = pts[Math.max(0, i - 1)]!.flowM3h;
  const hi = pts[Math.min(pts.length - 1, i + 1)]!.flowM3h;
  let bepFlowM3h = best.flowM3h;
  let bestEta = best.efficiencyPct;
  for (let k = 0; k <= 200; k++) {
    const q = lo + ((hi - lo) * k) / 200;
    const eta = efficiency(q) ?? -1;
    if (eta > bestEta) {
      bestEta = eta;
      bepFlowM3h = q;
    }
  }
  const curves: ModelCurves = {
    head: monotoneCubic(
      xs,
      pts.map((p) => p.headM),
    ),
    efficiency,
    power: monotoneCubic(
      xs,
      pts.map((p) => p.powerKw),
    ),
    bepFlowM3h,
    minFlowM3h: xs[0]!,
    maxFlowM3h: xs.at(-1)!,
  };
  cache.set(model, curves);
  return curves;
}
