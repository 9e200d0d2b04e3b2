import type { SolarController } from '@/content/schemas/solar';
import { shutOffHeadM } from '@/engineering/hydraulics';
import type { Climate } from './climate';
import { arrangement, cellTemperatureC, moduleVocAtV, seriesRange, type ModuleVoltages } from './pv';
import type { SolarQuery } from './query';
import {
  moduleVoltagesFor,
  worstMonth,
  type SolarDeps,
  type SolarPump,
  type SolarRefusal,
  type SolarSet,
} from './solar-sheet';
import { dayOf, type MonthSun } from './solar-sun';
import { powerFlowTable, type SpeedPoint } from './variable-speed';

/**
 * The pump, array and controller stage of the solar sizing: for each submersible that fits the bore
 * and reaches the head, the smallest controller that drives its motor and the fewest whole modules,
 * in strings inside its MPPT window, whose water meets the need; the others are near misses.
 */

/** How a set is judged against the need (the design month, and the water in it). */
export interface DesignRule {
  /** The month a set is judged in: the visitor's, else its month of largest shortfall ratio. */
  monthOf: (volumes: number[]) => number;
  /** Whether the water meets the need (in the month of largest shortfall ratio: in every month). */
  meets: (volumes: number[]) => boolean;
  designVolume: (volumes: number[]) => number;
  /** Water over need in the design month (1 = just met): how near a set comes, whatever the month's need. */
  designShare: (volumes: number[]) => number;
  /** The need in each month, m³/day. */
  needs: readonly number[];
}

/** The design rule for a query's needs ({@link worstMonth} when the visitor names no month). */
export function designRule(query: SolarQuery, needs: readonly number[]): DesignRule {
  const monthOf = (volumes: number[]) => query.designMonth ?? worstMonth(volumes, needs);
  const designVolume = (volumes: number[]) => volumes[monthOf(volumes) - 1]!;
  return {
    monthOf,
    // Meeting the need in the month of largest shortfall ratio is meeting it in every month.
    meets: (volumes) => volumes[monthOf(volumes) - 1]! >= needs[monthOf(volumes) - 1]!,
    designVolume,
    designShare: (volumes) => designVolume(volumes) / needs[monthOf(volumes) - 1]!,
    needs,
  };
}

/** The cells' temperatures the strings are sized for (°C) and the module's STC voltages. */
export interface PvLimits {
  /** The lowest expected air temperature (V_oc at a cold dawn, IEC 62548 §7.3, NEC 690.7). */
  cellMin: number;
  /** The coldest month's daytime mean (to say when the cold shortens the strings). */
  daytimeCellMin: number;
  /** The hottest month's cells at its peak sunshine (the MPPT minimum on hot days). */
  cellMax: number;
  pvModule: ModuleVoltages;
}

/**
 * The string limits' temperatures: V_oc is sized at the lowest expected air temperature (IEC 62548
 * §7.3, NEC 690.7), the cells at the air's temperature on a cold dawn; V_mp at the hottest month's
 * cells at its peak sunshine (`cellTemperatureC`, NOCT).
 */
export function pvLimits(
  climate: Climate,
  months: readonly MonthSun[],
  moduleW: number,
  pv: SolarDeps['pv'],
): PvLimits {
  return {
    cellMin: climate.minAmbientC,
    daytimeCellMin: Math.min(...climate.daytimeTempC),
    cellMax: Math.max(
      ...months.map((m, i) =>
        cellTemperatureC(climate.daytimeTempC[i]!, Math.max(0, ...m.day.steps.map((s) => s.tiltedWm2)), pv.noctC),
      ),
    ),
    pvModule: moduleVoltagesFor(moduleW, pv.moduleVoltages),
  };
}

/** A set that meets the need, with what the ranking and the checks read of it. */
export type SizedSet = SolarSet & {
  table: SpeedPoint[];
  atMinimum: boolean;
  /** Whether the array is the fewest modules the floor or the window allows (not set by the water). */
  atFloor: boolean;
  cappedSpeedRatio: number | null;
  /** The longest string the controller takes at the site's lowest air temperature, and at its coldest daytime mean. */
  maxSeries: number;
  maxSeriesByDaytime: number;
};

