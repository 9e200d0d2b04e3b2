import { getEngineeringData, type EngineeringData } from '@/content/engineering';
import type { PickPump } from './pick-pump';
import { parseSizingQuery, toSearchParams, type SizingQuery } from './query';
import { sizeBorewell, type SizingSheet } from './size-borewell';

/**
 * The JSON answer of `GET /api/borewell-sizing`: the system sheet with the unit in every key,
 * rounded for reading, or a 400 naming the field.
 */

/** Rounds to `digits` decimals (null passes through). */
function round<T extends number | null>(value: T, digits: number): T {
  if (value === null) return value;
  const f = 10 ** digits;
  return (Math.round(value * f) / f) as T;
}

/** The sheet as JSON: figures rounded (m 0.01, m/s 0.01, V 0.1, % 0.01, A 0.1, kWh 1). */
function toBody(query: SizingQuery, sheet: SizingSheet) {
  const { pipe, pump, cable, cooling } = sheet;
  return {
    query: Object.fromEntries(toSearchParams(query)),
    flowM3h: round(sheet.flowM3h, 2),
    pumpingHoursPerDay: sheet.pumpingHoursPerDay,
    pumpingLevelM: round(sheet.pumpingLevelM, 2),
    settingDepthM: round(sheet.settingDepthM, 2),
    submergenceM: round(sheet.submergenceM, 2),
    frictionLossM: round(sheet.frictionLossM, 2),
    totalDynamicHeadM: round(sheet.totalDynamicHeadM, 2),
    tdhBreakdown: {
      pumpingLevelM: round(sheet.tdhBreakdown.pumpingLevelM, 2),
      deliveryHeightM: round(sheet.tdhBreakdown.deliveryHeightM, 2),
      frictionLossM: round(sheet.tdhBreakdown.frictionLossM, 2),
      outletPressureHeadM: round(sheet.tdhBreakdown.outletPressureHeadM, 2),
    },
    pipe: {
      material: pipe.material,
      name: pipe.name,
      nominalSize: pipe.nominalSize,
      grade: pipe.grade,
      innerDiameterMm: pipe.innerDiameterMm,
      hazenWilliamsC: pipe.hazenWilliamsC,
      velocityMs: round(pipe.velocityMs, 2),
      lengthM: round(pipe.lengthM, 1),
      fittingsEquivalentLengthM: round(pipe.fittingsEquivalentLengthM, 1),
    },
    pump: pump && {
      model: pump.model,
      productId: pump.productId,
      motorPowerKw: pump.motorPowerKw,
      fullLoadCurrentA: pump.fullLoadCurrentA,
      powerFactor: pump.powerFactor,
      operatingPoint: {
        flowM3h: round(pump.operatingPoint.flowM3h, 2),
        headM: round(pump.operatingPoint.headM, 2),
        efficiencyPct: round(pump.operatingPoint.efficiencyPct, 1),
        powerKw: round(pump.operatingPoint.powerKw, 2),
      },
      inputPowerKw: round(pump.inputPowerKw, 2),
    },
    nearMisses: sheet.nearMisses,
    cable: cable && {
      sizeMm2: cable.sizeMm2,
      cables: cable.cables,
      lengthM: round(cable.lengthM, 1),
      currentA: round(cable.currentA, 1),
      voltageDropV: round(cable.voltageDropV, 1),
      voltageDropPct: round(cable.voltageDropPct, 2),
      energyLossKwhPerYear: round(cable.energyLossKwhPerYear, 0),
      status: cable.status,
    },
    starter: sheet.starter,
    panel: sheet.panel,
    coolingVelocityMs: cooling && round(cooling.coolingVelocityMs, 3),
    cooling: cooling && {
      coolingVelocityMs: round(cooling.coolingVelocityMs, 3),
      minimumMs: cooling.minimumMs,
      motorOuterDiameterMm: cooling.motorOuterDiameterMm,
      flowSleeveNeeded: cooling.flowSleeveNeeded,
    },
    energyKwhPerYear: round(sheet.energyKwhPerYear, 0),
    energyCostPerYear: round(sheet.energyCostPerYear, 0),
    warnings: sheet.warnings,
  };
}

/** JSON body of a 200 answer. */
export type SizingResponseBody = ReturnType<typeof toBody>;

/** The answer: 200 with the sheet, or 400 with the message and the field it names. */
export type SizingResponse =
  { status: 200; body: SizingResponseBody } | { status: 400; body: { message: string; field: string } };

/**
 * Answers a sizing query.
 * @param searchParams the request's query (see `parseSizingQuery` for the names)
 * @param deps `pickPump` wired to the selection feature; `data` defaults to `getEngineeringData()`
 * @throws ContentError when the engineering content is invalid (a build-time failure in practice)
 */
export function sizingResponse(
  searchParams: URLSearchParams,
  deps: { pickPump: PickPump; data?: EngineeringData },
): SizingResponse {
  const parsed = parseSizingQuery(searchParams);
  if (!parsed.ok) return { status: 400, body: { message: parsed.message, field: parsed.field } };
  const sheet = sizeBorewell(parsed.query, { pickPump: deps.pickPump, data: deps.data ?? getEngineeringData() });
  return { status: 200, body: toBody(parsed.query, sheet) };
}
