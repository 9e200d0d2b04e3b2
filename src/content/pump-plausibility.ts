import {
  pumpCurves,
  relativeDifference,
  shutOffHeadM,
  suctionSpecificSpeedUs,
  type PumpCurves,
} from '@/lib/hydraulics';
import type { PumpModel } from './schemas/pump-models';
import type { PublishedProduct } from './schemas/published-ranges';

/**
 * What makes sample pump data plausible to an application engineer (issue 23 §7): the yardsticks
 * the generator (`scripts/generate-pump-models.ts`) builds to and the build's content checks
 * (`./pump-models.ts`) hold every model to, each rule naming the model it fails.
 *
 * Peak efficiency by pump type and size, growing with the flow at the best efficiency point, read
 * from published charts of attainable efficiency:
 * - single-stage end-suction, monoblock and split-case pumps, and multistage pumps: Gülich,
 *   Centrifugal Pumps, 3rd ed. (Springer 2014), Fig. 3.26 (attainable efficiency against flow and
 *   specific speed, after the Europump / Hydraulic Institute charts), read approximately at
 *   nq ≈ 20–40: about 40 % at 1 m³/h, 62 % at 10, 77 % at 100, 86 % at 1,000 and 89 % at 10,000 m³/h;
 *   multistage stages, with their return channels, about 45, 65 and 80 % at 1, 10 and 100 m³/h;
 * - borehole submersibles by nominal size: 4-inch from about 45 % for the smallest (1.5 m³/h) to about
 *   70 % (14 m³/h), the application engineer's figures of issue 23, which match the spread of
 *   manufacturers' 4-inch range charts (e.g. Grundfos SP 1A to SP 17); 6-inch 63–76 %, 8-inch 73–80 %,
 *   10-inch 76–82 %, read the same way (to be checked against the owner's own range chart);
 * - open-well submersibles 45–60 % (issue 23); sewage (vortex and grinder) 30–45 %; peripheral
 *   (regenerative) pumps 25–40 %; vertical turbine bowls 68–85 % (Gülich Fig. 3.26, diffuser pumps).
 * A model's peak efficiency must lie within {@link PEAK_EFFICIENCY_TOLERANCE_PCT} of its band's
 * line at its own BEP flow. These are sample data's yardsticks: the owner's tested curves replace them.
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
    [5, 68],
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

/**
 * The peak efficiency band of a pump class at a BEP flow: the band's line (the generator's target)
 * and the allowed range ± {@link PEAK_EFFICIENCY_TOLERANCE_PCT} (open-well pumps: no more than 60 %).
 * Worked example: a 4-inch borehole pump with its BEP at 5 m³/h:
 * 45 + (70 − 45) × ln(5/1.5)/ln(14/1.5) = 45 + 25 × 1.2040/2.2336 = 58.5 %, allowed 53.5–63.5 %.
 * @throws Error for a borehole size without a band
 */
export function peakEfficiencyBand(
  pump: PumpClass,
  bepFlowM3h: number,
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
  return {
    targetPct: target,
    minPct: target - PEAK_EFFICIENCY_TOLERANCE_PCT,
    maxPct: Math.min(target + PEAK_EFFICIENCY_TOLERANCE_PCT, ceilings[bandKey(pump)] ?? Infinity),
  };
}

/**
 * Shut-off head over the head at the best efficiency point, H0/H_BEP (shut-off head by
 * `shutOffHeadM` of the hydraulics core):
 * - radial stages 1.1–1.35 (issue 23, the application engineer's range; Karassik et al., Pump Handbook,
 *   4th ed., ch. 2: a radial impeller of low to medium specific speed rises gently to shut-off).
 *   Every model of the catalogue but the peripheral pumps is built and checked as radial: the turbine
 *   bowls included (mixed-flow bowls, which could rise higher, are not in the range);
 * - peripheral (regenerative) pumps up to 3.5: their head falls almost linearly from shut-off, and
 *   their power is highest there (same handbook, regenerative turbine pumps); the sample curves give 2.1–2.3.
 */
export const SHUT_OFF_RATIO = {
  radial: { min: 1.1, max: 1.35 },
  peripheral: { min: 1.1, max: 3.5 },
} as const;

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

/**
 * Service factor of a model's motor: 1.15 for borehole submersible motors (NEMA MG 1-2016 §14.37 and
 * Franklin Electric, Application · Installation · Maintenance Manual, 2019, "Motor ratings": 4-inch
 * and 6-inch submersible motors are rated with SF 1.15), 1.0 for the IEC surface and open-well motors
 * (IEC 60034-1 rates output for continuous duty S1 and gives no service factor).
 */