/** A model that does not meet the need, ranked by `volume` (its design share, or −1, −2 when far off). */
export interface Miss {
  model: string;
  refusal: SolarRefusal;
  volume: number;
}

/** What the pump stage reads besides the pump. */
export interface PumpContext {
  query: SolarQuery;
  deps: SolarDeps;
  months: readonly MonthSun[];
  tiltDeg: number;
  staticHeadM: number;
  systemHeadM: (flowM3h: number) => number;
  limits: PvLimits;
  rule: DesignRule;
}

/** Stage 3: every pump sized, the sets that meet the need and the misses. */
export function pumpStage(ctx: PumpContext): { sets: SizedSet[]; misses: Miss[] } {
  const sets: SizedSet[] = [];
  const misses: Miss[] = [];
  for (const pump of ctx.deps.pumps) {
    const drive = driveFor(pump, ctx);
    if ('miss' in drive) {
      misses.push(drive.miss);
      continue;
    }
    const sized = arrayFor(pump, drive, ctx);
    if ('set' in sized) sets.push(sized.set);
    else misses.push(sized.miss);
  }
  return { sets, misses };
}

/** What drives a pump: its controller, its power–flow table on the system, and its strings. */
interface Drive {
  controller: SolarController;
  h0: number;
  table: SpeedPoint[];
  cappedSpeedRatio: number | null;
  range: { min: number; max: number };
  maxSeriesByDaytime: number;
}

/** The pump's controller, table and string range, or why it cannot be used here. */
function driveFor(
  pump: SolarPump,
  { query, deps, staticHeadM, systemHeadM, limits }: PumpContext,
): Drive | { miss: Miss } {
  const { cellMin, daytimeCellMin, cellMax, pvModule } = limits;
  if (pump.minBoreInch > query.boreDiameterIn) {
    return { miss: { model: pump.model, refusal: { kind: 'bore', minBoreInch: pump.minBoreInch }, volume: -2 } };
  }
  const controller = deps.controllers.find((c) => c.ratedKw >= pump.motorPowerKw);
  if (!controller) {
    const refusal = { kind: 'no-controller' as const, motorKw: pump.motorPowerKw };
    return { miss: { model: pump.model, refusal, volume: -2 } };
  }
  const h0 = shutOffHeadM(pump.curves);
  const { points: table, cappedSpeedRatio } = powerFlowTable(pump.curves, systemHeadM, pump.motorEfficiencyPct);
  if (table.length === 0) {
    const refusal: SolarRefusal =
      h0 <= staticHeadM ? { kind: 'head', shutOffHeadM: h0, staticHeadM } : { kind: 'curve' };
    return { miss: { model: pump.model, refusal, volume: -1 } };
  }
  const range = seriesRange(pvModule, controller, { min: cellMin, max: cellMax }, deps.pv);
  const byDaytime = seriesRange(pvModule, controller, { min: daytimeCellMin, max: cellMax }, deps.pv);
  if (!range) {
    const refusal: SolarRefusal = byDaytime
      ? {
          kind: 'string-cold',
          moduleW: query.moduleW,
          controller: controller.model,
          cellMinC: cellMin,
          series: byDaytime.min,
          vocV: byDaytime.min * moduleVocAtV(pvModule, cellMin, deps.pv),
          maxInputVocV: controller.maxInputVocV,
        }
      : { kind: 'string', moduleW: query.moduleW, controller: controller.model };
    return { miss: { model: pump.model, refusal, volume: -1 } };
  }
  return { controller, h0, table, cappedSpeedRatio, range, maxSeriesByDaytime: byDaytime?.max ?? range.max };
}

/**
 * The fewest modules that meet the need among the arrays the controller's MPPT window can arrange
 * (at least the window's shortest string and the array per kW of motor). More modules give at least
 * as much water in every month (more power at every step of the day, and the flow rises with power),
 * so they are found by bisection: about 5 arrays worked out of up to a hundred.
 */
