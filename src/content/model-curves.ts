import type { PumpModel } from './schemas/pump-models';
import { affinityFactors, pumpCurves, type PumpCurves } from '@/engineering/hydraulics';

/**
 * A catalogue model's curves as every page, the API and the PDF datasheets use them: pure, with no
 * file access, so browser code (the product pages' duty island) can import it. The loader
 * (`pump-models.ts`) links each cut curve to its hydraulic's full curve once the models are read
 * ({@link linkCutCurves}); a model object that did not come from it keeps its own curve's BEP.
 */

/**
 * Whether a curve's best efficiency point lies at an end of its data: η still rising at the last
 * point (or falling from the first), so the peak is beyond the published points. A curve cut short of
 * its hydraulic's BEP (60 Hz KH2-2, stopped at 1.7 m³/h by its motor) is one.
 */
export function bepAtDataEnd(curves: Pick<PumpCurves, 'bepFlowM3h' | 'minFlowM3h' | 'maxFlowM3h'>): boolean {
  const span = curves.maxFlowM3h - curves.minFlowM3h;
  return curves.bepFlowM3h >= curves.maxFlowM3h - 1e-6 * span || curves.bepFlowM3h <= curves.minFlowM3h + 1e-6 * span;
}

/** The full curve a cut curve's BEP is taken from, per catalogue model (set when the models load). */
const fullCurveOf = new WeakMap<PumpModel, PumpModel>();

/**
 * For each model whose BEP lies at an end of its data ({@link bepAtDataEnd}), the model of the same
 * hydraulic whose curve holds its BEP: one at the same frequency first, else at the other (the two are
 * affinity-related, `sixtyHertzProblems`).
 */
export function linkCutCurves(models: PumpModel[]): void {
  for (const model of models) {
    if (!bepAtDataEnd(pumpCurves(model.points))) continue;
    const full = models
      .filter((m) => m !== model && m.hydraulic === model.hydraulic && !bepAtDataEnd(pumpCurves(m.points)))
      .sort((a, b) => Number(b.frequencyHz === model.frequencyHz) - Number(a.frequencyHz === model.frequencyHz))[0];
    if (full) fullCurveOf.set(model, full);
  }
}

/** A model's curves with where its BEP comes from. */
export interface ModelCurves extends PumpCurves {
  /**
   * Set when the model's curve is cut short of its BEP: the model of the same hydraulic whose full
   * curve gave the BEP by the affinity laws. The BEP's flow (and so the POR) then lies partly or
   * wholly beyond the model's own points, and its head is the full curve's, scaled.
   */
  bepFrom?: { model: string; frequencyHz: 50 | 60 };
}

const modelCurvesCache = new WeakMap<object, ModelCurves>();

/**
 * The curves of a model: the hydraulics core's interpolation of its points (`pumpCurves`), with the
 * best efficiency point of its hydraulic when its own curve is cut short of it. Such a BEP comes from
 * the full curve of the same hydraulic by the affinity laws (Q ∝ n, H ∝ n² per stage, η unchanged;
 * Hydraulic Institute ANSI/HI 1.6, Karassik §2.1): Q_BEP = Q_BEP,full × n/n_full, H_BEP = H_BEP,full ×
 * (n/n_full)² × stages/stages_full.
 * Worked example: 60 Hz KH2-2 (3450 rpm, 2 stages) is cut at 1.7 m³/h with η still rising. Its
 * hydraulic's full curve at the same speed is 60 Hz KH2-3, BEP 2.700 m³/h; the 50 Hz KH2-2 (2900 rpm)
 * peaks at 2.2731 m³/h and 17.899 m, which by affinity is 2.2731 × 3450/2900 = 2.704 m³/h and
 * 17.899 × 1.18966² = 25.33 m: the same point within the reading of each curve's BEP from its points.
 * A model that did not come from `getPumpModels()` (a test fixture) keeps its own curve's BEP.
 * @param model a catalogue model, or any object with the points
 */
export function modelCurves(model: Pick<PumpModel, 'points'>): ModelCurves {
  const cached = modelCurvesCache.get(model);
  if (cached) return cached;
  const curves = pumpCurves(model.points);
  const full = fullCurveOf.get(model as PumpModel);
  let result: ModelCurves = curves;
  if (full) {
    const own = model as PumpModel;
    const fullCurves = pumpCurves(full.points);
    const f = affinityFactors(full.speedRpm, own.speedRpm);
    const stages = (own.stages ?? 1) / (full.stages ?? 1);
    result = {
      ...curves,
      bepFlowM3h: fullCurves.bepFlowM3h * f.flow,
      bepHeadM: fullCurves.bepHeadM * f.head * stages,
      bepEfficiencyPct: fullCurves.bepEfficiencyPct,
      bepFrom: { model: full.model, frequencyHz: full.frequencyHz },
    };
  }
  modelCurvesCache.set(model, result);
  return result;
}

/**
 * The preferred operating region of a model's curves, 70–120 % of its BEP flow (ANSI/HI 9.6.3-2012
 * §9.6.3.3), and whether part of it lies beyond the model's points (a cut curve's, {@link modelCurves}).
 */
export function preferredRegionOf(curves: Pick<PumpCurves, 'bepFlowM3h' | 'minFlowM3h' | 'maxFlowM3h'>): {
  minFlowM3h: number;
  maxFlowM3h: number;
  partlyOutsideData: boolean;
} {
  const minFlowM3h = 0.7 * curves.bepFlowM3h;
  const maxFlowM3h = 1.2 * curves.bepFlowM3h;
  return {
    minFlowM3h,
    maxFlowM3h,
    partlyOutsideData: minFlowM3h < curves.minFlowM3h - 1e-9 || maxFlowM3h > curves.maxFlowM3h + 1e-9,
  };
}
