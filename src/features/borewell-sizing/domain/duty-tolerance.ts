/**
 * Whether a pump meets a duty within the acceptance tolerance of ISO 9906:2012, "Rotodynamic pumps —
 * Hydraulic performance acceptance tests — Grades 1, 2 and 3", grade 2B (flow tQ = ±8 %, head
 * tH = ±5 %): the pump's H(Q) curve must pass through the tolerance cross drawn at the
 * guarantee (duty) point, a horizontal line Q_d·(1 ± tQ) at H_d and a vertical line H_d·(1 ± tH) at
 * Q_d (the standard's "tolerance cross").
 */

/** ISO 9906:2012 grade 2B tolerances, as fractions of the duty flow and head. */
export const ISO_9906_GRADE_2B = { flow: 0.08, head: 0.05 } as const;

/** A pump curve's head H(Q) in m over its span (undefined outside). */
export interface HeadSpan {
  head: (flowM3h: number) => number | undefined;
  minFlowM3h: number;
  maxFlowM3h: number;
}

/**
 * Whether H(Q) passes through the tolerance cross at (Q_d, H_d): |H(Q_d) − H_d| ≤ tH·H_d (the
 * vertical line), or H falls through H_d between Q_d·(1 − tQ) and Q_d·(1 + tQ) (the horizontal
 * line), each read within the curve's span. Example: at 6 m³/h and 74 m a curve with H(6) = 71.6 m
 * is 3.2 % short and passes (tH = 5 % is 3.7 m); one with H(6) = 70 m passes only if its head at
 * 5.52 m³/h is at least 74 m.
 * @param curve the pump's head curve (m³/h, m)
 * @param dutyFlowM3h Q_d in m³/h (> 0)
 * @param dutyHeadM H_d in m (> 0)
 */
export function meetsDutyTolerance(
  curve: HeadSpan,
  dutyFlowM3h: number,
  dutyHeadM: number,
  grade: { flow: number; head: number } = ISO_9906_GRADE_2B,
): boolean {
  const atDuty = curve.head(dutyFlowM3h);
  if (atDuty !== undefined && Math.abs(atDuty - dutyHeadM) <= grade.head * dutyHeadM * (1 + 1e-9)) return true;
  const lo = Math.max(dutyFlowM3h * (1 - grade.flow), curve.minFlowM3h);
  const hi = Math.min(dutyFlowM3h * (1 + grade.flow), curve.maxFlowM3h);
  if (lo > hi) return false;
  const headLo = curve.head(lo);
  const headHi = curve.head(hi);
  return headLo !== undefined && headHi !== undefined && headLo >= dutyHeadM && headHi <= dutyHeadM;
}