function arrayFor(
  pump: SolarPump,
  drive: Drive,
  { query, deps, months, tiltDeg, limits, rule }: PumpContext,
): { set: SizedSet } | { miss: Miss } {
  const { controller, range, table } = drive;
  const maxModules = Math.floor(controller.maxArrayW / query.moduleW);
  const fewestModules = Math.max(
    range.min,
    Math.ceil((deps.pv.minArrayWPerMotorKw * pump.motorPowerKw) / query.moduleW - 1e-9),
  );
  const options: number[] = [];
  for (let modules = fewestModules; modules <= maxModules; modules++) {
    if (arrangement(modules, range)) options.push(modules);
  }
  const waterOf = (modules: number) => {
    const days = months.map((m) => dayOf(m, table, modules * query.moduleW));
    return { days, volumes: days.map((d) => d.volume) };
  };
  const largest = options.length > 0 ? waterOf(options.at(-1)!) : null;
  if (!largest || !rule.meets(largest.volumes)) {
    const best = largest && { volumes: largest.volumes, modules: options.at(-1)! };
    const refusal: SolarRefusal = best
      ? {
          kind: 'short',
          volumeM3: rule.designVolume(best.volumes),
          month: rule.monthOf(best.volumes),
          needM3: rule.needs[rule.monthOf(best.volumes) - 1]!,
          needPerMonth: typeof query.dailyWaterM3 !== 'number',
          controller: controller.model,
          modules: best.modules,
          moduleW: query.moduleW,
        }
      : {
          kind: 'array-too-large',
          modules: fewestModules,
          moduleW: query.moduleW,
          wPerMotorKw: deps.pv.minArrayWPerMotorKw,
          controller: controller.model,
          maxArrayW: controller.maxArrayW,
        };
    return { miss: { model: pump.model, refusal, volume: best ? rule.designShare(best.volumes) : -1 } };
  }
  let lo = -1;
  let hi = options.length - 1;
  let fewest = largest;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    const water = waterOf(options[mid]!);
    if (rule.meets(water.volumes)) {
      hi = mid;
      fewest = water;
    } else lo = mid;
  }
  const modules = options[hi]!;
  return { set: setOf(pump, drive, modules, fewest, { query, deps, tiltDeg, limits, fewestModules }) };
}

/** The set with its array laid out in strings, and what the ranking and checks read. */
function setOf(
  pump: SolarPump,
  drive: Drive,
  modules: number,
  water: { days: { volume: number; energy: number }[]; volumes: number[] },
  ctx: Pick<PumpContext, 'query' | 'deps' | 'tiltDeg' | 'limits'> & { fewestModules: number },
): SizedSet {
  const { query, deps, tiltDeg, limits } = ctx;
  const { pvModule, cellMin } = limits;
  const layout = arrangement(modules, drive.range)!;
  return {
    pump: {
      model: pump.model,
      productId: pump.productId,
      motorPowerKw: pump.motorPowerKw,
      motorPowerHp: pump.motorPowerHp,
      shutOffHeadM: drive.h0,
    },
    controller: drive.controller,
    array: {
      modules,
      moduleW: query.moduleW,
      peakW: modules * query.moduleW,
      ...layout,
      tiltDeg,
      stringVmpV: layout.series * pvModule.vmpV,
      stringVocV: layout.series * pvModule.vocV,
      stringVocAtMinAmbientV: layout.series * moduleVocAtV(pvModule, cellMin, deps.pv),
    },
    monthlyVolumeM3: water.volumes,
    monthlyEnergyKwh: water.days.map((d) => d.energy),
    table: drive.table,
    atMinimum: modules === drive.range.min,
    atFloor: modules === ctx.fewestModules,
    cappedSpeedRatio: drive.cappedSpeedRatio,
    maxSeries: drive.range.max,
    maxSeriesByDaytime: drive.maxSeriesByDaytime,
  };
}
