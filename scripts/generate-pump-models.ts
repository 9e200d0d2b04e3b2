/**
 * Generates the per-model engineering data, `content/catalogue/models/{50hz|60hz}/<productId>.json`,
 * once, from the published model ranges in `content/catalogue/models/published-ranges.json`
 * (`npx tsx scripts/generate-pump-models.ts`). The output is committed as content; the owner
 * replaces it with tested curves later and then sets `siteConfig.engineeringData` to 'tested'.
 *
 * Each hydraulic (a stage design, 'KS4-05') gets one stage curve at its 50 Hz speed, built to the
 * plausibility yardsticks of `src/content/pump-plausibility.ts` (sources there) and the physics the
 * build checks (`src/content/pump-models.ts`); every model of it is that stage curve × its stages,
 * and at 60 Hz by the affinity laws at the one speed ratio 3450/2900 rpm (Q × 1.1897, H × 1.4153,
 * P × 1.6837, η unchanged, NPSHr × 1.4153; HI / Karassik), never fitted on its own:
 * - radial stages: H = H0 − c·Q² through the published (Qmin, Hmax) and (Qmax, Hmin) per stage, the
 *   best efficiency point where H0/H_BEP = k, k within Gülich's shut-off ratio at the stage's specific
 *   speed (`radialShutOffRatio`, ± 0.09 so that the points read back inside ± 0.1), nearest 1.25 that
 *   the motors carry (so that curves already inside the band did not move when it came, issue 48);
 *   η(Q) = ηmax·(1 − 0.5·((Q − Q_BEP)/Q_BEP)²) with ηmax on the band line of the pump's type and size
 *   at Q_BEP and nq, raised by up to 4 points (still in the band) only where the brochure's motor needs
 *   it; P2 = ρ·g·Q·H/η (ISO 9906). Where that P2 would fall more than 4 % (the build allows 5 %,
 *   `RADIAL_POWER_FALL_MAX`) towards maximum flow for every k — a published range running far
 *   beyond the BEP towards zero head, as the open-well pumps' do — the stage takes the radial pump's
 *   rising power line instead: P2 = P0 + p1·Q, with P0/P2,BEP = r/(1 + r), r = (2k − 2)/(3 − 2k) so
 *   that η = ρ·g·Q·H/P2 peaks at Q_BEP (d ln(Q·H/P2)/dQ = 0 there), scaled to ηmax; η then falls to
 *   zero where the head would, as a real curve's does (k 1.25: P0 = half the BEP's power, Gülich ch. 4);
 * - peripheral (regenerative) pumps: H falls linearly between the published ends; P2 falls linearly
 *   from its most at shut-off to 60 % of that at maximum flow (Karassik, Pump Handbook, regenerative
 *   turbine pumps: power highest at shut-off), scaled so that the peak of η = ρ·g·Q·H/P2 is on the band;
 * - NPSHr at the BEP from the design suction specific speed S = 9,500 (US units, per impeller eye;
 *   ANSI/HI 9.6.1), so NPSHr = (n·√Q/S)^(4/3) grows with flow and speed; along the curve
 *   NPSHr(Q) = NPSHr_BEP·(0.55 + 0.45·(Q/Q_BEP)²);
 * - the motor is the brochure's rating (the smallest IEC 60072 size in a published range of ratings
 *   that carries P2 × 1/service factor); a rating that cannot carry the curve anywhere up to maximum
 *   flow is an error, never raised. A 4-inch pump whose rating is above the 4-inch motor range the
 *   content states (the 4-inch motor's data table) is built on the 6-inch motor of that rating, and the
 *   set then needs a 6-inch bore;
 * - where a published range cannot be met by a plausible curve, the row's `dataRange` (with its
 *   reason) is used instead, and the generator lists it for the owner.
 * Left out: the KTP submersible mixer (its duty is thrust in N at a propeller speed, not a Q–H
 * curve), and motors, pipes, cables and panels (not pumps). Vertical turbine bowls (KVT), published
 * per stage, become models at 2, about half and all of their allowable stages ('KVT 6S-02').
 * Deterministic: the same input gives byte-identical files.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { CategoryName } from '../src/content/schemas/catalogue';
import { pumpModelFileSchema, type PumpModel } from '../src/content/schemas/pump-models';
import type { MotorSupply } from '../src/engineering/tables';
import {
  affinityFactors,
  hydraulicPowerKw,
  npshrAtSuctionSpecificSpeed,
  shaftPowerKw,
  specificSpeedNq,
} from '../src/engineering/hydraulics';
import { kwToHp, nominalHp } from '../src/engineering/units';
import {
  SPEED_50HZ_RPM,
  SPEED_60HZ_RPM,
  RADIAL_POWER_FALL_MAX,
  RADIAL_POWER_NQ_MAX,
  SUCTION_SPECIFIC_SPEED,
  fourInchMotorMaxKw,
  impellerEyes,
  peakEfficiencyBand,
  radialShutOffRatio,
  type PumpClass,
} from '../src/content/pump-plausibility';
import { serviceFactorOf } from '../src/engineering/motor';
import {
  publishedRangesSchema,
  type PublishedProduct,
  type PublishedRow,
} from '../src/content/schemas/published-ranges';

const modelsDir = path.join(process.cwd(), 'content', 'catalogue', 'models');

/** IEC 60072-1 standard motor output ratings in kW. */
const iecRatingsKw = [
  0.25, 0.37, 0.55, 0.75, 1.1, 1.5, 2.2, 3, 3.7, 4, 5.5, 7.5, 9.3, 11, 15, 18.5, 22, 30, 37, 45, 55, 75, 90, 110, 132,
  150, 160, 185, 200, 220, 250, 280, 315, 355, 400, 450, 500, 560, 630, 710, 800, 900, 1000, 1120, 1250, 1400, 1600,
  1800, 2000, 2240, 2500, 2800, 3000,
];

