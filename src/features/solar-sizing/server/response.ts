import { catalogueSolarDeps } from './catalogue-pumps';
import { parseSolarQuery, toSolarSearchParams, type SolarQuery } from '../domain/query';
import { sizeSolar, type SolarDeps, type SolarSheet } from '../domain/size-solar';
import { solarNearMissesIn, solarWarningsIn } from '../ui/messages';
import { roundTo } from '@/components/format/figures';

/**
 * The JSON answer of `GET /api/solar-sizing`: the solar sheet with the unit in every key, rounded for
 * reading, or a 400 naming the field.
 */

/** The sheet as JSON: m³ and m 0.01, kWh/m² 0.01, W 1, kWh 0.01, L 0.1, km 1. */
function toBody(query: SolarQuery, sheet: SolarSheet) {
  const { set, head, climate } = sheet;
  return {
    query: Object.fromEntries(toSolarSearchParams(query)),
    site: {
      id: climate.site.id,
      name: climate.site.name,
      country: climate.site.country,
      source: climate.site.source,
      distanceKm: roundTo(climate.distanceKm, 0),
      latDeg: climate.latDeg,
      irradiationTypedIn: climate.ghiTyped,
      /** The site's design minimum air temperature, °C (the string's V_oc is sized at `minAmbientC`). */
      minAmbientC: climate.site.minAmbientC,
    },
    /** The need in the design month; each month's is in `months`. */
    /** The lowest air temperature the string is sized at: the query's `minAmbientC`, else the site's, °C. */
    minAmbientC: climate.minAmbientC,
    needM3PerDay: sheet.needM3PerDay,
    needPerMonth: sheet.needPerMonth,
    designMonth: sheet.designMonth,
    months: sheet.irradiation.map((m, i) => ({
      month: i + 1,
      irradiationKwhPerM2Day: roundTo(m.horizontalKwhPerM2Day, 2),
      tiltedIrradiationKwhPerM2Day: roundTo(m.tiltedKwhPerM2Day, 2),
      daytimeTempC: climate.daytimeTempC[i]!,
      needM3PerDay: sheet.needByMonthM3[i]!,
      dailyVolumeM3: set ? roundTo(set.monthlyVolumeM3[i]!, 2) : null,
      energyKwhPerDay: set ? roundTo(set.monthlyEnergyKwh[i]!, 2) : null,
    })),
    designDay: sheet.designDay.map((h) => ({
      hour: h.hour,
      flowM3h: roundTo(h.flowM3h, 2),
      pvPowerW: roundTo(h.pvPowerW, 0),
    })),
    array: set && {
      modules: set.array.modules,
      moduleW: set.array.moduleW,
      peakW: set.array.peakW,
      series: set.array.series,
      parallel: set.array.parallel,
      tiltDeg: set.array.tiltDeg,
      stringVmpV: roundTo(set.array.stringVmpV, 1),
      stringVocV: roundTo(set.array.stringVocV, 1),
      stringVocAtMinAmbientV: roundTo(set.array.stringVocAtMinAmbientV, 1),
    },
    pump: set && {
      model: set.pump.model,
      productId: set.pump.productId,
      motorPowerKw: set.pump.motorPowerKw,
      motorPowerHp: set.pump.motorPowerHp,
      shutOffHeadM: roundTo(set.pump.shutOffHeadM, 1),
    },
    controller: set && {
      model: set.controller.model,
      ratedKw: set.controller.ratedKw,
      mpptMinV: set.controller.mpptMinV,
      mpptMaxV: set.controller.mpptMaxV,
      maxInputVocV: set.controller.maxInputVocV,
    },
    totalDynamicHeadM: roundTo(head.totalDynamicHeadM, 2),
    head: {
      atFlowM3h: roundTo(head.atFlowM3h, 2),
      staticLiftM: roundTo(head.parts.staticLiftM, 2),
      deliveryHeightM: roundTo(head.parts.deliveryHeightM, 2),
      frictionLossM: roundTo(head.parts.frictionLossM, 2),
      outletPressureHeadM: roundTo(head.parts.outletPressureHeadM, 2),
      pipe: { ...head.pipe, lengthM: roundTo(head.pipe.lengthM, 1) },
    },
    energy: sheet.energy && {
      designDayKwh: roundTo(sheet.energy.designDayKwh, 2),
      yearKwh: roundTo(sheet.energy.yearKwh, 0),
      dieselLitresPerKwh: sheet.energy.dieselLitresPerKwh,
      designDayDieselLitres: roundTo(sheet.energy.designDayDieselLitres, 1),
      yearDieselLitres: roundTo(sheet.energy.yearDieselLitres, 0),
    },
    warnings: solarWarningsIn(sheet.warnings),
    alternatives: sheet.alternatives.map((a) => ({ ...a, designMonthVolumeM3: roundTo(a.designMonthVolumeM3, 2) })),
    nearMisses: solarNearMissesIn(sheet.nearMisses),
  };
}

/** JSON body of a 200 answer. */
export type SolarResponseBody = ReturnType<typeof toBody>;

/** The answer: 200 with the sheet, or 400 with the message and the field it names. */
export type SolarResponse =
  { status: 200; body: SolarResponseBody } | { status: 400; body: { message: string; field: string } };

/**
 * Answers a solar sizing query.
 * @param searchParams the request's query (see `parseSolarQuery` for the names)
 * @param deps the tables; the content's by default
 * @throws ContentError when the content is invalid (a build-time failure in practice)
 */
export function solarResponse(searchParams: URLSearchParams, deps: SolarDeps = catalogueSolarDeps()): SolarResponse {
  const parsed = parseSolarQuery(searchParams, (id) => deps.sites.some((s) => s.id === id));
  if (!parsed.ok) return { status: 400, body: { message: parsed.message, field: parsed.field } };
  return { status: 200, body: toBody(parsed.query, sizeSolar(parsed.query, deps)) };
}
