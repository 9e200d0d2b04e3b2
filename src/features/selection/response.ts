import type { PumpModel } from '@/content/schemas/pump-models';
import { DEFAULT_HOURS_PER_DAY } from '@/lib/hydraulics';
import { parseSelectionQuery } from './query';
import { selectPumps } from './select';

/**
 * The JSON answer of `GET /api/pumps/select` for distributors' own tools: the same selection as the
 * selector page, units in the keys. 400 with `{ message }` naming the field on bad input.
 * @param models the catalogue's models
 * @param params the request's query (the selector's URL contract, see `query.ts`)
 * @param productUrlFor path of the product page row of a model (`/products/…#model-…`)
 */
export function selectionResponse(
  models: readonly PumpModel[],
  params: URLSearchParams,
  productUrlFor: (model: PumpModel) => string,
): { status: 200 | 400; body: unknown } {
  const parsed = parseSelectionQuery(params);
  if (!parsed.ok) return { status: 400, body: { message: parsed.message, errors: parsed.errors } };
  const { duty } = parsed;
  const selection = selectPumps(models, duty);
  const r = (value: number, digits: number) => Number(value.toFixed(digits));
  return {
    status: 200,
    body: {
      query: {
        flowM3h: r(duty.flowM3h, 3),
        headM: r(duty.headM, 2),
        frequencyHz: duty.frequencyHz,
        ...(duty.phase ? { phase: duty.phase } : {}),
        ...(duty.voltageV ? { voltageV: duty.voltageV } : {}),
        ...(duty.category ? { category: duty.category } : {}),
        ...(duty.boreInch ? { boreInch: duty.boreInch } : {}),
        staticHeadM: duty.staticHeadM ?? 0,
        hoursPerDay: duty.hoursPerDay ?? DEFAULT_HOURS_PER_DAY,
      },
      results: selection.results.map((result) => ({
        model: result.model.model,
        series: result.model.series,
        productId: result.model.productId,
        productUrl: productUrlFor(result.model),
        flowM3h: r(result.operatingPoint.flowM3h, 2),
        headM: r(result.operatingPoint.headM, 1),
        efficiencyPct: r(result.operatingPoint.efficiencyPct, 1),
        powerKw: r(result.operatingPoint.powerKw, 3),
        bepFlowM3h: r(result.bepFlowM3h, 2),
        bepRatio: r(result.bepRatio, 3),
        inPreferredRegion: result.inPreferredRegion,
        motorPowerKw: result.model.motor.powerKw,
        supply: result.supply,
        inputPowerKw: r(result.inputPowerKw, 3),
        energyKwhPerYear: Math.round(result.energyKwhPerYear),
        ...(result.energyCostPerYear !== undefined ? { energyCostPerYear: r(result.energyCostPerYear, 2) } : {}),
      })),
      nearMisses: selection.nearMisses.map((miss) => ({ model: miss.model.model, reason: miss.reason })),
    },
  };
}