/**
 * Rated efficiency (%) of a three-phase induction motor by output, IE2 level of IEC 60034-30-1:2014
 * Table 2 (2-pole, 50 Hz), 3 points lower for water-filled submersible motors.
 */
const motorEfficiencyTable: [number, number][] = [
  [0.25, 66],
  [0.37, 70],
  [0.55, 74],
  [0.75, 77.4],
  [1.1, 79.6],
  [1.5, 81.3],
  [2.2, 83.2],
  [3, 84.6],
  [4, 85.8],
  [5.5, 87],
  [7.5, 88.1],
  [11, 89.4],
  [15, 90.3],
  [22, 91.3],
  [37, 92.5],
  [55, 93.2],
  [90, 94.1],
  [160, 94.8],
  [375, 95],
  [3000, 95.5],
];

/** Rated power factor cos φ by output: typical two-pole catalogue values (ABB/WEG low-voltage motor catalogues). */
const powerFactorTable: [number, number][] = [
  [0.25, 0.7],
  [0.75, 0.78],
  [2.2, 0.82],
  [7.5, 0.85],
  [22, 0.87],
  [90, 0.89],
  [3000, 0.9],
];

/** Linear interpolation in a table of (x, y) on log x. */
function interpolateLog(table: [number, number][], x: number): number {
  if (x <= table[0]![0]) return table[0]![1];
  for (let i = 1; i < table.length; i++) {
    const [x1, y1] = table[i]!;
    const [x0, y0] = table[i - 1]!;
    if (x <= x1) return y0 + ((y1 - y0) * (Math.log(x) - Math.log(x0))) / (Math.log(x1) - Math.log(x0));
  }
  return table.at(-1)![1];
}

/** Rounds to `digits` significant digits. */
function significant(value: number, digits: number): number {
  return Number(value.toPrecision(digits));
}

/** Published outlet (inch, or 'NN mm') to bore in mm (ISO 6708 DN for the inch sizes). */
function outletMm(outlet: string): number {
  const mm = /^(\d+) mm$/.exec(outlet);
  if (mm) return Number(mm[1]);
  const dn: Record<string, number> = {
    '1': 25,
    '1 1/4': 32,
    '1 1/2': 40,
    '2': 50,
    '2 1/2': 65,
    '3': 80,
    '4': 100,
    '5': 125,
    '6': 150,
    '8': 200,
    '10': 250,
    '12': 300,
    '14': 350,
    '18': 450,
    '20': 500,
    '16': 400,
    '24': 600,
    '36': 900,
  };
  const value = dn[outlet];
  if (!value) throw new Error(`Unknown outlet size "${outlet}"`);
  return value;
}

/**
 * Outer diameter (mm), largest diameter with the cable guard over the drop cable (mm) and smallest
 * bore (inch) of a submersible pump set by nominal size. Borehole pump data booklets tabulate the
 * pump's diameter "including cable guard and motor cable" beside the smallest borehole (e.g. Grundfos
 * SP data booklet, "Dimensions and weights"); these sample figures add a guard of about 2.5 mm of
 * sheet over the flat cable, 4 to 5 mm on a side, and each stays within its nominal bore (4 in =
 * 101.6 mm), as the product pages state ("4 inch bore and larger"); owner to confirm with the
 * manufacturer's dimension sheets.
 */
