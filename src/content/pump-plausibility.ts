import {
  pumpCurves,
  shutOffHeadM,
  specificSpeedNq,
  suctionSpecificSpeedUs,
  type PumpCurves,
} from '@/engineering/hydraulics';
import { serviceFactorOf } from '@/engineering/motor';
import { bepAtDataEnd } from './model-curves';
import type { PumpModel } from './schemas/pump-models';
import type { PublishedProduct } from './schemas/published-ranges';

/**
 * What makes sample pump data plausible to an application engineer (issue 23 §7): the yardsticks
 * the generator (`scripts/generate-pump-models.ts`) builds to and the build's content checks
 * (`./pump-models.ts`) hold every model to, each rule naming the model it fails.
 *
 * Peak efficiency by pump type and size, growing with the flow at the best efficiency point, read
 * from published charts of attainable efficiency:
 * - single-stage end-suction, monoblock and split-case pumps, multistage pumps and vertical turbine
 *   bowls: Gülich, Centrifugal Pumps, 3rd ed. (Springer 2014), Fig. 3.26 (attainable efficiency against
 *   flow and specific speed, after the Europump / Hydraulic Institute charts), read approximately at
 *   nq ≈ 20–40: about 40 % at 1 m³/h, 62 % at 10, 77 % at 100, 86 % at 1,000 and 89 % at 10,000 m³/h;
 *   multistage stages, with their return channels, about 45, 65 and 80 % at 1, 10 and 100 m³/h;
 *   turbine bowls (multistage diffuser pumps) on the multistage line, rising to 85 % at 1,500 m³/h
 *   (a 4-inch bowl at 8 m³/h is no better than any other multistage stage of that flow: issue 48 found
 *   KVT 4S at 69.8 %, ten points above the chart); below nq 20 these three lines fall by Gülich's
 *   specific-speed term ({@link specificSpeedDeficitPct});
 * - borehole submersibles by nominal size: 4-inch from about 45 % for the smallest (1.5 m³/h) to about
 *   70 % (14 m³/h), the application engineer's figures of issue 23, which match the spread of
 *   manufacturers' 4-inch range charts (e.g. Grundfos SP 1A to SP 17); 6-inch 63–76 %, 8-inch 73–80 %,
 *   10-inch 76–82 %, read the same way (to be checked against the owner's own range chart);
 * - open-well submersibles 45–60 % (issue 23); sewage (vortex and grinder) 30–45 %; peripheral
 *   (regenerative) pumps 25–40 %. These are read from the makers' range charts of each type, at the
 *   type's own specific speeds, and take no specific-speed term.
 * A model's peak efficiency must lie within {@link PEAK_EFFICIENCY_TOLERANCE_PCT} of its band's
 * line at its own BEP flow and specific speed. These are sample data's yardsticks: the owner's tested
 * curves replace them.
 */

/** How a model's pump is classed for its efficiency band and shut-off ratio. */
export interface PumpClass {
  kind: PublishedProduct['kind'];
  /** Nominal borehole size in inch (submersibles). */
  sizeInch?: number;
  /** Whether the pump has stages (multistage surface pumps, borehole pumps, turbine bowls). */
  multistage: boolean;
}

/** Band lines: (BEP flow in m³/h, peak η in %) points joined linearly in log Q, flat beyond the ends. */
type BandLine = readonly (readonly [number, number])[];

const bands: Record<string, BandLine> = {
  'submersible-4': [
    [1.5, 45],
    [14, 70],
  ],
  'submersible-6': [
    [10, 63],
    [50, 76],
  ],
  'submersible-8': [
    [50, 73],
    [120, 80],
  ],
  'submersible-10': [
    [100, 76],
    [220, 82],
  ],
  openwell: [
    [3, 45],
    [30, 60],
  ],
  sewage: [
    [3, 30],
    [15, 45],
  ],
  peripheral: [
    [0.5, 25],
    [3, 40],
  ],
  turbine: [
    [1, 45],
    [10, 65],
    [100, 80],
    [1500, 85],
  ],
  multistage: [
    [1, 45],
    [10, 65],
    [100, 80],
  ],
  'single-stage': [
    [1, 40],
    [10, 62],
    [100, 77],
    [1000, 86],
    [10000, 89],
  ],
};