export function serviceFactorOf(model: Pick<PumpModel, 'category' | 'minBoreInch'>): number {
  return model.category === 'SUBMERSIBLE PUMPS' && model.minBoreInch !== undefined ? 1.15 : 1;
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

const fixed = (value: number, digits = 1) => value.toFixed(digits);

/**
 * The plausibility rules of one model; a message per broken rule (empty when plausible):
 * - peak η (at the curve's BEP) within its class's band ({@link peakEfficiencyBand});
 * - a peripheral pump's shaft power falls from the first point to the last (most at shut-off);
 * - shut-off head over BEP head within {@link SHUT_OFF_RATIO};
 * - P2 anywhere up to maximum flow within the motor's rating × service factor ({@link serviceFactorOf});
 * - no 4-inch motor (narrower than a 4-inch bore) above the 4-inch range (`fourInchMaxKw`);
 * - NPSHr, where given, at a suction specific speed within {@link SUCTION_SPECIFIC_SPEED} at the BEP.
 */
export function plausibilityProblems(model: PumpModel, pump: PumpClass, fourInchMaxKw: number): string[] {
  const problems: string[] = [];
  const curves = pumpCurves(model.points);
  const band = peakEfficiencyBand(pump, curves.bepFlowM3h);
  if (curves.bepEfficiencyPct < band.minPct || curves.bepEfficiencyPct > band.maxPct) {
    problems.push(
      `peak efficiency ${fixed(curves.bepEfficiencyPct)} % at ${fixed(curves.bepFlowM3h, 2)} m³/h is outside the ${bandKey(pump)} band ${fixed(band.minPct)}–${fixed(band.maxPct)} %`,
    );
  }
  if (pump.kind === 'peripheral') {
    const falls = model.points.every((p, i) => i === 0 || p.powerKw < model.points[i - 1]!.powerKw);
    if (!falls) problems.push('a peripheral pump’s shaft power must fall from shut-off as the flow rises');
  }
  const ratio = shutOffHeadM(curves) / curves.bepHeadM;
  const limits = pump.kind === 'peripheral' ? SHUT_OFF_RATIO.peripheral : SHUT_OFF_RATIO.radial;
  if (ratio < limits.min || ratio > limits.max) {
    problems.push(
      `shut-off head is ${fixed(ratio, 2)} × the head at best efficiency (${pump.kind === 'peripheral' ? 'peripheral' : 'radial'}: ${limits.min}–${limits.max})`,
    );
  }
  const limitKw = model.motor.powerKw * serviceFactorOf(model);
  const peakKw = peakPowerKw(curves);
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
  if (curves.npshr) {
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

/** Tolerances of the 60 Hz affinity check: head and power 3 %, NPSHr 3 % + 0.02 m (rounding), η 1 point. */
export const affinityTolerance = {
  head: 0.03,
  power: 0.03,
  npshr: 0.03,
  npshrRoundingM: 0.02,
  efficiencyPct: 1,
} as const;

/**
 * Affinity check of a 60 Hz model against its 50 Hz hydraulic (Hydraulic Institute affinity laws:
 * Q ∝ n, H ∝ n², P ∝ n³, η unchanged, NPSHr ∝ n²), per stage, at the one speed ratio
 * {@link SPEED_60HZ_RPM}/{@link SPEED_50HZ_RPM}: at each 50 Hz point whose scaled flow the 60 Hz curve
 * covers, the 60 Hz curves must give the scaled head, η, P2 and NPSHr.
 */
export function sixtyHertzProblems(model: PumpModel, reference: PumpModel): string[] {
  if (model.speedRpm !== SPEED_60HZ_RPM || reference.speedRpm !== SPEED_50HZ_RPM) {
    return [
      `60 Hz speed ${model.speedRpm} rpm over 50 Hz ${reference.speedRpm} rpm is not the one stated ratio ${SPEED_60HZ_RPM}/${SPEED_50HZ_RPM}`,
    ];
  }
  const r = SPEED_60HZ_RPM / SPEED_50HZ_RPM;
  const stages = (model.stages ?? 1) / (reference.stages ?? 1);
  const curves = pumpCurves(model.points);
  let compared = 0;
  for (const p of reference.points) {
    const q = p.flowM3h * r;
    if (q < curves.minFlowM3h - 1e-9 || q > curves.maxFlowM3h + 1e-9) continue;
    compared++;
    const what = `at ${fixed(q, 2)} m³/h, not ${reference.model} (50 Hz) by the affinity laws at ${SPEED_60HZ_RPM}/${SPEED_50HZ_RPM} rpm`;
    const head = p.headM * r ** 2 * stages;
    if (relativeDifference(curves.head(q)!, head) > affinityTolerance.head) {
      return [`head ${fixed(curves.head(q)!)} m ${what} (${fixed(head)} m)`];
    }
    if (Math.abs(curves.efficiency(q)! - p.efficiencyPct) > affinityTolerance.efficiencyPct) {
      return [`efficiency ${fixed(curves.efficiency(q)!)} % ${what} (${fixed(p.efficiencyPct)} %)`];
    }
    const power = p.powerKw * r ** 3 * stages;
    if (relativeDifference(curves.power(q)!, power) > affinityTolerance.power) {
      return [`P2 ${fixed(curves.power(q)!, 2)} kW ${what} (${fixed(power, 2)} kW)`];
    }
    if (p.npshrM !== undefined && curves.npshr) {
      const npshr = p.npshrM * r ** 2;
      const actual = curves.npshr(q)!;
      if (Math.abs(actual - npshr) > affinityTolerance.npshr * npshr + affinityTolerance.npshrRoundingM) {
        return [`NPSHr ${fixed(actual, 2)} m ${what} (${fixed(npshr, 2)} m)`];
      }
    }
  }
  return compared >= 3 ? [] : [`its flows do not overlap ${reference.model} (50 Hz) scaled by the affinity laws`];
}
