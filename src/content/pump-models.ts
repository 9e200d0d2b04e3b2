import path from 'node:path';
import { getCatalogue } from './catalogue';
import { staticPageId } from './catalogue-routes';
import { ContentError, contentDir, listFiles, readJson, relative } from './load';
import { affinityFactors, relativeDifference, shaftPowerKw } from '@/engineering/hydraulics';
import type { CategoryName } from './schemas/catalogue';
import { linkCutCurves } from './model-curves';
import { pumpModelFileSchema, type PumpModel } from './schemas/pump-models';
import { publishedRangesSchema, type PublishedProduct, type PublishedRow } from './schemas/published-ranges';
import { fourInchMotorMaxKw, plausibilityProblems, type PumpClass } from './pump-plausibility';
import { sixtyHertzProblems } from './sixty-hertz-check';

/**
 * The per-model engineering data (`content/catalogue/models/`), validated once per process: the
 * zod schema per file, then the physics and the cross-record rules below, so that `next build`
 * fails with the file, the model and the rule named. Whether these are tested curves or sample data
 * is `siteConfig.engineeringData`.
 */

const modelsDir = path.join(contentDir, 'catalogue', 'models');

/** Tolerances of the build checks. */
export const modelChecks = {
  /** P2 must equal ρ·g·Q·H/η within this fraction at every point (issue 12: 3 %). */
  powerTolerance: 0.03,
  /** The curve's ends must match the published flow and head ranges within this fraction (5 %). */
  rangeTolerance: 0.05,
  /** Models of one hydraulic at one speed (other stage counts) must agree per stage within this fraction (3 %). */
  affinityTolerance: 0.03,
} as const;

/**
 * The physics of one model; returns a message per broken rule (empty when sound):
 * - H strictly falls as Q rises;
 * - η has exactly one peak (the best efficiency point), inside the allowable flow range;
 * - P2 = ρ·g·Q·H/η within {@link modelChecks.powerTolerance} (ISO 9906:2012 §3.1);
 * - NPSHr is given for {@link suctionCategories}; where given, it is given at every point and rises with flow (Hydraulic Institute ANSI/HI 9.6.1);
 * - the points cover the allowable range.
 * Whether the curve is plausible (efficiency band, shut-off ratio, motor load, NPSHr) is
 * `plausibilityProblems` (`./pump-plausibility.ts`).
 */
export function physicsProblems(model: PumpModel): string[] {
  const problems: string[] = [];
  const { points } = model;
  for (let i = 1; i < points.length; i++) {
    if (!(points[i]!.flowM3h > points[i - 1]!.flowM3h)) problems.push(`points must be by rising flow (point ${i})`);
    if (!(points[i]!.headM < points[i - 1]!.headM)) problems.push(`head must fall as flow rises (point ${i})`);
  }
  const etas = points.map((p) => p.efficiencyPct);
  const peak = etas.indexOf(Math.max(...etas));
  const rises = etas.slice(0, peak + 1).every((eta, i) => i === 0 || eta >= etas[i - 1]!);
  const falls = etas.slice(peak).every((eta, i) => i === 0 || eta <= etas[peak + i - 1]!);
  if (!rises || !falls) problems.push('efficiency must have a single peak (the best efficiency point)');
  const bepFlow = points[peak]!.flowM3h;
  if (bepFlow < model.flowRangeM3h.min || bepFlow > model.flowRangeM3h.max) {
    problems.push(`best efficiency point at ${bepFlow} m³/h is outside the allowable range`);
  }
  for (const [i, p] of points.entries()) {
    if (p.efficiencyPct <= 0) continue;
    const expected = shaftPowerKw(p.flowM3h, p.headM, p.efficiencyPct);
    if (relativeDifference(p.powerKw, expected) > modelChecks.powerTolerance) {
      problems.push(`point ${i}: P2 ${p.powerKw} kW is not ρ·g·Q·H/η = ${expected.toFixed(3)} kW (within 3 %)`);
    }
  }
  const npshr = points.map((p) => p.npshrM);
  if (suctionCategories.has(model.category) && npshr.every((v) => v === undefined)) {
    problems.push('a surface pump with suction must give NPSHr');
  } else if (npshr.some((v) => v !== undefined)) {
    if (npshr.some((v) => v === undefined)) problems.push('NPSHr must be given at every point or none');
    else if (npshr.some((v, i) => i > 0 && !(v! > npshr[i - 1]!))) problems.push('NPSHr must rise with flow');
  }
  if (points[0]!.flowM3h > model.flowRangeM3h.min || points.at(-1)!.flowM3h < model.flowRangeM3h.max) {
    problems.push('the points must cover the allowable flow range');
  }
  return problems;
}