/** Largest distance, in points of efficiency, of a model's peak η from its band's line. */
export const PEAK_EFFICIENCY_TOLERANCE_PCT = 5;

/** Ceilings of bands whose source gives a range rather than a line: open-well pumps 45–60 %. */
const ceilings: Record<string, number> = { openwell: 60 };

function bandKey(pump: PumpClass): string {
  if (pump.kind === 'submersible') return `submersible-${pump.sizeInch ?? 4}`;
  if (pump.kind === 'surface') return pump.multistage ? 'multistage' : 'single-stage';
  return pump.kind;
}

/** The specific speed the Gülich-read band lines hold at and above (the low end of their nq ≈ 20–40). */
export const SPECIFIC_SPEED_BAND_NQ = 20;
/** The lowest specific speed the efficiency term is taken at (the low end of Gülich's efficiency charts). */
export const SPECIFIC_SPEED_FLOOR_NQ = 10;

/**
 * Gülich's specific-speed term of the attainable efficiency (Centrifugal Pumps, 3rd ed., ch. 3,
 * the correlation of attainable efficiency after the Europump / Hydraulic Institute data: η_opt = 1 − 0.095·(Q_ref/Q)^m −
 * 0.3·(0.35 − lg(nq/23))²·(Q_ref/Q)^0.05 for single-stage radial pumps and 1 − 0.116·(Q_ref/Q)^m −
 * 0.4·(0.26 − lg(nq/25))²·(Q_ref/Q)^0.05 for multistage pumps, Q_ref = 1 m³/s): the points of
 * efficiency a pump of specific speed nq loses against the band lines, which are read at nq ≈ 20–40.
 * Zero from {@link SPECIFIC_SPEED_BAND_NQ} up; below it, the growth of the term between nq and 20, in
 * points; nq is taken no lower than {@link SPECIFIC_SPEED_FLOOR_NQ} (below the charts the correlation
 * runs away). Only the bands read from Gülich's charts take it (single-stage, multistage, turbine
 * bowls, the last two with the multistage constants).
 * Worked example: multistage, BEP 2.31 m³/h (Q_ref/Q = 3600/2.31 = 1558.4, ^0.05 = 1.4443), nq 14.3:
 * (0.26 − lg(14.3/25))² = (0.26 + 0.24260)² = 0.25261; at nq 20: (0.26 + 0.09691)² = 0.12739;
 * 100 × 0.4 × (0.25261 − 0.12739) × 1.4443 = 7.23 points below the multistage line.
 * @param bepFlowM3h flow at the best efficiency point in m³/h (whole pump)
 * @param nq specific speed at the BEP ({@link specificSpeedNq})
 */
export function specificSpeedDeficitPct(pump: PumpClass, bepFlowM3h: number, nq: number): number {
  const key = bandKey(pump);
  const term =
    key === 'single-stage'
      ? { a: 0.3, b: 0.35, nq0: 23 }
      : key === 'multistage' || key === 'turbine'
        ? { a: 0.4, b: 0.26, nq0: 25 }
        : undefined;
  if (!term || nq >= SPECIFIC_SPEED_BAND_NQ) return 0;
  const at = (n: number) => (term.b - Math.log10(n / term.nq0)) ** 2;
  const flowTerm = (3600 / bepFlowM3h) ** 0.05;
  return 100 * term.a * (at(Math.max(nq, SPECIFIC_SPEED_FLOOR_NQ)) - at(SPECIFIC_SPEED_BAND_NQ)) * flowTerm;
}

/**
 * The peak efficiency band of a pump class at a BEP flow and specific speed: the band's line less the
 * specific-speed term ({@link specificSpeedDeficitPct}), the generator's target, and the allowed range
 * ± {@link PEAK_EFFICIENCY_TOLERANCE_PCT} (open-well pumps: no more than 60 %).
 * Worked examples: a 4-inch borehole pump with its BEP at 5 m³/h:
 * 45 + (70 − 45) × ln(5/1.5)/ln(14/1.5) = 45 + 25 × 1.2040/2.2336 = 58.5 %, allowed 53.5–63.5 %;
 * a multistage pump at 2.31 m³/h, nq 14.3: 45 + 20 × ln(2.31)/ln(10) = 52.27 %, less 7.23 = 45.0 %,
 * allowed 40.0–50.0 %.
 * @param bepFlowM3h flow at the best efficiency point in m³/h (whole pump)
 * @param nq specific speed at the BEP ({@link specificSpeedNq} of the hydraulics core)
 * @throws Error for a borehole size without a band
 */
