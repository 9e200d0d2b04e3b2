import type { PumpModel } from '@/content/schemas/pump-models';
import { pumpCurves, type PumpCurves } from '@/lib/hydraulics';

/**
 * The curves of a catalogue model: the hydraulics core's interpolation of its published points
 * (`@/lib/hydraulics`, `pumpCurves`), with the best efficiency point at the peak of its η curve.
 * @param model a model of `getPumpModels()`
 * @returns head (m), efficiency (%), shaft power (kW) and, for surface pumps, NPSHr (m) as functions of flow (m³/h)
 */
export function curvesOf(model: Pick<PumpModel, 'points'>): PumpCurves {
  return pumpCurves(model.points);
}
