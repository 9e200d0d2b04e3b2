/**
 * Generates the per-model engineering data, `content/catalogue/models/{50hz|60hz}/<productId>.json`,
 * once, from the published model ranges in `content/catalogue/models/published-ranges.json`
 * (`npx tsx scripts/generate-pump-models.ts`). The output is committed as content; the owner
 * replaces it with tested curves later and then sets `siteConfig.engineeringData` to 'tested'.
 *
 * Each curve is built to obey the rules the build checks (`src/content/pump-models.ts`):
 * - Q–H: H = H0 − c·Q² through the published (Qmin, Hmax) and (Qmax, Hmin), so it falls strictly
 *   and spans the published ranges exactly;
 * - η: one peak at Q_BEP = Qmin + 0.65·(Qmax − Qmin), η(Q) = ηmax·(1 − 0.5·((Q − Q_BEP)/Q_BEP)²),
 *   ηmax typical of the pump type and size (Europump/HI efficiency charts; Gülich, Centrifugal
 *   Pumps, 3rd ed., Fig. 3.26 for the dependence on specific speed and size);
 * - P2 = ρ·g·Q·H/η (ISO 9906), no more than the motor's rated output (non-overloading)
 *   over the allowable range (the motor is raised to the next IEC 60072 size when a published rating
 *   would be overloaded; the generator prints each such change for the owner);
 * - a 60 Hz model of a hydraulic that also runs at 50 Hz is the 50 Hz curve by the affinity laws
 *   (Q × n60/n50, H × (n60/n50)², η unchanged), per stage times its stages, when that spans its own
 *   published 60 Hz ranges within 5 %; otherwise it is fitted on its own with its own hydraulic id.
 * Left out: the KTP submersible mixer (its duty is thrust in N at a propeller speed, not a Q–H
 * curve), and motors, pipes, cables and panels (not pumps). Vertical turbine bowls (KVT), published
 * per stage, become models at 2, about half and all of their allowable stages ('KVT 6S-02').
 * Deterministic: the same input gives byte-identical files.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { CategoryName } from '../src/content/schemas/catalogue';
import { pumpModelFileSchema, type MotorSupply, type PumpModel } from '../src/content/schemas/pump-models';
import { affinityFactors, relativeDifference, shaftPowerKw } from '../src/lib/hydraulics';
import { kwToHp } from '../src/lib/units';
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

/** Outer diameter (mm) and smallest bore (inch) of a submersible pump set by nominal size. */
const submersibleSize: Record<number, { outerDiameterMm: number; minBoreInch: number }> = {
  4: { outerDiameterMm: 98, minBoreInch: 4 },
  6: { outerDiameterMm: 145, minBoreInch: 6 },
  8: { outerDiameterMm: 192, minBoreInch: 8 },
  10: { outerDiameterMm: 240, minBoreInch: 10 },
};

/**
 * The motor of a submersible pump set by nominal size: outer diameter in mm (Franklin Electric,
 * Submersible Motors AIM manual, motor dimensions: 4-inch 3.75 in, 6-inch 5.43 in, 8-inch 7.52 in,
 * 10-inch about 9.3 in) and power leads (4-inch motors are built with 3 leads and cannot be started
 * star-delta; 6-inch and larger three-phase motors of the range have 6 leads for Y-Δ starting).
 */
const submersibleMotor: Record<number, { outerDiameterMm: number; leads: 3 | 6 }> = {
  4: { outerDiameterMm: 95, leads: 3 },
  6: { outerDiameterMm: 138, leads: 6 },
  8: { outerDiameterMm: 191, leads: 6 },
  10: { outerDiameterMm: 237, leads: 6 },
};

/**
 * Load factor the curve may reach on the motor: 1.0 for every pump (issue 12: max P2 along the curve
 * ≤ the motor's rated output, a non-overloading selection over the allowable range). The motor's
 * service factor (NEMA MG 1 Part 18: 1.15 for submersible motors) is kept as a margin, not used up.
 */
const motorLoadFactor = 1;

