import { affinityFactors, curvesCrossing, inputPowerKw, shutOffHeadM, type HeadCurve } from '@/engineering/hydraulics';

/**
 * A submersible on a variable-speed (solar) controller: at each speed its curve follows the affinity
 * laws of the hydraulics core (Q ∝ n, H ∝ n², P ∝ n³), and it runs where that curve meets the system
 * curve. The controller sets the speed at which the motor's input equals the power the array gives.
 */

/** The pump's curves at rated speed (functions of flow in m³/h; undefined outside the span). */
export interface RatedCurves extends HeadCurve {
  /** Shaft power P2(Q), kW. */
  power: (flowM3h: number) => number | undefined;
}

/** One point of the pump's power–flow relation on a system. */
export interface SpeedPoint {
  /** Speed as a fraction of rated speed. */
  speedRatio: number;
  flowM3h: number;
  headM: number;
  /** Electrical input power P1 of the motor, kW. */
  inputKw: number;
}

/** How finely the speeds between the lowest that delivers and rated speed are tabulated. */
const SPEED_STEPS = 120;

/** The pump's curves at speed ratio s by the affinity laws (hydraulics core's {@link affinityFactors}). */
function curvesAtSpeed(curves: RatedCurves, s: number): RatedCurves {
  const f = affinityFactors(1, s);
  return {
    head: (q) => {
      const h = curves.head(q / f.flow);
      return h === undefined ? undefined : h * f.head;
    },
    power: (q) => {
      const p = curves.power(q / f.flow);
      return p === undefined ? undefined : p * f.power;
    },
    minFlowM3h: curves.minFlowM3h * f.flow,
    maxFlowM3h: curves.maxFlowM3h * f.flow,
  };
}

/**
 * The pump's power–flow relation on a system, tabulated from the lowest speed that delivers to rated
 * speed: the characteristic a solar controller moves along as the sunshine changes.
 * - No flow below the speed whose shut-off head s²·H0 reaches the static head: s_min = √(Hs/H0).
 * - Between s_min and the speed at which the curve's first published point meets the system, the
 *   flow is small and not on the published curve; it is counted as none (conservative).
 * @param curves the model's curves at rated speed
 * @param systemHeadM the system head at a flow, m (rising; its value at 0 is the static head)
 * @param motorEfficiencyPct the motor's efficiency, taken as rated at every speed (the controller's
 *   own loss is in the PV derate)
 * - When at rated speed the pump would run past its curve's end on this system, the controller's
 *   frequency is capped at the highest speed whose operating point is still on the curve, and
 *   `cappedSpeedRatio` says so. Why: the published curve ends at the model's largest allowed flow and
 *   nothing is known beyond it (the model does not extrapolate a curve). How the installer does it:
 *   solar pump drives limit the output frequency with a parameter, e.g. INVT Goodrive100-PV Solar
 *   Pumping VFD, operation manual, function parameter P15.04 "Upper frequency of PI output" (% of
 *   P00.03, the maximum output frequency), which "is used to limit the Max. value of target
 *   frequency". The cap is a rule of this model, not a manufacturer's rule; the sheet warns with the
 *   frequency to set (`speed-capped`).
 * @returns the table by rising speed (empty when even rated speed gives no flow)
 */
export function powerFlowTable(
  curves: RatedCurves,
  systemHeadM: (flowM3h: number) => number,
  motorEfficiencyPct: number,
): { points: SpeedPoint[]; cappedSpeedRatio: number | null } {
  const at = (s: number): SpeedPoint | 'below' | 'beyond' => {
    const scaled = curvesAtSpeed(curves, s);
    const crossing = curvesCrossing(scaled, systemHeadM);
    if (typeof crossing === 'string') return crossing;
    const shaftKw = scaled.power(crossing.flowM3h)!;
    return { speedRatio: s, ...crossing, inputKw: inputPowerKw(shaftKw, motorEfficiencyPct) };
  };
  const sMin = Math.min(1, Math.sqrt(Math.max(0, systemHeadM(0)) / shutOffHeadM(curves)));
  /** The boundary speed between `from` (where `test` fails) and `to` (where it holds), by bisection. */
  const boundary = (from: number, to: number, test: (p: ReturnType<typeof at>) => boolean) => {
    let bad = from;
    let good = to;
    for (let i = 0; i < 40; i++) {
      const mid = (bad + good) / 2;
      if (test(at(mid))) good = mid;
      else bad = mid;
    }
    return good;
  };
  let top = 1;
  let cappedSpeedRatio: number | null = null;
  const rated = at(1);
  if (rated === 'below') return { points: [], cappedSpeedRatio: null };
  if (rated === 'beyond') {
    // Some speed between s_min and rated must meet the system on the curve, else none does.
    const probe = Array.from({ length: 40 }, (_, i) => sMin + ((1 - sMin) * (i + 1)) / 41).find(
      (s) => typeof at(s) === 'object',
    );
    if (probe === undefined) return { points: [], cappedSpeedRatio: null };
    top = boundary(1, probe, (p) => typeof p === 'object');
    cappedSpeedRatio = top;
  }
  // Lowest speed whose curve meets the system inside its span.
  const low = typeof at(sMin) === 'object' ? sMin : boundary(sMin, top, (p) => typeof p === 'object');
  const points: SpeedPoint[] = [];
  for (let i = 0; i <= SPEED_STEPS; i++) {
    const p = at(low + ((top - low) * i) / SPEED_STEPS);
    if (typeof p === 'object') points.push(p);
  }
  return { points, cappedSpeedRatio };
}

/**
 * The flow for an available input power, m³/h: none below the table's lowest input, the rated-speed
 * flow at or above its highest (the controller holds rated frequency), and in between linear
 * interpolation in the table (rising in power).
 */
export function flowAtPowerM3h(table: readonly SpeedPoint[], availableKw: number): number {
  if (table.length === 0 || availableKw < table[0]!.inputKw) return 0;
  const last = table.at(-1)!;
  if (availableKw >= last.inputKw) return last.flowM3h;
  let lo = 0;
  let hi = table.length - 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (table[mid]!.inputKw <= availableKw) lo = mid;
    else hi = mid;
  }
  const a = table[lo]!;
  const b = table[hi]!;
  const t = b.inputKw === a.inputKw ? 0 : (availableKw - a.inputKw) / (b.inputKw - a.inputKw);
  return a.flowM3h + t * (b.flowM3h - a.flowM3h);
}