/**
 * Whether the curve spans its published ranges within {@link modelChecks.rangeTolerance}: first
 * point at (Qmin, Hmax), last at (Qmax, Hmin).
 */
export function rangeProblems(model: PumpModel, flow: [number, number], head: [number, number]): string[] {
  const first = model.points[0]!;
  const last = model.points.at(-1)!;
  const checks: [string, number, number][] = [
    ['minimum flow', first.flowM3h, flow[0]],
    ['maximum flow', last.flowM3h, flow[1]],
    ['head at minimum flow', first.headM, head[1]],
    ['head at maximum flow', last.headM, head[0]],
  ];
  return checks
    .filter(([, actual, published]) => relativeDifference(actual, published) > modelChecks.rangeTolerance)
    .map(([what, actual, published]) => `${what} ${actual} differs from the published ${published} by more than 5 %`);
}

/**
 * Affinity check of two models of one hydraulic at different speeds (Hydraulic Institute affinity
 * laws: Q ∝ n, H ∝ n², η unchanged), per stage: the other model's curve, scaled, must give the
 * same head at the scaled flows within {@link modelChecks.affinityTolerance}.
 */
export function affinityProblems(model: PumpModel, reference: PumpModel): string[] {
  const f = affinityFactors(reference.speedRpm, model.speedRpm);
  const perStage = (m: PumpModel) => m.stages ?? 1;
  const problems: string[] = [];
  for (const p of reference.points) {
    const q = p.flowM3h * f.flow;
    const expected = (p.headM / perStage(reference)) * f.head * perStage(model);
    const actual = headAt(model, q);
    if (actual === undefined) continue;
    if (relativeDifference(actual, expected) > modelChecks.affinityTolerance) {
      problems.push(
        `head ${actual.toFixed(1)} m at ${q.toFixed(2)} m³/h is not ${reference.model} (${reference.frequencyHz} Hz) by the affinity laws (${expected.toFixed(1)} m)`,
      );
      break;
    }
  }
  return problems;
}

/** Head at flow `q` by linear interpolation between points, or undefined outside them. */
function headAt(model: PumpModel, q: number): number | undefined {
  const pts = model.points;
  for (let i = 1; i < pts.length; i++) {
    const a = pts[i - 1]!;
    const b = pts[i]!;
    if (q >= a.flowM3h - 1e-9 && q <= b.flowM3h + 1e-9) {
      return a.headM + ((b.headM - a.headM) * (q - a.flowM3h)) / (b.flowM3h - a.flowM3h);
    }
  }
  return undefined;
}

/** The published row of a model (vertical turbine bowls: the bowl row), or undefined. */
function publishedRowOf(product: PublishedProduct, model: PumpModel): PublishedRow | undefined {
  return product.rows.find(
    (row) =>
      (row.model === model.model && row.headM) ||
      (row.headPerStageM && model.model.startsWith(`${row.model}-`) && model.stages),
  );
}

/** The range a model is checked against: the row's `dataRange` (a stated departure), else its published range (turbine bowls: per stage × stages). */
function publishedRangeOf(row: PublishedRow, model: PumpModel): { flow: [number, number]; head: [number, number] } {
  if (row.dataRange) return { flow: row.dataRange.flowM3h, head: row.dataRange.headM };
  if (row.headM) return { flow: row.flowM3h, head: row.headM };
  return { flow: row.flowM3h, head: [row.headPerStageM![0] * model.stages!, row.headPerStageM![1] * model.stages!] };
}

/**
 * Categories of surface pumps that draw from a suction line, whose models must give NPSHr at every
 * point (issue 12 §1: end suction, monoblock, horizontal/vertical multistage, split case, peripheral).
 */