const submersibleSize: Record<
  number,
  { outerDiameterMm: number; maxDiameterWithCableGuardMm: number; minBoreInch: number }
> = {
  4: { outerDiameterMm: 98, maxDiameterWithCableGuardMm: 100, minBoreInch: 4 },
  6: { outerDiameterMm: 145, maxDiameterWithCableGuardMm: 150, minBoreInch: 6 },
  8: { outerDiameterMm: 192, maxDiameterWithCableGuardMm: 200, minBoreInch: 8 },
  10: { outerDiameterMm: 240, maxDiameterWithCableGuardMm: 250, minBoreInch: 10 },
};

/**
 * The motor of a submersible pump set by nominal size: outer diameter in mm (Franklin Electric,
 * Submersible Motors AIM manual, motor dimensions: 4-inch 3.75 in, 6-inch 5.43 in, 8-inch 7.52 in,
 * 10-inch about 9.3 in), the diameter across the motor with the flat drop cable beside it in mm (the
 * motor's diameter + the thickness of the 3-core flat cable of the set's sizes, IS 694: about 6 mm
 * for the 4-inch motors' 1.5–4 mm², 12 mm for 6-inch, 11 to 15 mm for 8- and 10-inch; a 6-lead
 * motor's two flat cables lie side by side under one guard, not stacked), and power leads (4-inch
 * motors are built with 3 leads and cannot be started star-delta; 6-inch and larger three-phase
 * motors of the range have 6 leads for Y-Δ starting).
 */
const submersibleMotor: Record<number, { outerDiameterMm: number; diameterWithCableMm: number; leads: 3 | 6 }> = {
  4: { outerDiameterMm: 95, diameterWithCableMm: 101, leads: 3 },
  6: { outerDiameterMm: 138, diameterWithCableMm: 150, leads: 6 },
  8: { outerDiameterMm: 191, diameterWithCableMm: 202, leads: 6 },
  10: { outerDiameterMm: 237, diameterWithCableMm: 252, leads: 6 },
};

/** Stages of a multistage model from its code ('KS4-05/24' → 24, 'KH2-2' → 2, 'KIV1-06' → 6), or the published stages. */
function stagesOf(row: PublishedRow): number | undefined {
  if (row.stages !== undefined) return row.stages > 1 ? row.stages : undefined;
  const slash = /\/(\d+)$/.exec(row.model);
  if (slash) return Number(slash[1]);
  const dash = /^K(?:H|IV)\d+-(\d+)$/.exec(row.model);
  return dash ? Number(dash[1]) : undefined;
}

/** Hydraulic id: the model code without its stage count ('KS4-05/24' → 'KS4-05', 'KIV1-06' → 'KIV1'). */
function hydraulicOf(row: PublishedRow): string {
  const bowl = /^(KVT \d+S)-\d+$/.exec(row.model);
  if (bowl) return bowl[1]!;
  if (/\/\d+$/.test(row.model)) return row.model.replace(/\/\d+$/, '');
  const dash = /^(K(?:H|IV)\d+)-\d+$/.exec(row.model);
  return dash ? dash[1]! : row.model;
}

/** A stage curve at one speed (see the file's docstring), defined for any flow; sampled over a model's range. */
interface StageCurve {
  /** 'radial': η a parabola about the BEP; 'radial-rising': P2 a rising line, η from it; 'peripheral'. */
  shape: 'radial' | 'radial-rising' | 'peripheral';
  speedRpm: number;
  /** Allowable flow range of the stage at this speed in m³/h. */
  qMin: number;
  qMax: number;
  /** Radial: H = h0 − c·Q²; peripheral: H = h0 − c·Q (m per stage, Q in m³/h). */
  h0: number;
  c: number;
  qBep: number;
  /** Radial: peak η in %. */
  etaMax: number;
  /** Peripheral: P2 = p0 − p1·Q per stage in kW; radial-rising: P2 = p0 + p1·Q. */
  p0: number;
  p1: number;
  /** NPSHr at the BEP in m (surface pumps), else 0. */
  npshBepM: number;
}

function headAt(curve: StageCurve, q: number): number {
  return curve.shape === 'peripheral' ? curve.h0 - curve.c * q : curve.h0 - curve.c * q * q;
}

