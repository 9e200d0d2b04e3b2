import { chooseColumnPipe } from '@/engineering/column-pipe';
import { fittingsEquivalentLengthM, hazenWilliamsLoss } from '@/engineering/friction';
import { M_HEAD_PER_BAR } from '@/engineering/hydraulics';
import { climateOf } from './climate';
import type { SolarQuery } from './query';
import {
  ALTERNATIVES,
  DAYS_IN_MONTH,
  NEAR_MISSES,
  needByMonthM3,
  OVERSIZED_RATIO,
  PIPE_SIZING_HOURS,
  worstMonth,
  type SolarDeps,
  type SolarPump,
  type SolarSheet,
  type SolarWarning,
  type SolarWarningFigures,
} from './solar-sheet';
import {
  designRule,
  pumpStage,
  pvLimits,
  type DesignRule,
  type Miss,
  type PvLimits,
  type SizedSet,
} from './solar-pumps';
import { dayOf, hoursOf, irradianceStage, monthsOnArray, type IrradianceStage } from './solar-sun';
import { moduleVocAtV } from './pv';
import { powerFlowTable } from './variable-speed';

export {
  DAYS_IN_MONTH,
  FAR_SITE_KM,
  MONTH_NAMES,
  moduleVoltagesFor,
  needByMonthM3,
  OVERSIZED_RATIO,
  PIPE_SIZING_HOURS,
  SOLAR_PUMP_FREQUENCY_HZ,
  worstMonth,
} from './solar-sheet';
export type {
  SolarDeps,
  SolarNearMiss,
  SolarPump,
  SolarRefusal,
  SolarSet,
  SolarSheet,
  SolarWarning,
  SolarWarningFigures,
} from './solar-sheet';

/**
 * The solar pump sizing: for the mean day of each month, the water a submersible on a solar
 * controller lifts with an array of whole modules, and the smallest set that meets the need; in
 * stages: irradiance (`solar-sun.ts`) → water and head (the system curve, here) → pump, array and
 * controller (`solar-pumps.ts`) → checks (here).
 */

/**
 * The system curve: static head (lift + delivery height + outlet pressure at the core's m/bar) and
 * Hazen–Williams friction in a uPVC column and delivery pipe (the borewell tool's pipe choice) sized
 * for the need delivered in {@link PIPE_SIZING_HOURS} h, over its straight length and fittings.
 */
function systemOf(query: SolarQuery, deps: Pick<SolarDeps, 'pipes'>) {
  // The column carries the largest month's need: a pipe sized for a smaller one throttles that month.
  const pipeFlowM3h = Math.max(...needByMonthM3(query)) / PIPE_SIZING_HOURS;
  const outletPressureHeadM = query.outletPressureBar * M_HEAD_PER_BAR;
  const staticHeadM = query.staticLiftM + query.deliveryHeightM + outletPressureHeadM;
  const column = chooseColumnPipe(deps.pipes, 'upvc', pipeFlowM3h, query.staticLiftM, staticHeadM / M_HEAD_PER_BAR);
  const lengthM =
    query.staticLiftM +
    query.deliveryHeightM +
    query.horizontalRunM +
    fittingsEquivalentLengthM(column.innerDiameterMm);
  const friction = hazenWilliamsLoss(column.innerDiameterMm, lengthM, column.hazenWilliamsC);
  const systemHeadM = (q: number) => staticHeadM + friction(q);
  return { pipeFlowM3h, outletPressureHeadM, staticHeadM, column, lengthM, friction, systemHeadM };
}

/**
 * The water per day (m³) in the mean day of each month that one pump lifts with an array of
 * `arrayW` peak watts, on the query's site, tilt and system (no string or controller limits: the
 * physics alone, for the worked example and the property tests).
 */
export function monthlyVolumesM3(query: SolarQuery, deps: SolarDeps, pump: SolarPump, arrayW: number): number[] {
  const climate = climateOf(query, deps.sites);
  const months = monthsOnArray(climate, query.tiltDeg ?? Math.round(Math.abs(climate.latDeg)), deps.pv);
  const { points: table } = powerFlowTable(pump.curves, systemOf(query, deps).systemHeadM, pump.motorEfficiencyPct);
  return months.map((m) => dayOf(m, table, arrayW).volume);
}