export const suctionCategories: ReadonlySet<CategoryName> = new Set<CategoryName>([
  'END SUCTION PUMP',
  'CENTRIFUGAL MONOBLOCK PUMPS',
  'PRESSURE BOOSTING PUMPS',
  'SPLIT CASE PUMPS',
  'PERIPHERAL PUMPS',
]);

/** A model and the file it came from. */
export interface SourcedPumpModel {
  file: string;
  model: PumpModel;
}

/**
 * The checks across records; throws on the first broken rule:
 * - a model code appears once per frequency;
 * - every model's productId is a product or static page (`pageIds`);
 * - every published row (`publishedFile`'s products) has model data, and each such model's curve
 *   spans its published flow and head ranges (or the row's stated `dataRange`) within 5 %
 *   ({@link rangeProblems}), with the brochure's motor rating (one of a published range of ratings);
 * - the model is plausible for its pump type and size ({@link plausibilityProblems}; the 4-inch
 *   motor range `fourInchMaxKw` by frequency, as the content states it);
 * - every 60 Hz model is its 50 Hz hydraulic by the affinity laws at the one speed ratio
 *   ({@link sixtyHertzProblems}); models of one hydraulic at one speed agree per stage ({@link affinityProblems}).
 * The physics of each record is {@link physicsProblems}.
 * @throws ContentError naming the file, the model and the rule.
 */
export function checkAcrossModels(
  sourced: SourcedPumpModel[],
  published: PublishedProduct[],
  publishedFile: string,
  pageIds: ReadonlySet<string>,
  fourInchMaxKw: Record<50 | 60, number>,
): void {
  const seen = new Map<string, string>();
  const fail = (file: string, model: string, message: string): never => {
    throw new ContentError(`${relative(file)}: ${model}: ${message}`);
  };
  for (const { file, model } of sourced) {
    const key = `${model.frequencyHz}/${model.model}`;
    if (seen.has(key)) fail(file, model.model, `model code repeats (also in ${seen.get(key)})`);
    seen.set(key, relative(file));
    if (!pageIds.has(model.productId))
      fail(file, model.model, `productId "${model.productId}" is no product or static page`);
    const problems = physicsProblems(model);
    if (problems.length) fail(file, model.model, problems.join('; '));
  }
  for (const product of published) {
    for (const row of product.rows) {
      const models = sourced.filter(
        ({ model }) =>
          model.frequencyHz === product.frequencyHz &&
          (model.model === row.model || (row.headPerStageM !== undefined && model.model.startsWith(`${row.model}-`))),
      );
      if (models.length === 0)
        fail(publishedFile, row.model, `published for ${product.productId} but has no model data`);
      for (const { file, model } of models) {
        const range = publishedRangeOf(publishedRowOf(product, model)!, model);
        const problems = rangeProblems(model, range.flow, range.head);
        if (row.powerKw && (model.motor.powerKw < row.powerKw[0] || model.motor.powerKw > row.powerKw[1])) {
          problems.push(`motor ${model.motor.powerKw} kW is not the brochure's rating (${row.powerKw.join('–')} kW)`);
        }
        const pump: PumpClass = {
          kind: product.kind,
          ...(product.sizeInch !== undefined ? { sizeInch: product.sizeInch } : {}),
          multistage: model.stages !== undefined,
        };
        problems.push(...plausibilityProblems(model, pump, fourInchMaxKw[model.frequencyHz]));
        if (problems.length) fail(file, model.model, problems.join('; '));
      }
    }
  }
  const byHydraulic = new Map<string, SourcedPumpModel[]>();
  for (const entry of sourced)
    byHydraulic.set(entry.model.hydraulic, [...(byHydraulic.get(entry.model.hydraulic) ?? []), entry]);
  for (const group of byHydraulic.values()) {
    const at50 = group.find(({ model }) => model.frequencyHz === 50)?.model;
    for (const { file, model } of group) {
      if (model.frequencyHz === 60) {
        if (!at50)
          fail(
            file,
            model.model,
            `a 60 Hz curve must be its 50 Hz hydraulic by the affinity laws, and there is no 50 Hz model of ${model.hydraulic}`,
          );
        const problems = sixtyHertzProblems(model, at50!);
        if (problems.length) fail(file, model.model, problems.join('; '));
      } else if (model !== at50) {
        const problems = affinityProblems(model, at50!);
        if (problems.length) fail(file, model.model, problems.join('; '));
      }
    }
  }
}