function efficiencyAt(curve: StageCurve, q: number): number {
  if (curve.shape !== 'radial') return (100 * hydraulicPowerKw(q, headAt(curve, q))) / powerAt(curve, q);
  return curve.etaMax * (1 - 0.5 * ((q - curve.qBep) / curve.qBep) ** 2);
}

/** Shaft power per stage in kW. */
function powerAt(curve: StageCurve, q: number): number {
  if (curve.shape === 'peripheral') return curve.p0 - curve.p1 * q;
  if (curve.shape === 'radial-rising') return curve.p0 + curve.p1 * q;
  return shaftPowerKw(q, headAt(curve, q), efficiencyAt(curve, q));
}

/** The stage curve at another speed by the affinity laws (Q ∝ n, H ∝ n², P ∝ n³, NPSHr ∝ n², η kept). */
function atSpeed(curve: StageCurve, speedRpm: number): StageCurve {
  const f = affinityFactors(curve.speedRpm, speedRpm);
  return {
    ...curve,
    speedRpm,
    qMin: curve.qMin * f.flow,
    qMax: curve.qMax * f.flow,
    h0: curve.h0 * f.head,
    // radial: c·f_H/f_Q² (= c); peripheral: c·f_H/f_Q
    c: curve.shape === 'peripheral' ? (curve.c * f.head) / f.flow : (curve.c * f.head) / f.flow ** 2,
    qBep: curve.qBep * f.flow,
    p0: curve.p0 * f.power,
    p1: (curve.p1 * f.power) / f.flow,
    npshBepM: curve.npshBepM * f.head,
  };
}

/**
 * Number of points per model: 8, 12 on a rising power line and 15 for peripheral pumps, whose skewed
 * η curves need the closer spacing for the BEP read from the points (the hydraulics core's local parabola) to stay within 1 %
 * of the designed one.
 */
const pointCounts = { radial: 8, 'radial-rising': 12, peripheral: 15 } as const;

/** Flows of a model's points: `count` evenly spaced from qLo to qHi, to 4 significant digits. */
function flowsOf(qLo: number, qHi: number, count: number): number[] {
  return Array.from({ length: count }, (_, i) => significant(qLo + ((qHi - qLo) * i) / (count - 1), 4));
}

/** Points of `stages` × the stage curve over [qLo, qHi], rounded consistently. */
function pointsOf(curve: StageCurve, stages: number, qLo: number, qHi: number): PumpModel['points'] {
  return flowsOf(qLo, qHi, pointCounts[curve.shape]).map((q) => {
    const h = significant(headAt(curve, q) * stages, 4);
    const eta = Number(efficiencyAt(curve, q).toFixed(1));
    const point: PumpModel['points'][number] = {
      flowM3h: q,
      headM: h,
      efficiencyPct: eta,
      powerKw: significant(curve.shape === 'peripheral' ? powerAt(curve, q) * stages : shaftPowerKw(q, h, eta), 4),
    };
    if (curve.npshBepM > 0) {
      point.npshrM = significant(curve.npshBepM * (0.55 + 0.45 * (q / curve.qBep) ** 2), 3);
    }
    return point;
  });
}

/** Where a curve's BEP may lie within its allowable range (share of the span from Qmin). */
const bepShare = { min: 0.2, max: 0.9 };

/**
 * Shut-off ratios k = H0/H_BEP the generator tries for radial stages, nearest 1.25 first; each is kept
 * only within {@link SHUT_OFF_MARGIN} of Gülich's ratio at the stage's specific speed (`radialShutOffRatio`).
 */
const shutOffRatios = Array.from({ length: 79 }, (_, i) => Number((1.02 + i * 0.01).toFixed(2))).sort(
  (a, b) => Math.abs(a - 1.25) - Math.abs(b - 1.25) || a - b,
);

/** How far inside the build's shut-off range (± 0.1) the generator keeps k, for the ratio read back from the points. */
const SHUT_OFF_MARGIN = 0.01;

/** The fall of P2 towards maximum flow the generator allows a radial model (the build allows `RADIAL_POWER_FALL_MAX`). */
const POWER_FALL_DESIGN = RADIAL_POWER_FALL_MAX - 0.01;

/** Efficiency raises (points above the band line) the generator tries, least first. */
const etaRaises = [0, 0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4];