/**
 * Sizes the solar set for a checked query: the climate; the mean day of each month on the array;
 * the system curve (static lift + delivery height + outlet pressure, and Hazen–Williams friction in
 * the column and delivery pipe sized for the need in {@link PIPE_SIZING_HOURS} h); then for each
 * submersible that fits the bore and reaches the head, the smallest controller that drives its motor
 * and the fewest whole modules, arranged in strings inside that controller's MPPT window, whose
 * daily water meets the need: in the visitor's design month, else in every month (the need may differ
 * by month; the design month is then the set's month of largest shortfall ratio, {@link worstMonth}).
 * The smallest array wins (then the smaller motor).
 * @param query a query from `parseSolarQuery`
 * @param deps the sites, controllers, pumps, pipe tables and PV assumptions
 */
export function sizeSolar(query: SolarQuery, deps: SolarDeps): SolarSheet {
  const sun = irradianceStage(query, deps);
  const system = systemOf(query, deps);
  const needs = needByMonthM3(query);
  const rule = designRule(query, needs);
  const limits = pvLimits(sun.climate, sun.months, query.moduleW, deps.pv);
  const { sets, misses } = pumpStage({
    query,
    deps,
    months: sun.months,
    tiltDeg: sun.tiltDeg,
    staticHeadM: system.staticHeadM,
    systemHeadM: system.systemHeadM,
    limits,
    rule,
  });
  sets.sort(
    (a, b) =>
      a.array.peakW - b.array.peakW ||
      a.pump.motorPowerKw - b.pump.motorPowerKw ||
      rule.designShare(b.monthlyVolumeM3) - rule.designShare(a.monthlyVolumeM3),
  );
  const chosen = sets[0] ?? null;
  const common = commonFigures(query, sun, system, needs, misses);
  if (!chosen) return noSetSheet(query, sun, system, needs, common);
  return setSheet({ query, deps, sun, system, needs, rule, limits }, sets, chosen, common);
}

/** What the sheet shows with or without a set: the need, the sunshine, the near misses and the head. */
function commonFigures(
  query: SolarQuery,
  sun: IrradianceStage,
  system: ReturnType<typeof systemOf>,
  needs: number[],
  misses: Miss[],
) {
  const { staticHeadM, outletPressureHeadM, friction, systemHeadM, column, lengthM } = system;
  return {
    needPerMonth: typeof query.dailyWaterM3 !== 'number',
    irradiation: sun.months.map((m, i) => ({
      horizontalKwhPerM2Day: sun.climate.ghiKwhPerM2Day[i]!,
      tiltedKwhPerM2Day: m.day.tiltedKwhPerM2,
      clearnessIndex: m.day.clearnessIndex,
    })),
    nearMisses: misses
      .sort((a, b) => b.volume - a.volume)
      .slice(0, NEAR_MISSES)
      .map(({ model, refusal }) => ({ model, refusal })),
    headAt: (q: number) => ({
      staticHeadM,
      parts: {
        staticLiftM: query.staticLiftM,
        deliveryHeightM: query.deliveryHeightM,
        frictionLossM: friction(q),
        outletPressureHeadM,
      },
      totalDynamicHeadM: systemHeadM(q),
      atFlowM3h: q,
      pipe: {
        name: column.name,
        nominalSize: column.nominalSize,
        innerDiameterMm: column.innerDiameterMm,
        lengthM,
        hazenWilliamsC: column.hazenWilliamsC,
      },
    }),
    needs,
  };
}

/** The sheet's first figures, with or without a set: the place, the need, the sunshine and the head at a flow. */
function sheetStart(
  sun: IrradianceStage,
  needs: number[],
  common: ReturnType<typeof commonFigures>,
  designMonth: number,
  headFlowM3h: number,
) {
  return {
    climate: sun.climate,
    tiltDeg: sun.tiltDeg,
    designMonth,
    needM3PerDay: needs[designMonth - 1]!,
    needByMonthM3: needs,
    needPerMonth: common.needPerMonth,
    irradiation: common.irradiation,
    head: common.headAt(headFlowM3h),
  };
}