/** Peak pump efficiency ηmax (%) to start from, by pump type and size (see the file's docstring). */
function startingPeakEfficiency(product: PublishedProduct, row: PublishedRow, bepFlowM3h: number): number {
  const byFlow = (small: number, large: number) =>
    small + (large - small) * Math.min(1, Math.log10(1 + bepFlowM3h) / 3);
  switch (product.kind) {
    case 'submersible':
      return { 4: 58, 6: 70, 8: 75, 10: 77 }[product.sizeInch ?? 4] ?? 70;
    case 'openwell':
      return 52;
    case 'sewage':
      return 42;
    case 'peripheral':
      return 32;
    case 'turbine':
      return byFlow(70, 84);
    case 'surface':
      if (row.stages !== undefined || /^K(H|IV)/.test(row.model)) return byFlow(55, 68);
      return byFlow(55, 86);
  }
}

/** Highest peak efficiency the generator may raise to before it raises the motor instead. */
function peakEfficiencyCap(product: PublishedProduct): number {
  if (product.kind === 'submersible') return (product.sizeInch ?? 4) <= 4 ? 65 : 78;
  return { openwell: 72, sewage: 55, peripheral: 45, turbine: 86, surface: 88 }[product.kind];
}

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

/** A curve per stage at rated speed: H = h0 − c·Q² over [qMin, qMax], η peak at qBep. */
interface StageCurve {
  qMin: number;
  qMax: number;
  h0: number;
  c: number;
  qBep: number;
  etaMax: number;
}

function efficiencyAt(curve: StageCurve, q: number): number {
  return curve.etaMax * (1 - 0.5 * ((q - curve.qBep) / curve.qBep) ** 2);
}

/** Points of `stages` × the stage curve, evenly spaced from Qmin to Qmax, rounded consistently. */
function pointsOf(curve: StageCurve, stages: number, npsh: boolean, speedRpm: number): PumpModel['points'] {
  const count = 8;
  const npshBep = (1.2 + 0.9 * Math.log10(1 + curve.qBep)) * (speedRpm / 2900) ** (4 / 3);
  return Array.from({ length: count }, (_, i) => {
    const q = significant(curve.qMin + ((curve.qMax - curve.qMin) * i) / (count - 1), 4);
    const h = significant((curve.h0 - curve.c * q * q) * stages, 4);
    const eta = Number(efficiencyAt(curve, q).toFixed(1));
    const point: PumpModel['points'][number] = {
      flowM3h: q,
      headM: h,
      efficiencyPct: eta,
      powerKw: significant(shaftPowerKw(q, h, eta), 4),
    };
    if (npsh) point.npshrM = Number((npshBep * (0.55 + 0.45 * (q / curve.qBep) ** 2)).toFixed(2));
    return point;
  });
}

/** Fits the stage curve through the published (Qmin, Hmax/stages) and (Qmax, Hmin/stages). */
function fitStageCurve(flow: [number, number], head: [number, number], stages: number, etaMax: number): StageCurve {
  const [qMin, qMax] = flow;
  const hHigh = head[1] / stages;
  const hLow = head[0] / stages;
  const c = (hHigh - hLow) / (qMax * qMax - qMin * qMin);
  return { qMin, qMax, h0: hHigh + c * qMin * qMin, c, qBep: qMin + 0.65 * (qMax - qMin), etaMax };
}

function maxShaftPower(points: PumpModel['points']): number {
  return Math.max(...points.map((p) => p.powerKw));
}