/** A published row with what the generator needs: its product, stages, speed and data range. */
interface RowPlan {
  product: PublishedProduct;
  row: PublishedRow;
  stages: number | undefined;
  speedRpm: number;
  /** The range the data follow: the row's `dataRange`, else the published one. */
  flow: [number, number];
  head: [number, number];
  pump: PumpClass;
  /** Largest motor the row may have, and its service factor. */
  motorMaxKw: number;
  serviceFactor: number;
  npsh: boolean;
  eyes: 1 | 2;
}

/**
 * Flow span a row's points take from a stage curve at the row's speed: the curve's allowable range
 * (the 50 Hz range, by the affinity laws at 60 Hz), narrowed to the row's data range only where that
 * is more than 5 % (the build's range tolerance) inside it.
 */
function spanOf(plan: RowPlan, curve: StageCurve): [number, number] {
  const lo = plan.flow[0] > curve.qMin * 1.05 ? plan.flow[0] : curve.qMin;
  const hi = plan.flow[1] < curve.qMax * 0.95 ? plan.flow[1] : curve.qMax;
  return [lo, hi];
}

/**
 * The stage curve of a base row for a shape, a shut-off ratio (radial) and an η raise, or undefined
 * when its BEP falls outside the range or k outside Gülich's ratio at the BEP's specific speed.
 */
function fitStageCurve(
  base: RowPlan,
  shape: 'radial' | 'radial-rising',
  k: number,
  raise: number,
): StageCurve | undefined {
  const stages = base.stages ?? 1;
  const [qMin, qMax] = base.flow;
  const hHigh = base.head[1] / stages;
  const hLow = base.head[0] / stages;
  const npshFor = (qBep: number) =>
    base.npsh ? npshrAtSuctionSpecificSpeed(base.speedRpm, qBep, SUCTION_SPECIFIC_SPEED.design, base.eyes) : 0;
  if (base.pump.kind === 'peripheral') {
    const c = (hHigh - hLow) / (qMax - qMin);
    const h0 = hHigh + c * qMin;
    // P2 = p0 − p1·Q with P2(Qmax) = 0.6·P2(Qmin); p0 = 1 first, then scaled to put the η peak on the band.
    const p1 = (0.4 * 1) / (qMax - 0.6 * qMin);
    const unit: StageCurve = {
      shape: 'peripheral',
      speedRpm: base.speedRpm,
      qMin,
      qMax,
      h0,
      c,
      qBep: qMin,
      etaMax: 0,
      p0: 1,
      p1,
      npshBepM: 0,
    };
    let qBep = qMin;
    let etaPeak = 0;
    for (let i = 0; i <= 400; i++) {
      const q = qMin + ((qMax - qMin) * i) / 400;
      const eta = efficiencyAt(unit, q);
      if (eta > etaPeak) [qBep, etaPeak] = [q, eta];
    }
    const band = peakEfficiencyBand(
      base.pump,
      qBep,
      specificSpeedNq(base.speedRpm, qBep, headAt(unit, qBep), 1, base.eyes),
    );
    if (band.targetPct + raise > band.maxPct - 0.5) return undefined;
    const target = band.targetPct + raise;
    const scale = etaPeak / target;
    return { ...unit, p0: scale, p1: p1 * scale, qBep, etaMax: target, npshBepM: npshFor(qBep) };
  }
  const c = (hHigh - hLow) / (qMax * qMax - qMin * qMin);
  const h0 = hHigh + c * qMin * qMin;
  const qBep = Math.sqrt((h0 - h0 / k) / c);
  if (qBep < qMin + bepShare.min * (qMax - qMin) || qBep > qMin + bepShare.max * (qMax - qMin)) return undefined;
  const nq = specificSpeedNq(base.speedRpm, qBep, h0 / k, 1, base.eyes);
  const ratio = radialShutOffRatio(nq);
  if (k < ratio.min + SHUT_OFF_MARGIN || k > ratio.max - SHUT_OFF_MARGIN) return undefined;
  const band = peakEfficiencyBand(base.pump, qBep, nq);
  // stay half a point inside the band, for the rounding of η and the BEP read back from the points
  if (band.targetPct + raise > band.maxPct - 0.5) return undefined;
  const etaMax = band.targetPct + raise;
  const curve: StageCurve = {
    shape,
    speedRpm: base.speedRpm,
    qMin,
    qMax,
    h0,
    c,
    qBep,
    etaMax,
    p0: 0,
    p1: 0,
    npshBepM: npshFor(qBep),
  };
  if (shape === 'radial-rising') {
    if (k >= 1.5) return undefined;
    // P2 = p0 + p1·Q through the BEP's power, P0/(p1·Q_BEP) = r (see the file's docstring)
    const r = (2 * k - 2) / (3 - 2 * k);
    const bepKw = shaftPowerKw(qBep, h0 / k, etaMax);
    curve.p0 = (bepKw * r) / (1 + r);
    curve.p1 = bepKw / (qBep * (1 + r));
  }
  return curve;
}

