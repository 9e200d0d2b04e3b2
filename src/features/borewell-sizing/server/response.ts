import { siteConfig } from '@/config/site';
import { getEngineeringData, type EngineeringData } from '@/content/engineering';
import { CABLE_STANDARD } from '@/engineering/cable';
import type { PickPump } from '../domain/pick-pump';
import { parseSizingQuery, toSearchParams, type SizingQuery } from '@/engineering/sizing-query';
import { sizeBorewell, type SizingSheet } from '../domain/size-borewell';
import { roundTo } from '@/components/format/figures';
import { nearMissesIn, warningsIn } from '../ui/messages';

/**
 * The JSON answer of `GET /api/borewell-sizing`: the system sheet with the unit in every key,
 * rounded for reading, or a 400 naming the field.
 */

/**
 * The sheet as JSON: figures rounded (m 0.01, m/s 0.01 (cooling 0.001), V 0.01, % 0.01, A 0.01 in
 * the cable, Ω/km 0.0001, bar 0.1, kWh 1, kg 1, kN 0.01, MPa 0.1). `pipe.hangingLoad` is null unless the
 * column is threaded GI; `delivered` is null unless the set runs away from the duty (issue 48). `pumpingHoursPerDay` is the hours used for the energy.
 */
function toBody(query: SizingQuery, sheet: SizingSheet) {
  const { pipe, pump, cable, cooling, well } = sheet;
  return {
    query: Object.fromEntries(toSearchParams(query)),
    flowM3h: roundTo(sheet.flowM3h, 2),
    pumpingHoursPerDay: roundTo(sheet.pumpingHoursPerDay, 2),
    pumpingLevelM: roundTo(sheet.pumpingLevelM, 2),
    settingDepthM: roundTo(sheet.settingDepthM, 2),
    submergenceM: roundTo(sheet.submergenceM, 2),
    frictionLossM: roundTo(sheet.frictionLossM, 2),
    totalDynamicHeadM: roundTo(sheet.totalDynamicHeadM, 2),
    tdhBreakdown: {
      pumpingLevelM: roundTo(sheet.tdhBreakdown.pumpingLevelM, 2),
      deliveryHeightM: roundTo(sheet.tdhBreakdown.deliveryHeightM, 2),
      frictionLossM: roundTo(sheet.tdhBreakdown.frictionLossM, 2),
      outletPressureHeadM: roundTo(sheet.tdhBreakdown.outletPressureHeadM, 2),
    },
    pipe: {
      material: pipe.material,
      name: pipe.name,
      nominalSize: pipe.nominalSize,
      grade: pipe.grade,
      innerDiameterMm: pipe.innerDiameterMm,
      hazenWilliamsC: pipe.hazenWilliamsC,
      velocityMs: roundTo(pipe.velocityMs, 2),
      lengthM: roundTo(pipe.lengthM, 1),
      fittingsEquivalentLengthM: roundTo(pipe.fittingsEquivalentLengthM, 1),
      pressureRatingBar: roundTo(pipe.pressureRatingBar, 1),
      temperatureFactor: roundTo(pipe.temperatureFactor, 3),
      shutOffPressureBar: roundTo(pipe.shutOffPressureBar, 1),
      hangingLoad: pipe.hangingLoad && {
        pipeKg: roundTo(pipe.hangingLoad.pipeKg, 0),
        waterKg: roundTo(pipe.hangingLoad.waterKg, 0),
        cableKg: roundTo(pipe.hangingLoad.cableKg, 0),
        pumpSetKg: pipe.hangingLoad.pumpSetKg,
        loadKn: roundTo(pipe.hangingLoad.loadKn, 2),
        threadRootAreaMm2: roundTo(pipe.hangingLoad.threadRootAreaMm2, 1),
        stressMPa: roundTo(pipe.hangingLoad.stressMPa, 1),
        allowableStressMPa: pipe.allowableStressMPa,
      },
    },
    pump: pump && {
      model: pump.model,
      productId: pump.productId,
      outerDiameterMm: pump.outerDiameterMm,
      maxDiameterWithCableGuardMm: pump.maxDiameterWithCableGuardMm,
      motor: {
        powerKw: pump.motor.powerKw,
        powerHp: pump.motor.powerHp,
        outerDiameterMm: pump.motor.outerDiameterMm,
        diameterWithCableMm: pump.motor.diameterWithCableMm,
        serviceFactor: pump.motor.serviceFactor,
        leads: pump.motor.leads,
        powerFactor: pump.motor.powerFactor,
        efficiencyPct: pump.motor.efficiencyPct,
        fullLoadCurrentA: pump.motor.fullLoadCurrentA,
        runningCurrentA: roundTo(pump.motor.runningCurrentA, 1),
      },
      loadPctOfNameplate: roundTo(pump.loadPctOfNameplate, 1),
      operatingPoint: {
        flowM3h: roundTo(pump.operatingPoint.flowM3h, 2),
        headM: roundTo(pump.operatingPoint.headM, 2),
        efficiencyPct: roundTo(pump.operatingPoint.efficiencyPct, 1),
        powerKw: roundTo(pump.operatingPoint.powerKw, 2),
      },
      inputPowerKw: roundTo(pump.inputPowerKw, 2),
      shutOffHeadM: roundTo(pump.shutOffHeadM, 1),
    },
    delivered: sheet.delivered && {
      flowM3h: roundTo(sheet.delivered.flowM3h, 2),
      headM: roundTo(sheet.delivered.headM, 2),
      throttle: sheet.delivered.throttle && {
        valveLossM: roundTo(sheet.delivered.throttle.valveLossM, 2),
        wastedKw: roundTo(sheet.delivered.throttle.wastedKw, 2),
        wastedKwhPerYear: roundTo(sheet.delivered.throttle.wastedKwhPerYear, 0),
      },
    },
    nearMisses: nearMissesIn(sheet.nearMisses, 'metric'),
    well: {
      specificCapacityM3hPerM: roundTo(sheet.specificCapacityM3hPerM, 3),
      jacobDrawdown: sheet.jacobDrawdown && {
        bMPerM3h: roundTo(sheet.jacobDrawdown.bMPerM3h, 4),
        cMPerM3h2: roundTo(sheet.jacobDrawdown.cMPerM3h2, 5),
      },
      drawdownAtOperatingFlowM: well && roundTo(well.drawdownAtOperatingFlowM, 2),
      pumpingLevelAtOperatingFlowM: well && roundTo(well.pumpingLevelAtOperatingFlowM, 2),
    },
    cable: cable && {
      sizeMm2: cable.sizeMm2,
      cables: cable.cables,
      circuit: cable.circuit,
      resistanceOhmPerKm: roundTo(cable.resistanceOhmPerKm, 4),
      reactanceOhmPerKm: cable.reactanceOhmPerKm,
      powerFactor: cable.powerFactor,
      currentA: roundTo(cable.currentA, 2),
      currentRatingA: cable.currentRatingA,
      lengthM: roundTo(cable.lengthM, 1),
      voltageDropV: roundTo(cable.voltageDropV, 2),
      voltageDropPct: roundTo(cable.voltageDropPct, 2),
      energyLossKwhPerYear: roundTo(cable.energyLossKwhPerYear, 0),
      standard: CABLE_STANDARD,
      status: cable.status,
    },
    starter: sheet.starter,
    panel: sheet.panel,
    cooling: cooling && {
      velocityMs: roundTo(cooling.velocityMs, 3),
      minimumMs: cooling.minimumMs,
      motorOuterDiameterMm: cooling.motorOuterDiameterMm,
      boreInnerDiameterMm: roundTo(cooling.boreInnerDiameterMm, 1),
      flowSleeveNeeded: cooling.flowSleeveNeeded,
    },
    checkValves: sheet.checkValves && { depthsM: sheet.checkValves.depthsM.map((d) => roundTo(d, 1)) },
    energyKwhPerYear: roundTo(sheet.energyKwhPerYear, 0),
    energyCostPerYear: roundTo(sheet.energyCostPerYear, 0),
    warnings: warningsIn(sheet.warnings, 'metric'),
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
 * @param deps `pickPump` wired to the selection feature; `data` defaults to `getEngineeringData()`,
 *   `dolMaxKw` to the site setting `siteConfig.directOnLineMaxKw`
 * @throws ContentError when the engineering content is invalid (a build-time failure in practice)
 */
export function sizingResponse(
  searchParams: URLSearchParams,
  deps: { pickPump: PickPump; data?: EngineeringData; dolMaxKw?: number },
): SizingResponse {
  const parsed = parseSizingQuery(searchParams);
  if (!parsed.ok) return { status: 400, body: { message: parsed.message, field: parsed.field } };
  const sheet = sizeBorewell(parsed.query, {
    pickPump: deps.pickPump,
    data: deps.data ?? getEngineeringData(),
    dolMaxKw: deps.dolMaxKw ?? siteConfig.directOnLineMaxKw,
  });
  return { status: 200, body: toBody(parsed.query, sheet) };
}