/** The motor: the published rating (the smallest IEC size in a published range that carries the curve), raised when overloaded. */
function motorFor(
  product: PublishedProduct,
  row: PublishedRow,
  requiredKw: number,
  notes: string[],
): PumpModel['motor'] {
  // Without a published rating (vertical turbine bowls) the motor is the smallest IEC size that carries the curve.
  const [publishedMin, publishedMax] = row.powerKw ?? [0, Infinity];
  let powerKw =
    publishedMin === publishedMax
      ? publishedMax
      : (iecRatingsKw.find((kw) => kw >= requiredKw && kw >= publishedMin) ?? publishedMax);
  const sf = motorLoadFactor;
  if (powerKw * sf < requiredKw) {
    const raised = iecRatingsKw.find((kw) => kw * sf >= requiredKw)!;
    notes.push(`${row.model}: motor raised from ${powerKw} kW to ${raised} kW (P2 up to ${requiredKw.toFixed(2)} kW)`);
    powerKw = raised;
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
  const submersibleSizeInch = product.kind === 'submersible' ? product.sizeInch : undefined;
  return {
    powerKw,
    powerHp:
      row.powerKw && row.powerHp && powerKw === row.powerKw[1] ? row.powerHp[1] : significant(kwToHp(powerKw), 3),
    efficiencyPct,
    powerFactor,
    supplies,
    ...(submersibleSizeInch ? submersibleMotor[submersibleSizeInch] : {}),
  };
}

/** Whether a generated curve spans the published flow and head ranges within 5 %. */
function spansPublished(points: PumpModel['points'], flow: [number, number], head: [number, number]): boolean {
  const first = points[0]!;
  const last = points.at(-1)!;
  return (
    relativeDifference(first.flowM3h, flow[0]) <= 0.05 &&
    relativeDifference(last.flowM3h, flow[1]) <= 0.05 &&
    relativeDifference(first.headM, head[1]) <= 0.05 &&
    relativeDifference(last.headM, head[0]) <= 0.05
  );
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

/** Generates every model of every product; returns the files' contents and the notes for the owner. */
export function generatePumpModels(published: PublishedProduct[]): {
  files: Map<string, PumpModel[]>;
  notes: string[];
} {
  const files = new Map<string, PumpModel[]>();
  const notes: string[] = [];
  /** 50 Hz stage curves by hydraulic id, for their 60 Hz versions. */
  const stageCurves = new Map<string, { curve: StageCurve; speedRpm: number }>();
  const ordered = [...published].sort((a, b) => a.frequencyHz - b.frequencyHz);
  for (const product of ordered) {
    const models: PumpModel[] = [];
    const npsh = product.kind === 'surface' || product.kind === 'peripheral';
    for (const row of expandRows(product)) {
      const speedRpm = row.speedRpm ?? product.speedRpm;
      const stages = row.model.startsWith('KVT') ? row.stages! : stagesOf(row);
      const stageCount = stages ?? 1;
      let hydraulic = hydraulicOf(row);
      const head = row.headM!;
      let curve: StageCurve | undefined;
      let points: PumpModel['points'] | undefined;

      const shared = stageCurves.get(hydraulic);
      if (shared) {
        // Same hydraulic at another speed or stage count: the affinity laws from its first curve.
        const f = affinityFactors(shared.speedRpm, speedRpm);
        const c0 = shared.curve;
        const scaled: StageCurve = {
          qMin: c0.qMin * f.flow,
          qMax: c0.qMax * f.flow,
          h0: c0.h0 * f.head,
          c: (c0.c * f.head) / f.flow ** 2,
          qBep: c0.qBep * f.flow,
          etaMax: c0.etaMax,
        };
        const candidate = pointsOf(scaled, stageCount, npsh, speedRpm);
        const withinMotor = !row.powerKw || maxShaftPower(candidate) <= row.powerKw[1] * motorLoadFactor;
        if (spansPublished(candidate, row.flowM3h, head) && withinMotor) {
          curve = scaled;
          points = candidate;
        } else {
          hydraulic = `${hydraulic}@${product.frequencyHz}Hz:${row.model}`;
        }
      }
      if (!curve || !points) {
        let etaMax = startingPeakEfficiency(product, row, row.flowM3h[0] + 0.65 * (row.flowM3h[1] - row.flowM3h[0]));
        const cap = peakEfficiencyCap(product);
        const limitKw = row.powerKw ? row.powerKw[1] * motorLoadFactor : Infinity;
        for (;;) {
          curve = fitStageCurve(row.flowM3h, head, stageCount, etaMax);
          points = pointsOf(curve, stageCount, npsh, speedRpm);
          if (maxShaftPower(points) <= limitKw || etaMax >= cap) break;
          etaMax = Math.min(cap, etaMax + 1);
        }
        if (!stageCurves.has(hydraulic)) stageCurves.set(hydraulic, { curve, speedRpm });
      }
      const motor = motorFor(product, row, maxShaftPower(points), notes);
      const size = product.sizeInch ? submersibleSize[product.sizeInch] : undefined;
      models.push({
        model: row.model,
        productId: product.productId,
        category: product.category as CategoryName,
        series: product.series,
        frequencyHz: product.frequencyHz,
        speedRpm,
        hydraulic,
        ...(stages !== undefined ? { stages } : {}),
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
  return { files, notes };
}

function main(): void {
  const published = publishedRangesSchema.parse(
    JSON.parse(fs.readFileSync(path.join(modelsDir, 'published-ranges.json'), 'utf8')),
  );
  const { files, notes } = generatePumpModels(published);
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