export function peakEfficiencyBand(
  pump: PumpClass,
  bepFlowM3h: number,
  nq: number,
): { targetPct: number; minPct: number; maxPct: number } {
  const line = bands[bandKey(pump)];
  if (!line) throw new Error(`No efficiency band for ${bandKey(pump)}`);
  let target = line[0]![1];
  if (bepFlowM3h >= line.at(-1)![0]) target = line.at(-1)![1];
  else {
    for (let i = 1; i < line.length; i++) {
      const [q0, e0] = line[i - 1]!;
      const [q1, e1] = line[i]!;
      if (bepFlowM3h > q0 && bepFlowM3h <= q1) {
        target = e0 + ((e1 - e0) * Math.log(bepFlowM3h / q0)) / Math.log(q1 / q0);
      }
    }
  }
  target -= specificSpeedDeficitPct(pump, bepFlowM3h, nq);
  return {
    targetPct: target,
    minPct: target - PEAK_EFFICIENCY_TOLERANCE_PCT,
    maxPct: Math.min(target + PEAK_EFFICIENCY_TOLERANCE_PCT, ceilings[bandKey(pump)] ?? Infinity),
  };
}

/**
 * Shut-off head over the head at the best efficiency point, H0/H_BEP (shut-off head by
 * `shutOffHeadM` of the hydraulics core):
 * - radial stages by their specific speed ({@link radialShutOffRatio}), after Gülich, Centrifugal
 *   Pumps, 3rd ed., ch. 3 (head coefficients against nq): the head coefficient at the BEP ψ_opt = 1.21·e^(−0.77·nq/100) and at
 *   shut-off ψ0 = 1.31·e^(−0.3·nq/100), so H0/H_BEP = ψ0/ψ_opt = 1.0826·e^(0.47·nq/100), within
 *   ± {@link SHUT_OFF_RATIO_TOLERANCE}: a low-nq impeller rises gently to shut-off, a high-nq one
 *   steeply (issue 48 found every sample curve at 1.24–1.34 whatever its nq). Every model of the
 *   catalogue but the peripheral pumps is built and checked as radial: the turbine bowls included
 *   (mixed-flow bowls, which could rise higher, are not in the range);
 * - peripheral (regenerative) pumps 1.1–3.5: their head falls almost linearly from shut-off, and
 *   their power is highest there (Karassik et al., Pump Handbook, 4th ed., regenerative turbine pumps);
 *   the sample curves give 2.1–2.3.
 */
export const SHUT_OFF_RATIO = {
  peripheral: { min: 1.1, max: 3.5 },
} as const;

/**
 * Allowed distance of a radial pump's H0/H_BEP from Gülich's line at its specific speed: the site's
 * yardstick for sample data (about the spread of stable, rising radial curves about the line), not a
 * figure of the book; the owner's tested curves replace the sample data it judges.
 */
export const SHUT_OFF_RATIO_TOLERANCE = 0.1;

/**
 * The shut-off ratio H0/H_BEP expected of a radial pump of specific speed nq, and the range allowed
 * (see {@link SHUT_OFF_RATIO}).
 * Worked example: nq 20: 1.31/1.21 = 1.08264, e^(0.47 × 0.2) = 1.09856, target 1.1893, allowed
 * 1.0893–1.2893; nq 60: 1.08264 × e^0.282 = 1.08264 × 1.32577 = 1.4353, allowed 1.3353–1.5353.
 */
export function radialShutOffRatio(nq: number): { target: number; min: number; max: number } {
  const target = (1.31 / 1.21) * Math.exp((0.47 * nq) / 100);
  return { target, min: target - SHUT_OFF_RATIO_TOLERANCE, max: target + SHUT_OFF_RATIO_TOLERANCE };
}

