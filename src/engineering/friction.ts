/**
 * Pipe friction by the Hazen–Williams formula, and the equivalent length of the column's fittings.
 */

/** Exponent of the flow (and of C) in the Hazen–Williams formula. */
const FLOW_EXPONENT = 1.852;
/** Exponent of the diameter in the SI Hazen–Williams formula. */
const DIAMETER_EXPONENT = 4.87;
/** Constant of the SI Hazen–Williams head-loss formula (Q in m³/s, D and L in m). */
export const HAZEN_WILLIAMS_SI_CONSTANT = 10.67;

/**
 * Friction head loss in m by Hazen–Williams, SI form: h_f = 10.67·L·Q^1.852 / (C^1.852·D^4.87),
 * Q in m³/s, D (inner diameter) and L in m (e.g. Engineering ToolBox, "Hazen-Williams Equation -
 * calculating Head Loss in Water Pipes", SI units). Valid for water at ordinary temperatures in
 * turbulent flow.
 * @param flowM3h flow in m³/h (≥ 0)
 * @param innerDiameterMm pipe inner diameter in mm
 * @param lengthM pipe length (including fittings' equivalent length) in m
 * @param c Hazen–Williams roughness coefficient of the pipe
 */
export function hazenWilliamsHeadLossM(flowM3h: number, innerDiameterMm: number, lengthM: number, c: number): number {
  const q = flowM3h / 3600;
  const d = innerDiameterMm / 1000;
  return (HAZEN_WILLIAMS_SI_CONSTANT * lengthM * q ** FLOW_EXPONENT) / (c ** FLOW_EXPONENT * d ** DIAMETER_EXPONENT);
}

/**
 * {@link hazenWilliamsHeadLossM} of one pipe as a function of flow, its constant part
 * 10.67·L / (C^1.852·D^4.87·3600^1.852) worked out once: h_f(Q) = k·Q^1.852, Q in m³/h. The same
 * figures for a system curve evaluated thousands of times per sizing (a solar sizing tabulates every
 * pump at 121 speeds). Worked example: 30 m of 50 mm pipe, C 150 → k = 10.67·30 / (150^1.852 ·
 * 0.05^4.87 · 3600^1.852) ≈ 0.016785 m/(m³/h)^1.852, so 10 m³/h loses 0.016785·10^1.852 ≈ 1.194 m.
 * @param innerDiameterMm pipe inner diameter in mm
 * @param lengthM pipe length (including fittings' equivalent length) in m
 * @param c Hazen–Williams roughness coefficient of the pipe
 * @returns the head loss in m for a flow in m³/h (≥ 0)
 */
export function hazenWilliamsLoss(innerDiameterMm: number, lengthM: number, c: number): (flowM3h: number) => number {
  const d = innerDiameterMm / 1000;
  const k = (HAZEN_WILLIAMS_SI_CONSTANT * lengthM) / ((3600 * c) ** FLOW_EXPONENT * d ** DIAMETER_EXPONENT);
  return (flowM3h) => k * flowM3h ** FLOW_EXPONENT;
}

/** Mean velocity in m/s of a flow in m³/h through a round bore of the given inner diameter in mm: v = Q / (π/4·D²). */
export function velocityMs(flowM3h: number, innerDiameterMm: number): number {
  const d = innerDiameterMm / 1000;
  return flowM3h / 3600 / ((Math.PI / 4) * d * d);
}

/** One kind of fitting of the column and delivery line, with its equivalent length in pipe diameters. */
export interface Fitting {
  name: string;
  count: number;
  /** Equivalent length L/D (Crane Technical Paper 410, "Flow of Fluids", Appendix A, K = (L/D)·f_T). */
  lengthOverDiameter: number;
}

/**
 * Fittings of a typical borewell column and delivery line, with Crane TP-410 equivalent lengths:
 * one swing non-return valve (L/D 100), two standard 90° elbows at the well head and the outlet
 * (L/D 30 each) and one fully open gate valve (L/D 8). The pump's own check valve is part of the
 * pump curve. Using L/D in a Hazen–Williams length assumes the pipe's friction factor is near the
 * fully turbulent f_T on which Crane bases them.
 */
export const BOREWELL_FITTINGS: readonly Fitting[] = [
  { name: 'swing non-return valve', count: 1, lengthOverDiameter: 100 },
  { name: 'standard 90° elbow', count: 2, lengthOverDiameter: 30 },
  { name: 'gate valve, fully open', count: 1, lengthOverDiameter: 8 },
];

/** Equivalent length in m of {@link BOREWELL_FITTINGS} in a pipe of the given inner diameter in mm. */
export function fittingsEquivalentLengthM(innerDiameterMm: number): number {
  const lOverD = BOREWELL_FITTINGS.reduce((sum, f) => sum + f.count * f.lengthOverDiameter, 0);
  return (lOverD * innerDiameterMm) / 1000;
}