/** The most any row of a group falls in P2 from its highest to its maximum flow on a stage curve, as a fraction. */
function powerFall(group: RowPlan[], curve: StageCurve): number {
  return Math.max(
    ...group.map((plan) => {
      const atRow = atSpeed(curve, plan.speedRpm);
      const [, hi] = spanOf(plan, atRow);
      return 1 - powerAt(atRow, hi) / (peakPowerKw(plan, curve) / (plan.stages ?? 1));
    }),
  );
}

/** Largest P2 of a row's model on a stage curve, sampled finely over its span, in kW. */
function peakPowerKw(plan: RowPlan, curve: StageCurve): number {
  const atRow = atSpeed(curve, plan.speedRpm);
  const [lo, hi] = spanOf(plan, atRow);
  let peak = 0;
  for (let i = 0; i <= 48; i++) peak = Math.max(peak, powerAt(atRow, lo + ((hi - lo) * i) / 48) * (plan.stages ?? 1));
  return peak;
}

/** The motor of a model: the brochure's rating (see the file's docstring). */
function motorFor(
  plan: RowPlan,
  requiredKw: number,
  fourInchMaxKw: number,
): { motor: PumpModel['motor']; sizeInch?: number } {
  const { product, row } = plan;
  // Without a published rating (vertical turbine bowls) the motor is the smallest IEC size that carries the curve.
  const [publishedMin, publishedMax] = row.powerKw ?? [0, Infinity];
  const needed = requiredKw / plan.serviceFactor;
  const powerKw =
    publishedMin === publishedMax
      ? publishedMax
      : (iecRatingsKw.find((kw) => kw >= needed - 1e-9 && kw >= publishedMin) ?? publishedMax);
  if (powerKw * plan.serviceFactor < requiredKw) {
    throw new Error(
      `${row.model}: P2 up to ${requiredKw.toFixed(2)} kW is above the ${powerKw} kW motor × ${plan.serviceFactor}`,
    );
  }
  const submersible = product.kind === 'submersible' || product.kind === 'openwell' || product.kind === 'sewage';
  const efficiencyPct = Number((interpolateLog(motorEfficiencyTable, powerKw) - (submersible ? 3 : 0)).toFixed(1));
  const powerFactor = Number(interpolateLog(powerFactorTable, powerKw).toFixed(2));
  const phases = row.phases ?? (powerKw <= 2.2 && product.kind !== 'turbine' ? [1, 3] : [3]);
  const threePhaseV = product.frequencyHz === 50 ? 415 : 460;
  const supplies: MotorSupply[] = phases.map((phase) => {
    // Single-phase capacitor-run motors: about 5 points less efficient, cos φ about 0.95 (IEC 60034-1 class practice).
    const eta = (phase === 1 ? efficiencyPct - 5 : efficiencyPct) / 100;
    const cosPhi = phase === 1 ? 0.95 : powerFactor;
    const voltageV = phase === 1 ? 230 : threePhaseV;
    const current = (powerKw * 1000) / ((phase === 1 ? 1 : Math.sqrt(3)) * voltageV * eta * cosPhi);
    const supply: MotorSupply = { phase: phase as 1 | 3, voltageV, fullLoadCurrentA: significant(current, 3) };
    // The single-phase motor's own cos φ and efficiency (the motor's fields are the three-phase ones).
    if (phase === 1) Object.assign(supply, { powerFactor: cosPhi, efficiencyPct: Number((eta * 100).toFixed(1)) });
    return supply;
  });
  // A 4-inch pump above the 4-inch motor range runs on the 6-inch motor of its rating.
  let sizeInch = product.kind === 'submersible' ? product.sizeInch : undefined;
  if (sizeInch === 4 && powerKw > fourInchMaxKw) sizeInch = 6;
  return {
    motor: {
      powerKw,
      // The published HP, else the rating's nameplate HP (5.5 kW is sold as 7.5 HP, not 7.38: issue 49).
      powerHp:
        row.powerKw && row.powerHp && powerKw === row.powerKw[1]
          ? row.powerHp[1]
          : (nominalHp(powerKw) ?? significant(kwToHp(powerKw), 3)),
      efficiencyPct,
      powerFactor,
      supplies,
      ...(sizeInch ? submersibleMotor[sizeInch] : {}),
    },
    sizeInch,
  };
}