/** The sheet when no set meets the need: the figures, the near misses, and why. */
function noSetSheet(
  query: SolarQuery,
  sun: IrradianceStage,
  system: ReturnType<typeof systemOf>,
  needs: number[],
  common: ReturnType<typeof commonFigures>,
): SolarSheet {
  const warning: SolarWarning = {
    code: 'no-set',
    figures: {
      dailyWaterM3: typeof query.dailyWaterM3 === 'number' ? query.dailyWaterM3 : null,
      maxNeedM3: Math.max(...needs),
      headM: system.systemHeadM(system.pipeFlowM3h),
      designMonth: query.designMonth ?? null,
      boreDiameterIn: query.boreDiameterIn,
    },
  };
  // With no set's water to judge by, the month whose need is largest for its sunshine on the array.
  const designMonth =
    query.designMonth ??
    worstMonth(
      sun.months.map((m) => m.day.tiltedKwhPerM2),
      needs,
    );
  return {
    ...sheetStart(sun, needs, common, designMonth, system.pipeFlowM3h),
    set: null,
    arraySetBy: null,
    designDay: [],
    energy: null,
    alternatives: [],
    nearMisses: common.nearMisses,
    warnings: [...sun.warnings, warning],
  };
}

/** What the checks and the sheet of a chosen set read. */
interface SetStages {
  query: SolarQuery;
  deps: SolarDeps;
  sun: IrradianceStage;
  system: ReturnType<typeof systemOf>;
  needs: number[];
  rule: DesignRule;
  limits: PvLimits;
}

/** The sheet of the chosen set: its design day, energy, alternatives and checks. */
function setSheet(
  stages: SetStages,
  sets: SizedSet[],
  chosen: SizedSet,
  common: ReturnType<typeof commonFigures>,
): SolarSheet {
  const { deps, sun, system, needs, rule } = stages;
  const controllerEff = deps.pv.controllerEfficiencyPct / 100;
  const volumes = chosen.monthlyVolumeM3;
  const designMonth = rule.monthOf(volumes);
  const month = sun.months[designMonth - 1]!;
  const design = dayOf(month, chosen.table, chosen.array.peakW);
  const designDay = [...hoursOf(month, chosen.table, chosen.array.peakW, controllerEff).entries()]
    .sort(([a], [b]) => a - b)
    // Volume and energy over a clock hour divided by that hour (1 h) are its mean flow and power.
    .map(([hour, h]) => ({ hour, flowM3h: h.flow, pvPowerW: h.pv }));
  const peakFlow = Math.max(0, ...designDay.map((h) => h.flowM3h));
  const checks = checksStage(stages, sets, chosen, designMonth);
  const yearKwh = chosen.monthlyEnergyKwh.reduce((sum, e, i) => sum + e * DAYS_IN_MONTH[i]!, 0);
  const litres = deps.pv.dieselLitresPerKwh;
  return {
    ...sheetStart(sun, needs, common, designMonth, peakFlow > 0 ? peakFlow : system.pipeFlowM3h),
    set: {
      pump: chosen.pump,
      controller: chosen.controller,
      array: chosen.array,
      monthlyVolumeM3: chosen.monthlyVolumeM3,
      monthlyEnergyKwh: chosen.monthlyEnergyKwh,
    },
    arraySetBy: chosen.atMinimum ? 'mppt-window' : chosen.atFloor ? 'array-floor' : 'water',
    designDay,
    energy: {
      designDayKwh: design.energy,
      yearKwh,
      dieselLitresPerKwh: litres,
      designDayDieselLitres: design.energy * litres,
      yearDieselLitres: yearKwh * litres,
    },
    // The smaller pump the `oversized` warning offers is listed first.
    alternatives: [...(checks.byWater ? [checks.byWater] : []), ...sets.slice(1).filter((s) => s !== checks.byWater)]
      .slice(0, ALTERNATIVES)
      .map((s) => ({
        model: s.pump.model,
        motorPowerKw: s.pump.motorPowerKw,
        modules: s.array.modules,
        peakW: s.array.peakW,
        series: s.array.series,
        parallel: s.array.parallel,
        designMonthVolumeM3: s.monthlyVolumeM3[designMonth - 1]!,
      })),
    nearMisses: common.nearMisses,
    warnings: [...sun.warnings, ...checks.warnings],
  };
}

