import { flowFromM3h, headFromM, headToM } from '@/engineering/units';

/**
 * Suction specific speed, the index of an impeller's suction performance at its best efficiency
 * point (Hydraulic Institute ANSI/HI 9.6.1-2017 §9.6.1.3; Gülich, Centrifugal Pumps, 3rd ed., §6.2.4):
 * S = n·√Q / NPSHr^0.75 in US units: n in rpm, Q in US gpm per impeller eye (half the flow of a
 * double-suction impeller), NPSHr (3 % head drop) in ft. Common designs lie about 8,500–11,000;
 * above about 11,000 the impeller has a narrow stable range (HI 9.6.1 Fig. 9.6.1.3).
 * S is invariant under the affinity laws (n·√(Q·r)·r ÷ (NPSHr·r²)^0.75 with Q, NPSHr at n·r is S),
 * so one S gives NPSHr at any speed.
 */

/**
 * Suction specific speed S (US units, see above) of a pump.
 * @param speedRpm rotational speed n in rpm
 * @param flowM3h flow at the best efficiency point in m³/h (whole pump)
 * @param npshrM NPSH required there in m (> 0)
 * @param eyes impeller eyes the flow divides into: 1 (single suction) or 2 (double suction)
 * Worked example: 2900 rpm, 36 m³/h (158.50 US gpm), NPSHr 3 m (9.8425 ft), one eye:
 * √158.50 = 12.590, × 2900 = 36,511; 9.8425^0.75 = 5.5570; S = 6,570.
 */
export function suctionSpecificSpeedUs(speedRpm: number, flowM3h: number, npshrM: number, eyes: 1 | 2 = 1): number {
  return (speedRpm * Math.sqrt(flowFromM3h(flowM3h / eyes, 'usgpm'))) / headFromM(npshrM, 'ft') ** 0.75;
}

/**
 * NPSH required at the best efficiency point in m for a given suction specific speed (the inverse
 * of {@link suctionSpecificSpeedUs}): NPSHr = (n·√Q / S)^(4/3) ft.
 * Worked example: 2900 rpm, 36 m³/h, S = 6,570 → (36,511 / 6,570)^(4/3) = 9.842 ft = 3.000 m.
 */
export function npshrAtSuctionSpecificSpeed(
  speedRpm: number,
  flowM3h: number,
  suctionSpecificSpeed: number,
  eyes: 1 | 2 = 1,
): number {
  const ft = ((speedRpm * Math.sqrt(flowFromM3h(flowM3h / eyes, 'usgpm'))) / suctionSpecificSpeed) ** (4 / 3);
  return headToM(ft, 'ft');
}

/**
 * Specific speed nq of a pump at its best efficiency point, in the metric form of Gülich, Centrifugal
 * Pumps, 3rd ed. (Springer 2014), §3.4: nq = n·√Q / H^0.75 with n in rpm, Q in m³/s per impeller eye
 * (half the flow of a double-suction impeller) and H in m per stage. Radial impellers lie at about
 * nq 5–70; the efficiency and the shape of the curves an engineer expects depend on it.
 * @param speedRpm rotational speed n in rpm
 * @param flowM3h flow at the best efficiency point in m³/h (whole pump)
 * @param headM head at the best efficiency point in m (whole pump)
 * @param stages stages in series the head divides into (1 for a single-stage pump)
 * @param eyes impeller eyes the flow divides into: 1 (single suction) or 2 (double suction)
 * Worked example: 2900 rpm, 36 m³/h (0.01 m³/s), 64 m over 2 stages, one eye:
 * √0.01 = 0.1, × 2900 = 290; 32^0.75 = 13.454; nq = 290 / 13.454 = 21.55.
 * @throws Error when the flow or head is not positive
 */
export function specificSpeedNq(speedRpm: number, flowM3h: number, headM: number, stages = 1, eyes: 1 | 2 = 1): number {
  if (!(flowM3h > 0) || !(headM > 0))
    throw new Error(`Specific speed needs a positive flow and head (${flowM3h} m³/h, ${headM} m)`);
  return (speedRpm * Math.sqrt(flowM3h / 3600 / eyes)) / (headM / stages) ** 0.75;
}