/** The plan of a published row: stages, speed, data range, class, motor limit. */
function planOf(product: PublishedProduct, row: PublishedRow): RowPlan {
  const stages = row.model.startsWith('KVT') ? row.stages! : stagesOf(row);
  const category = product.category as CategoryName;
  const minBoreInch = product.kind === 'submersible' ? (product.sizeInch ?? 4) : undefined;
  return {
    product,
    row,
    stages,
    speedRpm: row.speedRpm ?? product.speedRpm,
    flow: row.dataRange?.flowM3h ?? row.flowM3h,
    head: row.dataRange?.headM ?? row.headM!,
    pump: { kind: product.kind, sizeInch: product.sizeInch, multistage: stages !== undefined },
    motorMaxKw: row.powerKw?.[1] ?? Infinity,
    serviceFactor: serviceFactorOf({ category, ...(minBoreInch ? { minBoreInch } : {}) }),
    npsh: product.kind === 'surface' || product.kind === 'peripheral',
    eyes: impellerEyes({ category }),
  };
}

/**
 * Generates every model of every product; returns the files' contents and the notes for the owner.
 * @param fourInchMaxKw largest 4-inch motor rating by frequency, as the content states it
 * @throws Error naming the model when no plausible curve within the brochure's motor exists
 */
export function generatePumpModels(
  published: PublishedProduct[],
  fourInchMaxKw: Record<50 | 60, number>,
): { files: Map<string, PumpModel[]>; notes: string[]; designBepFlowM3h: Map<string, number> } {
  const notes: string[] = [];
  /** The BEP flow each model's stage curve was designed with, by '50/KS4-05/24'. */
  const designBepFlowM3h = new Map<string, number>();
  const plans = published.flatMap((product) => expandRows(product).map((row) => planOf(product, row)));
  // One stage curve per hydraulic, at its 50 Hz speed, chosen so that every model of it (both frequencies) fits its motor.
  const byHydraulic = new Map<string, RowPlan[]>();
  for (const plan of plans)
    byHydraulic.set(hydraulicOf(plan.row), [...(byHydraulic.get(hydraulicOf(plan.row)) ?? []), plan]);
  const stageCurves = new Map<string, StageCurve>();
  const failures: string[] = [];
  for (const [hydraulic, group] of byHydraulic) {
    const base = group.find((p) => p.product.frequencyHz === 50);
    if (!base) throw new Error(`${hydraulic}: a 60 Hz hydraulic without a 50 Hz curve to derive it from`);
    if (
      group.some(
        (p) => p.product.frequencyHz === 60 && (p.speedRpm !== SPEED_60HZ_RPM || base.speedRpm !== SPEED_50HZ_RPM),
      )
    ) {
      throw new Error(
        `${hydraulic}: 60 Hz models must run at ${SPEED_60HZ_RPM} rpm from a ${SPEED_50HZ_RPM} rpm hydraulic`,
      );
    }
    let chosen: StageCurve | undefined;
    let leastOverload: { curve: StageCurve; overload: number } | undefined;
    const peripheral = base.pump.kind === 'peripheral';
    search: for (const shape of peripheral ? (['radial'] as const) : (['radial', 'radial-rising'] as const))
      for (const raise of etaRaises) {
        for (const k of peripheral ? [0] : shutOffRatios) {
          const curve = fitStageCurve(base, shape, k, raise);
          if (!curve) continue;
          const nq = specificSpeedNq(base.speedRpm, curve.qBep, curve.h0 / k, 1, base.eyes);
          if (!peripheral && nq <= RADIAL_POWER_NQ_MAX + 1 && powerFall(group, curve) > POWER_FALL_DESIGN) continue;
          const overload = Math.max(
            ...group.map((plan) => peakPowerKw(plan, curve) / (plan.motorMaxKw * plan.serviceFactor)),
          );
          if (overload <= 1) {
            chosen = curve;
            break search;
          }
          if (!leastOverload || overload < leastOverload.overload) leastOverload = { curve, overload };
        }
      }
    if (!chosen) {
      const curve = leastOverload?.curve;
      const rows = group.map((p) =>
        curve
          ? `${p.row.model} ${p.product.frequencyHz} Hz: P2 ${peakPowerKw(p, curve).toFixed(2)} kW on ${p.motorMaxKw} kW × ${p.serviceFactor}`
          : p.row.model,
      );
      failures.push(`${hydraulic}: no plausible curve within the brochure's motors: ${rows.join('; ')}`);
      if (!curve) continue;
      chosen = curve;
    }
    stageCurves.set(hydraulic, chosen);
  }

  if (failures.length) throw new Error(failures.join('\n'));
  const files = new Map<string, PumpModel[]>();
  for (const product of published) {
    const models: PumpModel[] = [];
    for (const plan of plans.filter((p) => p.product === product)) {
      const { row } = plan;
      const hydraulic = hydraulicOf(row);
      const curve = atSpeed(stageCurves.get(hydraulic)!, plan.speedRpm);
      const [lo, hi] = spanOf(plan, curve);
      const points = pointsOf(curve, plan.stages ?? 1, lo, hi);
      designBepFlowM3h.set(`${product.frequencyHz}/${row.model}`, curve.qBep);
      const { motor, sizeInch } = motorFor(
        plan,
        peakPowerKw(plan, stageCurves.get(hydraulic)!),
        fourInchMaxKw[product.frequencyHz],
      );
      if (sizeInch !== product.sizeInch) {
        notes.push(
          `${row.model} (${product.frequencyHz} Hz): ${motor.powerKw} kW is above the ${fourInchMaxKw[product.frequencyHz]} kW 4-inch motor range: on the 6-inch motor, 6-inch bore`,
        );
      }
      if (row.dataRange)
        notes.push(
          `${row.model} (${product.frequencyHz} Hz): data range ${row.dataRange.flowM3h.join('–')} m³/h, ${row.dataRange.headM.join('–')} m instead of the published ${row.flowM3h.join('–')} m³/h, ${row.headM!.join('–')} m: ${row.dataRange.reason}`,
        );
      const size = sizeInch ? submersibleSize[sizeInch] : undefined;
      models.push({
        model: row.model,
        productId: product.productId,
        category: product.category as CategoryName,
        series: product.series,
        frequencyHz: product.frequencyHz,
        speedRpm: plan.speedRpm,
        hydraulic,
        ...(plan.stages !== undefined ? { stages: plan.stages } : {}),
        motor,
        outlet: row.outlet,
        outletMm: outletMm(row.outlet),
        ...(size ?? {}),
        flowRangeM3h: { min: points[0]!.flowM3h, max: points.at(-1)!.flowM3h },
        points,
      });
    }
    files.set(`${product.frequencyHz}hz/${product.productId}.json`, pumpModelFileSchema.parse(models));
  }
  return { files, notes, designBepFlowM3h };
}