function loadPumpModels(): PumpModel[] {
  const publishedFile = path.join(modelsDir, 'published-ranges.json');
  const published = readJson(publishedFile, publishedRangesSchema);
  const sourced: SourcedPumpModel[] = [];
  for (const hz of ['50hz', '60hz']) {
    for (const file of listFiles(path.join(modelsDir, hz), '.json')) {
      for (const model of readJson(file, pumpModelFileSchema)) sourced.push({ file, model });
    }
  }
  const { products, staticPages } = getCatalogue();
  const pageIds = new Set([...products.map((p) => p.id), ...staticPages.map(staticPageId)]);
  checkAcrossModels(sourced, published, publishedFile, pageIds, fourInchRange(products));
  const models = sourced.map(({ model }) => model);
  linkCutCurves(models);
  return models;
}

/** Largest 4-inch motor rating by frequency, from the 4-inch motor products' data tables (`fourInchMotorMaxKw`). */
function fourInchRange(products: ReturnType<typeof getCatalogue>['products']): Record<50 | 60, number> {
  const read = (hz: 50 | 60) => {
    const id = `4-inch-kl-${hz}hz-submersible-motor`;
    const table = products.find((p) => p.id === id)?.specifications;
    if (!table) throw new ContentError(`${id}: the 4-inch motor range needs its data table`);
    return fourInchMotorMaxKw(table);
  };
  return { 50: read(50), 60: read(60) };
}

let cache: PumpModel[] | undefined;

/**
 * Every pump model of both frequencies, validated (schema, physics, published ranges, affinity).
 * @throws ContentError naming the file, the model and the broken rule.
 */
export function getPumpModels(): PumpModel[] {
  cache ??= loadPumpModels();
  return cache;
}

/** The models a product page (product id or static page id) lists, in published order. */
export function getPumpModelsForProduct(productId: string): PumpModel[] {
  return getPumpModels().filter((m) => m.productId === productId);
}

/** One model by frequency and code, or undefined. */
export function getPumpModel(frequencyHz: 50 | 60, model: string): PumpModel | undefined {
  return getPumpModels().find((m) => m.frequencyHz === frequencyHz && m.model === model);
}

/** Anchor id of a model's row in its product page's table, e.g. 'model-ks4-05-24'. */
export function modelAnchor(model: string): string {
  return `model-${model
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`;
}

/**
 * The model's id in the open model-data API (`/api/pumps/models/{id}`): its code as a slug with its
 * frequency, unique over the catalogue, e.g. 'ks4-05-24-50hz', 'kvt-6s-02-60hz'.
 */
export function modelId(model: Pick<PumpModel, 'frequencyHz' | 'model'>): string {
  return `${modelAnchor(model.model).replace(/^model-/, '')}-${model.frequencyHz}hz`;
}

/** Path of a model's data in the open model-data API, e.g. '/api/pumps/models/ks4-05-24-50hz'. */
export function modelDataPath(model: Pick<PumpModel, 'frequencyHz' | 'model'>): string {
  return `/api/pumps/models/${modelId(model)}`;
}

/** Path of the model-data API's list of one product's models, e.g. '/api/pumps/models?productId=…'. */
export function productModelDataPath(productId: string): string {
  return `/api/pumps/models?${new URLSearchParams({ productId })}`;
}

/** One model by its API id, or undefined. */
export function getPumpModelById(id: string): PumpModel | undefined {
  return getPumpModels().find((m) => modelId(m) === id);
}

/** Site path of a model's datasheet PDF (generated at build by scripts/generate-pdfs.ts), e.g. '/datasheets/50hz/ks4-05-24.pdf'. */
export function datasheetPath(model: Pick<PumpModel, 'frequencyHz' | 'model'>): string {
  return `/datasheets/${model.frequencyHz}hz/${modelAnchor(model.model).replace(/^model-/, '')}.pdf`;
}
