import { siteConfig } from '@/config/site';
import { datasheetPath, getPumpModelById, getPumpModels, modelDataPath, modelId } from '@/content/pump-models';
import { preferredRegionOf } from '@/content/model-curves';
import type { PumpModel } from '@/content/schemas/pump-models';
import { serviceFactorOf } from '@/engineering/motor';
import { modelCurves } from '@/content/model-curves';
import { roundTo } from '@/components/format/figures';

/**
 * The catalogue's engineering data as an open, read-only JSON API for dealers' and consultants'
 * tools (issue 23): `GET /api/pumps/models` lists every model, `GET /api/pumps/models/{id}` gives one
 * with its curve points. Units are in the keys (m³/h, m, %, kW, rpm, V, A, mm, inch). The data come
 * from `content/catalogue/models/` (validated at build); `dataStatus` says whether the curves are
 * the owner's tested curves or sample data (`siteConfig.engineeringData`). The BEP is the selector's
 * (`modelCurves`), so every tool of the site and this API agree on it; `bep.fromModel` names the full
 * curve a cut curve's BEP comes from, and `preferredRegionM3h.partlyOutsideData` says when the POR
 * (70–120 % of the BEP flow) reaches beyond the model's points.
 */

/** The summary of one model (the list's row). */
function summary(model: PumpModel, productUrlFor: (model: PumpModel) => string) {
  const curves = modelCurves(model);
  const por = preferredRegionOf(curves);
  return {
    id: modelId(model),
    model: model.model,
    series: model.series,
    category: model.category,
    frequencyHz: model.frequencyHz,
    productUrl: productUrlFor(model),
    dataUrl: modelDataPath(model),
    datasheetUrl: datasheetPath(model),
    ...(model.minBoreInch !== undefined ? { minBoreDiameterIn: model.minBoreInch } : {}),
    motor: {
      powerKw: model.motor.powerKw,
      powerHp: model.motor.powerHp,
      phases: [...new Set(model.motor.supplies.map((s) => s.phase))],
      voltagesV: [...new Set(model.motor.supplies.map((s) => s.voltageV))],
    },
    flowRangeM3h: model.flowRangeM3h,
    bep: {
      flowM3h: roundTo(curves.bepFlowM3h, 3),
      headM: roundTo(curves.bepHeadM, 2),
      efficiencyPct: roundTo(curves.bepEfficiencyPct, 1),
      // A curve cut short of its BEP takes its hydraulic's by the affinity laws (`modelCurves`).
      ...(curves.bepFrom ? { fromModel: curves.bepFrom } : {}),
    },
    preferredRegionM3h: {
      min: roundTo(por.minFlowM3h, 3),
      max: roundTo(por.maxFlowM3h, 3),
      partlyOutsideData: por.partlyOutsideData,
    },
  };
}

/**
 * The body of `GET /api/pumps/models`: `{ dataStatus, count, models: [...] }`, one summary per model
 * (id, code, series, category, frequency, product page, bore, motor kW/HP/phases/voltages, allowable
 * flow range and BEP); only one product's models with `productId` (a product page links that list).
 * @param productUrlFor the product page row of a model
 */
export function modelListBody(productUrlFor: (model: PumpModel) => string, productId?: string) {
  const models = getPumpModels()
    .filter((m) => productId === undefined || m.productId === productId)
    .map((m) => summary(m, productUrlFor));
  return { dataStatus: siteConfig.engineeringData, count: models.length, models };
}

/**
 * The body of `GET /api/pumps/models/{id}`: the summary plus speed, stages, outlet, dimensions, the
 * motor's rated data (service factor, efficiency, power factor, outer diameter, leads, full-load
 * current, power factor and efficiency per supply) and the
 * curve points (Q, H, η, P2 and, for surface pumps, NPSHr), or undefined for an unknown id.
 */
export function modelDetailBody(id: string, productUrlFor: (model: PumpModel) => string) {
  const model = getPumpModelById(id);
  if (!model) return undefined;
  const row = summary(model, productUrlFor);
  return {
    dataStatus: siteConfig.engineeringData,
    ...row,
    speedRpm: model.speedRpm,
    ...(model.stages !== undefined ? { stages: model.stages } : {}),
    outlet: model.outlet,
    outletMm: model.outletMm,
    ...(model.outerDiameterMm !== undefined ? { outerDiameterMm: model.outerDiameterMm } : {}),
    motor: {
      ...row.motor,
      serviceFactor: serviceFactorOf(model),
      efficiencyPct: model.motor.efficiencyPct,
      powerFactor: model.motor.powerFactor,
      ...(model.motor.outerDiameterMm !== undefined ? { outerDiameterMm: model.motor.outerDiameterMm } : {}),
      ...(model.motor.leads !== undefined ? { leads: model.motor.leads } : {}),
      supplies: model.motor.supplies,
    },
    points: model.points.map((p) => ({
      flowM3h: p.flowM3h,
      headM: p.headM,
      efficiencyPct: p.efficiencyPct,
      powerKw: p.powerKw,
      ...(p.npshrM !== undefined ? { npshrM: p.npshrM } : {}),
    })),
  };
}