/** Largest 4-inch motor rating by frequency, from the 4-inch motor products' data tables. */
export function fourInchRangeFromContent(): Record<50 | 60, number> {
  const read = (hz: 50 | 60) => {
    const file = path.join(
      process.cwd(),
      'content',
      'catalogue',
      'products',
      `${hz}hz`,
      `4-inch-kl-${hz}hz-submersible-motor.json`,
    );
    return fourInchMotorMaxKw(JSON.parse(fs.readFileSync(file, 'utf8')).specifications);
  };
  return { 50: read(50), 60: read(60) };
}

/** Published rows of one product, the vertical turbine bowls expanded into their standard stage counts. */
function expandRows(product: PublishedProduct): PublishedRow[] {
  if (product.kind !== 'turbine') return product.rows;
  return product.rows.flatMap((row) => {
    const allowable = row.allowableStages ?? 1;
    const counts = [...new Set([2, Math.round(allowable / 2), allowable])].filter((s) => s >= 1 && s <= allowable);
    return counts.map((stages) => ({
      ...row,
      model: `${row.model}-${String(stages).padStart(2, '0')}`,
      stages,
      headM: [row.headPerStageM![0] * stages, row.headPerStageM![1] * stages] as [number, number],
      outlet: row.outlet || String(Number(/(\d+)S/.exec(row.model)![1])),
    }));
  });
}

function main(): void {
  const published = publishedRangesSchema.parse(
    JSON.parse(fs.readFileSync(path.join(modelsDir, 'published-ranges.json'), 'utf8')),
  );
  const { files, notes } = generatePumpModels(published, fourInchRangeFromContent());
  let count = 0;
  for (const [file, models] of files) {
    const target = path.join(modelsDir, file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, `${JSON.stringify(models, null, 2)}\n`);
    count += models.length;
  }
  console.log(`generate-pump-models: ${count} models in ${files.size} files`);
  for (const note of notes) console.log(`  note: ${note}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) main();