/**
 * The most a radial pump's shaft power may fall from its highest towards maximum flow, as a fraction
 * (5 %). Radial impellers (nq up to about 70) draw the most power at the end of their curve; only
 * mixed-flow and axial impellers draw less towards run-out (Gülich, Centrifugal Pumps, 3rd ed., ch. 4,
 * the characteristics of radial, mixed-flow and axial pumps by specific speed; Karassik et al., Pump
 * Handbook, 4th ed., ch. 2: a radial pump's brake horsepower rises with capacity). The 5 % allows
 * for the flattened "non-overloading" end some radial designs have.
 */
export const RADIAL_POWER_FALL_MAX = 0.05;

/**
 * The specific speed up to which a pump counts as radial for {@link RADIAL_POWER_FALL_MAX}: nq 70
 * (Gülich, Centrifugal Pumps, 3rd ed., ch. 2 and 4: radial impellers to about nq 70, mixed-flow
 * beyond, whose power curve flattens and then falls towards run-out).
 */
export const RADIAL_POWER_NQ_MAX = 70;

/** Suction specific speed at the BEP in US units: the generator's design value and the plausible range (ANSI/HI 9.6.1). */
export const SUCTION_SPECIFIC_SPEED = { design: 9500, min: 8500, max: 11_000 } as const;

/**
 * The one speed ratio between a hydraulic's 60 Hz and 50 Hz curves: two-pole induction motors at
 * their catalogue speeds, 3450 rpm at 60 Hz over 2900 rpm at 50 Hz (about 4 % and 3.3 % slip) = 1.1897.
 * Every 60 Hz model is its 50 Hz hydraulic by the affinity laws at this ratio.
 */
export const SPEED_50HZ_RPM = 2900;
export const SPEED_60HZ_RPM = 3450;

/** Impeller eyes of a model's first stage: split-case pumps have double-suction impellers. */
export function impellerEyes(model: Pick<PumpModel, 'category'>): 1 | 2 {
  return model.category === 'SPLIT CASE PUMPS' ? 2 : 1;
}

/** A 4-inch borehole is 101.6 mm: a motor narrower than that is a 4-inch motor. */
export const FOUR_INCH_BORE_MM = 101.6;

/**
 * Largest rating of the 4-inch submersible motor range as the content states it: the highest
 * 'Power (kW)' of the 4-inch motor product's data table at that frequency.
 * @throws Error when the table has no 'Power (kW)' column
 */
export function fourInchMotorMaxKw(table: { columns: string[]; rows: string[][] }): number {
  const column = table.columns.indexOf('Power (kW)');
  if (column < 0) throw new Error('The 4-inch motor table has no "Power (kW)" column');
  return Math.max(...table.rows.map((row) => Number(row[column])));
}

/** The shaft power P2 over the curve, sampled finely, and its largest value in kW. */
function peakPowerKw(curves: PumpCurves): number {
  let peak = 0;
  for (let i = 0; i <= 48; i++) {
    const q = curves.minFlowM3h + ((curves.maxFlowM3h - curves.minFlowM3h) * i) / 48;
    peak = Math.max(peak, curves.power(q)!);
  }
  return peak;
}

/** A figure for a problem's text, e.g. `fixed(27.64)` → '27.6'. */
export const fixed = (value: number, digits = 1) => value.toFixed(digits);

/** Specific speed nq of a model at its BEP (per stage, per impeller eye; {@link specificSpeedNq}). */
export function modelSpecificSpeed(model: PumpModel, curves: PumpCurves = pumpCurves(model.points)): number {
  return specificSpeedNq(model.speedRpm, curves.bepFlowM3h, curves.bepHeadM, model.stages ?? 1, impellerEyes(model));
}

/**
 * The plausibility rules of one model; a message per broken rule (empty when plausible):
 * - peak η (at the curve's BEP) within its class's band at its BEP flow and specific speed ({@link peakEfficiencyBand});
 * - a peripheral pump's shaft power falls from the first point to the last (most at shut-off);
 *   a radial pump's (nq up to {@link RADIAL_POWER_NQ_MAX}) falls no more than {@link RADIAL_POWER_FALL_MAX}
 *   from its highest towards maximum flow;
 * - shut-off head over BEP head within {@link radialShutOffRatio} at its specific speed (peripheral: {@link SHUT_OFF_RATIO});
 * - P2 anywhere up to maximum flow within the motor's rating × service factor ({@link serviceFactorOf});
 * - no 4-inch motor (narrower than a 4-inch bore) above the 4-inch range (`fourInchMaxKw`);
 * - NPSHr, where given, at a suction specific speed within {@link SUCTION_SPECIFIC_SPEED} at the BEP.
 * A curve cut short of its BEP (`bepAtDataEnd`: 60 Hz KH2-2) has no BEP of its own to judge: its
 * efficiency, shut-off ratio and NPSHr are its hydraulic's, judged on the full curve, which the
 * affinity checks tie it to; only its power and motor rules apply.
 */