/**
 * Stage 4, checks of the chosen set: a speed capped on a low head, a set oversized for the need by a
 * floor (with a smaller pump sized by the water when there is one), strings the cold limits, an array
 * set by the MPPT window.
 */
function checksStage(stages: SetStages, sets: SizedSet[], chosen: SizedSet, designMonth: number) {
  const { query, deps, sun, needs, rule, limits } = stages;
  const warnings: SolarWarning[] = [];
  const volumes = chosen.monthlyVolumeM3;
  if (chosen.cappedSpeedRatio !== null) {
    warnings.push({ code: 'speed-capped', figures: { model: chosen.pump.model, speedRatio: chosen.cappedSpeedRatio } });
  }
  const need = needs[designMonth - 1]!;
  const oversized = rule.designVolume(volumes) > OVERSIZED_RATIO * need;
  /** A smaller pump whose array the water sets (not a floor), meeting the need, smallest array first. */
  const byWater = oversized
    ? sets.find((s) => s !== chosen && s.pump.motorPowerKw < chosen.pump.motorPowerKw && !s.atFloor)
    : undefined;
  if (oversized) warnings.push(oversizedWarning(stages, chosen, byWater, designMonth));
  // The cold binds this set when the lowest air temperature allows shorter strings than the coldest
  // daytime mean would, and the set has as many modules as the longest string or more: an installer
  // could wire it in longer strings than the controller survives on a cold morning.
  const coldBinds = chosen.maxSeriesByDaytime > chosen.maxSeries && chosen.array.modules >= chosen.maxSeries;
  if (coldBinds) {
    const longer = chosen.maxSeries + 1;
    const { climate } = sun;
    warnings.push({
      code: 'string-voc-over-limit',
      figures: {
        maxSeries: chosen.maxSeries,
        minAmbientC: climate.minAmbientC,
        minAmbientTyped: climate.minAmbientTyped,
        siteName: climate.site.name,
        moduleW: query.moduleW,
        longerStringVocV: longer * moduleVocAtV(limits.pvModule, limits.cellMin, deps.pv),
        controller: chosen.controller.model,
        maxInputVocV: chosen.controller.maxInputVocV,
        series: chosen.array.series,
        stringVocAtMinAmbientV: chosen.array.stringVocAtMinAmbientV,
      },
    });
  }
  if (!oversized && chosen.atMinimum && rule.designVolume(volumes) > 1.25 * need) {
    warnings.push({
      code: 'array-set-by-window',
      figures: {
        controller: chosen.controller.model,
        series: chosen.array.series,
        moduleW: query.moduleW,
        mpptMinV: chosen.controller.mpptMinV,
        designVolumeM3: rule.designVolume(volumes),
        designMonth,
      },
    });
  }
  return { warnings, byWater };
}

/** The `oversized` warning: why the array is larger than the water asks, and a smaller pump if any. */
function oversizedWarning(
  { query, deps, needs, rule }: SetStages,
  chosen: SizedSet,
  byWater: SizedSet | undefined,
  designMonth: number,
): SolarWarning {
  const volumes = chosen.monthlyVolumeM3;
  const need = needs[designMonth - 1]!;
  const setBy: SolarWarningFigures['oversized']['setBy'] = chosen.atMinimum
    ? { kind: 'mppt-window', controller: chosen.controller.model, series: chosen.array.series, moduleW: query.moduleW }
    : chosen.atFloor
      ? {
          kind: 'array-floor',
          wPerMotorKw: deps.pv.minArrayWPerMotorKw,
          floorW: deps.pv.minArrayWPerMotorKw * chosen.pump.motorPowerKw,
          motorKw: chosen.pump.motorPowerKw,
        }
      : { kind: 'arrangement' };
  return {
    code: 'oversized',
    figures: {
      model: chosen.pump.model,
      motorKw: chosen.pump.motorPowerKw,
      peakW: chosen.array.peakW,
      designVolumeM3: rule.designVolume(volumes),
      designMonth,
      needM3: need,
      setBy,
      byWater: byWater
        ? {
            model: byWater.pump.model,
            motorKw: byWater.pump.motorPowerKw,
            modules: byWater.array.modules,
            moduleW: query.moduleW,
            peakW: byWater.array.peakW,
            volumeM3: byWater.monthlyVolumeM3[designMonth - 1]!,
          }
        : null,
    },
  };
}
