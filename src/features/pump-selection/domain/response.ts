import type { PumpModel } from '@/content/schemas/pump-models';
import { DEFAULT_ALTITUDE_M, DEFAULT_HOURS_PER_DAY, DEFAULT_WATER_TEMPERATURE_C } from '@/engineering/hydraulics';
import { parseSelectionQuery } from './query';
import { selectPumps } from './select';
import type { NearMissCause } from './near-miss';
import type { OperatingWarning } from './warnings';
import { roundTo } from '@/components/format/figures';

/**
 * The JSON answer of `GET /api/pumps/select` for distributors' own tools: the same selection as the
 * selector page, units in the keys. 400 with `{ message, field }` on bad input (`field` is the query
 * parameter; the message names it in words).
 * @param models the catalogue's models
 * @param params the request's query (the selector's URL contract, see `query.ts`)
 * @param productUrlFor path of the product page row of a model (`/products/…#model-…`)
 * @param words the warnings in words, `{ code, message }`, and a near miss's reason in m³/h and m
 *   (`selectionWords` of `ui/messages.ts`: the domain returns codes and figures, the UI words them)
 */
export function selectionResponse(
  models: readonly PumpModel[],
  params: URLSearchParams,
  productUrlFor: (model: PumpModel) => string,
  words: {
    warnings: (warnings: readonly OperatingWarning[]) => { code: string; message: string }[];
    nearMiss: (causes: readonly NearMissCause[]) => string;
  },
): { status: 200 | 400; body: unknown } {
  const parsed = parseSelectionQuery(params);
  if (!parsed.ok) return { status: 400, body: { message: parsed.message, field: parsed.field } };
  const { duty } = parsed;
  const selection = selectPumps(models, duty);
  return {
    status: 200,
    body: {
      query: {
        flowM3h: roundTo(duty.flowM3h, 3),
        headM: roundTo(duty.headM, 2),
        frequencyHz: duty.frequencyHz,
        ...(duty.installation ? { installation: duty.installation } : {}),
        ...(duty.phase ? { phase: duty.phase } : {}),
        ...(duty.voltageV ? { voltageV: duty.voltageV } : {}),
        ...(duty.category ? { category: duty.category } : {}),
        ...(duty.boreDiameterIn ? { boreDiameterIn: duty.boreDiameterIn } : {}),
        staticHeadM: duty.staticHeadM ?? 0,
        hoursPerDay: duty.hoursPerDay ?? DEFAULT_HOURS_PER_DAY,
        ...(duty.suction
          ? {
              suctionLiftM: duty.suction.suctionLiftM,
              waterTempC: duty.suction.waterTemperatureC ?? DEFAULT_WATER_TEMPERATURE_C,
              altitudeM: duty.suction.altitudeM ?? DEFAULT_ALTITUDE_M,
            }
          : {}),
      },
      results: selection.results.map((result) => ({
        model: result.model.model,
        series: result.model.series,
        productId: result.model.productId,
        productUrl: productUrlFor(result.model),
        flowM3h: roundTo(result.operatingPoint.flowM3h, 2),
        headM: roundTo(result.operatingPoint.headM, 1),
        efficiencyPct: roundTo(result.operatingPoint.efficiencyPct, 1),
        powerKw: roundTo(result.operatingPoint.powerKw, 3),
        bepFlowM3h: roundTo(result.bepFlowM3h, 2),
        bepRatio: roundTo(result.bepRatio, 3),
        inPreferredRegion: result.inPreferredRegion,
        minFlowM3h: result.minFlowM3h,
        maxFlowM3h: result.maxFlowM3h,
        motorPowerKw: result.model.motor.powerKw,
        motorPowerHp: result.model.motor.powerHp,
        supply: result.supply,
        motorEfficiencyPct: result.motor.efficiencyPct,
        serviceFactor: result.motor.serviceFactor,
        loadPctOfNameplate: roundTo(result.loadPctOfNameplate, 1),
        currentA: roundTo(result.currentA, 2),
        inputPowerKw: roundTo(result.inputPowerKw, 3),
        specificEnergyKwhPerM3: roundTo(result.specificEnergyKwhPerM3, 4),
        energyKwhPerYear: Math.round(result.energyKwhPerYear),
        ...(result.energyCostPerYear !== undefined ? { energyCostPerYear: roundTo(result.energyCostPerYear, 2) } : {}),
        ...(result.npsh
          ? {
              npshAvailableM: roundTo(result.npsh.availableM, 2),
              npshRequiredM: roundTo(result.npsh.requiredM, 2),
              npshRequiredWithMarginM: roundTo(result.npsh.requiredWithMarginM, 2),
            }
          : {}),
        warnings: words.warnings(result.warnings),
      })),
      nearMisses: selection.nearMisses.map((miss) => ({
        model: miss.model.model,
        reason: words.nearMiss(miss.causes),
      })),
    },
  };
}