export function plausibilityProblems(model: PumpModel, pump: PumpClass, fourInchMaxKw: number): string[] {
  const problems: string[] = [];
  const curves = pumpCurves(model.points);
  const cut = bepAtDataEnd(curves);
  const nq = modelSpecificSpeed(model, curves);
  const band = peakEfficiencyBand(pump, curves.bepFlowM3h, nq);
  if (!cut && (curves.bepEfficiencyPct < band.minPct || curves.bepEfficiencyPct > band.maxPct)) {
    problems.push(
      `peak efficiency ${fixed(curves.bepEfficiencyPct)} % at ${fixed(curves.bepFlowM3h, 2)} m³/h (nq ${fixed(nq)}) is outside the ${bandKey(pump)} band ${fixed(band.minPct)}–${fixed(band.maxPct)} %`,
    );
  }
  const peakKw = peakPowerKw(curves);
  if (pump.kind === 'peripheral') {
    const falls = model.points.every((p, i) => i === 0 || p.powerKw < model.points[i - 1]!.powerKw);
    if (!falls) problems.push('a peripheral pump’s shaft power must fall from shut-off as the flow rises');
  } else if (nq <= RADIAL_POWER_NQ_MAX) {
    const endKw = curves.power(curves.maxFlowM3h)!;
    if (endKw < peakKw * (1 - RADIAL_POWER_FALL_MAX)) {
      problems.push(
        `P2 falls from ${fixed(peakKw, 2)} kW to ${fixed(endKw, 2)} kW at maximum flow (${fixed(100 * (1 - endKw / peakKw))} %; a radial pump’s rises with flow, at most ${100 * RADIAL_POWER_FALL_MAX} % off its highest)`,
      );
    }
  }
  const ratio = shutOffHeadM(curves) / curves.bepHeadM;
  const limits = pump.kind === 'peripheral' ? SHUT_OFF_RATIO.peripheral : radialShutOffRatio(nq);
  if (!cut && (ratio < limits.min || ratio > limits.max)) {
    problems.push(
      `shut-off head is ${fixed(ratio, 2)} × the head at best efficiency (${pump.kind === 'peripheral' ? 'peripheral' : `radial at nq ${fixed(nq)}`}: ${fixed(limits.min, 2)}–${fixed(limits.max, 2)})`,
    );
  }
  const limitKw = model.motor.powerKw * serviceFactorOf(model);
  if (peakKw > limitKw * (1 + 1e-9)) {
    problems.push(
      `P2 reaches ${fixed(peakKw, 2)} kW, above the ${model.motor.powerKw} kW motor × service factor ${serviceFactorOf(model)}`,
    );
  }
  if (
    model.motor.outerDiameterMm !== undefined &&
    model.motor.outerDiameterMm < FOUR_INCH_BORE_MM &&
    model.motor.powerKw > fourInchMaxKw
  ) {
    problems.push(`a ${model.motor.powerKw} kW 4-inch motor is above the 4-inch range (up to ${fourInchMaxKw} kW)`);
  }
  if (curves.npshr && !cut) {
    const s = suctionSpecificSpeedUs(
      model.speedRpm,
      curves.bepFlowM3h,
      curves.npshr(curves.bepFlowM3h)!,
      impellerEyes(model),
    );
    if (s < SUCTION_SPECIFIC_SPEED.min || s > SUCTION_SPECIFIC_SPEED.max) {
      problems.push(
        `NPSHr ${fixed(curves.npshr(curves.bepFlowM3h)!, 2)} m at the BEP gives a suction specific speed of ${Math.round(s)} (plausible ${SUCTION_SPECIFIC_SPEED.min}–${SUCTION_SPECIFIC_SPEED.max})`,
      );
    }
  }
  return problems;
}
