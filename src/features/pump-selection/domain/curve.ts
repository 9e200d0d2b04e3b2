import { modelCurves, type ModelCurves } from '@/content/model-curves';
import type { PumpModel } from '@/content/schemas/pump-models';

/**
 * The curves of a catalogue model: the hydraulics core's interpolation of its published points
 * (`@/lib/hydraulics`, `pumpCurves`), with the best efficiency point at the peak of its η curve, or,
 * for a curve cut short of its BEP, its hydraulic's BEP by the affinity laws (`modelCurves` of the
 * content, which the PDF datasheets use too, so every page and the API agree).
 * @param model a model of `getPumpModels()`
 * @returns head (m), efficiency (%), shaft power (kW) and, for surface pumps, NPSHr (m) as functions of flow (m³/h)
 */
export function curvesOf(model: Pick<PumpModel, 'points'>): ModelCurves {
  return modelCurves(model);
}
