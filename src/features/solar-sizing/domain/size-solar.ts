import type { PipeMaterialData } from '@/content/schemas/engineering';
import type { SolarController, SolarSite } from '@/content/schemas/solar';
import { chooseColumnPipe } from '@/engineering/column-pipe';
import { fittingsEquivalentLengthM, hazenWilliamsLoss } from '@/engineering/friction';
import { M_HEAD_PER_BAR, shutOffHeadM } from '@/lib/hydraulics';
import { climateOf, type Climate } from './climate';
import { meanDayOnArray, type MeanDay } from './irradiance';
import {
  arrangement,
  cellTemperatureC,
  controllerOutputW,
  moduleVocAtV,
  seriesRange,
  type ModuleVoltages,
  type PvAssumptions,
} from './pv';
import type { SolarQuery } from './query';
import { flowAtPowerM3h, powerFlowTable, type RatedCurves, type SpeedPoint } from './variable-speed';

/**
 * The solar pump sizing: for the mean day of each month, the water a submersible on a solar
 * controller lifts with an array of whole modules, and the smallest set that meets the need.
 */

/**
 * Rated frequency of the submersibles the solar controllers drive: their output is 415 V three-phase
 * at up to 50 Hz (content/solar/controllers.json), the motors' rated supply.
 */
export const SOLAR_PUMP_FREQUENCY_HZ = 50;

/** Days in each month of a common year (for the yearly totals). */
export const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

/**
 * Hours of full sunshine the column pipe is sized for: the need delivered in 6 h, about the peak
 * flow of a solar pumping day (4.5–7 kWh/m² of sunshine on the array is 4.5–7 h at 1 kW/m²).
 */
export const PIPE_SIZING_HOURS = 6;

/** Distance to the nearest site above which the sheet warns that the sunshine is not the place's own, km. */
export const FAR_SITE_KM = 100;

/**
 * Water in the design month above this multiple of its need is reported (`oversized`): the set was
 * sized by a floor (the array per kW of motor, or the MPPT window's shortest string), not by the water.
 * 1.5 is issue 48's threshold; the pipe and the controller are sized for the water the set gives.
 */
export const OVERSIZED_RATIO = 1.5;

/** How many alternatives and near misses the sheet lists. */
const ALTERNATIVES = 3;
const NEAR_MISSES = 5;

/** A submersible the solar sizing may choose. */
export interface SolarPump {
  model: string;
  productId: string;
  motorPowerKw: number;
  motorPowerHp: number;
  /** Motor efficiency at rated load, %. */
  motorEfficiencyPct: number;
  /** Smallest bore the set fits, inch. */
  minBoreInch: number;
  curves: RatedCurves;
}

/** Everything the sizing needs besides the query. */
export interface SolarDeps {
  sites: readonly SolarSite[];
  controllers: readonly SolarController[];
  /** The submersibles (three-phase, the range's frequency), in any order. */
  pumps: readonly SolarPump[];
  /** Column pipe tables (`getEngineeringData().pipes`). */
  pipes: PipeMaterialData[];
  /** PV and controller assumptions (`siteConfig.solar`). */
  pv: PvAssumptions & {
    groundReflectance: number;
    minArrayWPerMotorKw: number;
    moduleVoltages: readonly (ModuleVoltages & { upToW: number })[];
    dieselLitresPerKwh: number;
  };
}

export interface SolarWarning {
  code:
    | 'site-far'
    | 'clearness-outside-correlation'
    | 'no-set'
    | 'array-set-by-window'
    | 'ghi-typed'
    | 'speed-capped'
    | 'string-voc-over-limit'
    | 'oversized';
  message: string;
}

/** A set that meets the need, or comes closest. */
export interface SolarSet {
  pump: { model: string; productId: string; motorPowerKw: number; motorPowerHp: number; shutOffHeadM: number };
  controller: SolarController;
  array: {
    modules: number;
    moduleW: number;
    peakW: number;
    series: number;
    parallel: number;
    tiltDeg: number;
    /** String voltages at STC, V. */
    stringVmpV: number;
    stringVocV: number;
    /** String open-circuit voltage at the lowest expected air temperature (`climate.minAmbientC`), V. */
    stringVocAtMinAmbientV: number;
  };
  /** Water per day in the mean day of each month, m³. */
  monthlyVolumeM3: number[];
  /** Motor input energy per day in each month, kWh. */
  monthlyEnergyKwh: number[];
}

export interface SolarSheet {
  climate: Climate;
  tiltDeg: number;
  /**
   * The month the set is sized for: the visitor's, else the month of the largest shortfall ratio
   * (need ÷ water, {@link worstMonth}): with one need all year, the month of least water.
   */
  designMonth: number;
  /** The need in the design month, m³/day. */
  needM3PerDay: number;
  /** The need in each month, January first, m³/day (twelve equal figures when one was given). */
  needByMonthM3: number[];
  /** Whether the need was given per month (it then differs between months or was typed twelve times). */
  needPerMonth: boolean;
  /** Sunshine per month: on the horizontal (the data) and on the array. */
  irradiation: { horizontalKwhPerM2Day: number; tiltedKwhPerM2Day: number; clearnessIndex: number }[];
  head: {
    staticHeadM: number;
    parts: { staticLiftM: number; deliveryHeightM: number; frictionLossM: number; outletPressureHeadM: number };
    /** Head at the design day's highest flow (or at the pipe's sizing flow when there is no set). */
    totalDynamicHeadM: number;
    /** The flow that head is taken at, m³/h. */
    atFlowM3h: number;
    pipe: { name: string; nominalSize: string; innerDiameterMm: number; lengthM: number; hazenWilliamsC: number };
  };
  set: SolarSet | null;
  /**
   * What set the size of the array (issue 49, item 4: why a set gives more water than the need):
   * `mppt-window`, the shortest string the controller's MPPT window takes; `array-floor`, the least
   * array per kW of motor (`minArrayWPerMotorKw`); `water`, the need itself (one module fewer would
   * miss it). null without a set.
   */
  arraySetBy: 'mppt-window' | 'array-floor' | 'water' | null;
  /** The design day hour by hour (solar time): mean flow and array power over each hour. */
  designDay: { hour: number; flowM3h: number; pvPowerW: number }[];
  energy: {
    designDayKwh: number;
    yearKwh: number;
    dieselLitresPerKwh: number;
    designDayDieselLitres: number;
    yearDieselLitres: number;
  } | null;
  alternatives: {
    model: string;
    motorPowerKw: number;
    modules: number;
    peakW: number;
    series: number;
    parallel: number;
    designMonthVolumeM3: number;
  }[];
  nearMisses: { model: string; reason: string }[];
  warnings: SolarWarning[];
}

const fmt = (n: number, digits = 1) => n.toFixed(digits);

/** The need in each month, January first, m³/day: the one figure twelve times, or the twelve given. */
export function needByMonthM3(query: Pick<SolarQuery, 'dailyWaterM3'>): number[] {
  const need = query.dailyWaterM3;
  return typeof need === 'number' ? Array<number>(12).fill(need) : [...need];
}

/**
 * The design month when the visitor names none (1–12): the month of the largest shortfall ratio
 * need ÷ water, that is the least water per m³ needed. With one need all year it is the month of
 * least water, the rule the sizing had before needs per month; with needs per month a dry month with
 * a large need outranks a duller month with a small one (a month needing nothing never decides).
 * Ties go to the earlier month.
 * @param volumesM3 water per day in each month, m³
 * @param needsM3 the need in each month, m³/day
 */
export function worstMonth(volumesM3: readonly number[], needsM3: readonly number[]): number {
  let worst = 0;
  let worstRatio = -Infinity;
  volumesM3.forEach((v, i) => {
    const need = needsM3[i]!;
    const ratio = need <= 0 ? -Infinity : v <= 0 ? Infinity : need / v;
    if (ratio > worstRatio) {
      worst = i;
      worstRatio = ratio;
    }
  });
  return worst + 1;
}

/** The module's STC voltages for its power: the first row of the table whose `upToW` covers it. */
export function moduleVoltagesFor(moduleW: number, table: SolarDeps['pv']['moduleVoltages']): ModuleVoltages {
  const row = table.find((r) => moduleW <= r.upToW) ?? table.at(-1)!;
  return { vmpV: row.vmpV, vocV: row.vocV };
}

/** Per month: the mean day's steps as controller output per watt of array, and the step length. */
interface MonthSun {
  day: MeanDay;
  /** Controller output per W of array at each step, W/W. */
  perWatt: number[];
  stepHours: number;
}

/** The water (m³) and motor energy (kWh) of one mean day for a pump table and array of `arrayW` W. */
function dayOf(sun: MonthSun, table: readonly SpeedPoint[], arrayW: number) {
  let volume = 0;
  let energy = 0;
  const maxInput = table.at(-1)?.inputKw ?? 0;
  for (const perWatt of sun.perWatt) {
    const kw = (perWatt * arrayW) / 1000;
    const q = flowAtPowerM3h(table, kw);
    volume += q * sun.stepHours;
    if (q > 0) energy += Math.min(kw, maxInput) * sun.stepHours;
  }
  return { volume, energy };
}

/** The mean day's water (m³) and array output (Wh) in each clock hour of solar time, for the design day. */
function hoursOf(sun: MonthSun, table: readonly SpeedPoint[], arrayW: number, controllerEff: number) {
  const hourly = new Map<number, { flow: number; pv: number }>();
  sun.day.steps.forEach((step, i) => {
    const kw = (sun.perWatt[i]! * arrayW) / 1000;
    const q = flowAtPowerM3h(table, kw);
    const hour = Math.floor(step.solarHour);
    const h = hourly.get(hour) ?? { flow: 0, pv: 0 };
    h.flow += q * sun.stepHours;
    h.pv += ((kw * 1000) / controllerEff) * sun.stepHours;
    hourly.set(hour, h);
  });
  return hourly;
}

/**
 * How many sunshine tables {@link monthsOnArray} keeps: one per place, tilt and set of PV
 * assumptions (81 sites at their own latitude's tilt are 81), cleared when full so typed-in
 * sunshine cannot grow it without bound.
 */
const SUN_TABLES = 2000;
const sunTables = new WeakMap<SolarDeps['pv'], Map<string, MonthSun[]>>();

/**
 * The mean day of each month on the array, with the controller output per watt of array at each
 * step: worked out once per latitude, tilt, monthly sunshine and daytime temperatures (a site's
 * table on first use), then shared by every sizing there. The tables are never changed by a sizing.
 */
function monthsOnArray(climate: Climate, tiltDeg: number, pv: SolarDeps['pv']): MonthSun[] {
  const key = `${climate.latDeg}|${tiltDeg}|${climate.ghiKwhPerM2Day.join(',')}|${climate.daytimeTempC.join(',')}`;
  let tables = sunTables.get(pv);
  if (!tables) sunTables.set(pv, (tables = new Map()));
  const known = tables.get(key);
  if (known) return known;
  if (tables.size >= SUN_TABLES) tables.clear();
  const months = climate.ghiKwhPerM2Day.map((ghi, i) => {
    const day = meanDayOnArray(climate.latDeg, i + 1, ghi, tiltDeg, pv.groundReflectance);
    const stepHours = day.steps.length > 1 ? day.steps[1]!.solarHour - day.steps[0]!.solarHour : 0;
    const air = climate.daytimeTempC[i]!;
    const perWatt = day.steps.map((s) =>
      controllerOutputW(1, s.tiltedWm2, cellTemperatureC(air, s.tiltedWm2, pv.noctC), pv),
    );
    return { day, perWatt, stepHours };
  });
  tables.set(key, months);
  return months;
}

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
 */
export function sizeSolar(query: SolarQuery, deps: SolarDeps): SolarSheet {
  const warnings: SolarWarning[] = [];
  const climate = climateOf(query, deps.sites);
  const tiltDeg = query.tiltDeg ?? Math.round(Math.abs(climate.latDeg));
  const controllerEff = deps.pv.controllerEfficiencyPct / 100;

  const months = monthsOnArray(climate, tiltDeg, deps.pv);
  const outside = months.map((m, i) => ({ i, k: m.day.clearnessIndex })).filter(({ k }) => k < 0.3 || k > 0.8);
  if (outside.length > 0) {
    warnings.push({
      code: 'clearness-outside-correlation',
      message: `In ${outside.map(({ i }) => MONTH_NAMES[i]).join(', ')} the clearness index (${outside.map(({ k }) => fmt(k, 2)).join(', ')}) is outside the 0.3–0.8 the Erbs diffuse correlation was fitted on; the diffuse share there is taken at the nearest end of that range. Check the irradiation figures.`,
    });
  }
  if (climate.distanceKm > FAR_SITE_KM) {
    warnings.push({
      code: 'site-far',
      message: `The nearest site with sunshine data, ${climate.site.name} (${climate.site.country}), is ${fmt(climate.distanceKm, 0)} km away: its ${climate.ghiTyped ? 'temperatures' : 'sunshine and temperatures'} may differ from yours. Type your place's twelve monthly values (ghi) from NASA POWER or PVGIS for a closer answer.`,
    });
  }
  if (climate.ghiTyped) {
    warnings.push({
      code: 'ghi-typed',
      message: `The sunshine is the twelve values typed in; the daytime temperatures are those of ${climate.site.name}.`,
    });
  }

  const { pipeFlowM3h, outletPressureHeadM, staticHeadM, column, lengthM, friction, systemHeadM } = systemOf(
    query,
    deps,
  );

  // V_oc is sized at the lowest expected air temperature (IEC 62548 §7.3, NEC 690.7): a cold dawn, the
  // cells at the air's temperature. The coldest month's daytime mean is kept to say when the cold
  // shortens the strings.
  const cellMin = climate.minAmbientC;
  const daytimeCellMin = Math.min(...climate.daytimeTempC);
  const cellMax = Math.max(
    ...months.map((m, i) =>
      cellTemperatureC(climate.daytimeTempC[i]!, Math.max(0, ...m.day.steps.map((s) => s.tiltedWm2)), deps.pv.noctC),
    ),
  );
  const pvModule = moduleVoltagesFor(query.moduleW, deps.pv.moduleVoltages);
  const needs = needByMonthM3(query);
  const needPerMonth = typeof query.dailyWaterM3 !== 'number';
  /** The month a set is judged in: the visitor's, else its month of largest shortfall ratio. */
  const monthOf = (volumes: number[]) => query.designMonth ?? worstMonth(volumes, needs);
  // Meeting the need in the month of largest shortfall ratio is meeting it in every month.
  const meets = (volumes: number[]) => volumes[monthOf(volumes) - 1]! >= needs[monthOf(volumes) - 1]!;
  const designVolume = (volumes: number[]) => volumes[monthOf(volumes) - 1]!;
  /** Water over need in the design month (1 = just met): how near a set comes, whatever the month's need. */
  const designShare = (volumes: number[]) => designVolume(volumes) / needs[monthOf(volumes) - 1]!;
  const needText = (month: number) =>
    `${fmt(needs[month - 1]!)} m³/day${typeof query.dailyWaterM3 === 'number' ? '' : ` (${MONTH_NAMES[month - 1]}'s need)`}`;

  const sets: (SolarSet & {
    table: SpeedPoint[];
    atMinimum: boolean;
    /** Whether the array is the fewest modules the floor or the window allows (not set by the water). */
    atFloor: boolean;
    cappedSpeedRatio: number | null;
    /** The longest string the controller takes at the site's lowest air temperature, and at its coldest daytime mean. */
    maxSeries: number;
    maxSeriesByDaytime: number;
  })[] = [];
  const misses: { model: string; reason: string; volume: number }[] = [];
  for (const pump of deps.pumps) {
    if (pump.minBoreInch > query.boreDiameterIn) {
      misses.push({ model: pump.model, reason: `needs a ${pump.minBoreInch}-inch bore`, volume: -2 });
      continue;
    }
    const controller = deps.controllers.find((c) => c.ratedKw >= pump.motorPowerKw);
    if (!controller) {
      misses.push({
        model: pump.model,
        reason: `no solar controller of the range drives its ${pump.motorPowerKw} kW motor`,
        volume: -2,
      });
      continue;
    }
    const h0 = shutOffHeadM(pump.curves);
    const { points: table, cappedSpeedRatio } = powerFlowTable(pump.curves, systemHeadM, pump.motorEfficiencyPct);
    if (table.length === 0) {
      misses.push({
        model: pump.model,
        reason:
          h0 <= staticHeadM
            ? `its shut-off head (${fmt(h0, 0)} m) does not reach the ${fmt(staticHeadM, 0)} m static head`
            : `its curve does not meet this system's at any speed`,
        volume: -1,
      });
      continue;
    }
    const range = seriesRange(pvModule, controller, { min: cellMin, max: cellMax }, deps.pv);
    if (!range) {
      const byDaytime = seriesRange(pvModule, controller, { min: daytimeCellMin, max: cellMax }, deps.pv);
      misses.push({
        model: pump.model,
        reason: byDaytime
          ? `no string of ${query.moduleW} W modules fits the ${controller.model}'s MPPT window at ${fmt(cellMin, 0)} °C: the ${byDaytime.min} its MPPT minimum needs would reach ${fmt(byDaytime.min * moduleVocAtV(pvModule, cellMin, deps.pv), 0)} V open-circuit, over its ${controller.maxInputVocV} V input`
          : `no string of ${query.moduleW} W modules fits the ${controller.model}'s MPPT window`,
        volume: -1,
      });
      continue;
    }
    const maxSeriesByDaytime =
      seriesRange(pvModule, controller, { min: daytimeCellMin, max: cellMax }, deps.pv)?.max ?? range.max;
    const maxModules = Math.floor(controller.maxArrayW / query.moduleW);
    const fewestModules = Math.max(
      range.min,
      Math.ceil((deps.pv.minArrayWPerMotorKw * pump.motorPowerKw) / query.moduleW - 1e-9),
    );
    let found: SolarSet | null = null;
    // The array options of this controller: every count of modules its MPPT window can arrange. More
    // modules give at least as much water in every month (more power at every step of the day, and
    // the flow rises with power), so the fewest that meet the need are found by bisection over them:
    // about 5 arrays worked out of up to a hundred.
    const options: number[] = [];
    for (let modules = fewestModules; modules <= maxModules; modules++) {
      if (arrangement(modules, range)) options.push(modules);
    }
    const waterOf = (modules: number) => {
      const days = months.map((m) => dayOf(m, table, modules * query.moduleW));
      return { days, volumes: days.map((d) => d.volume) };
    };
    const largest = options.length > 0 ? waterOf(options.at(-1)!) : null;
    const best = largest && { volumes: largest.volumes, modules: options.at(-1)! };
    if (largest && meets(largest.volumes)) {
      let lo = -1;
      let hi = options.length - 1;
      let fewest = largest;
      while (hi - lo > 1) {
        const mid = (lo + hi) >> 1;
        const water = waterOf(options[mid]!);
        if (meets(water.volumes)) {
          hi = mid;
          fewest = water;
        } else lo = mid;
      }
      const modules = options[hi]!;
      const layout = arrangement(modules, range)!;
      const { days, volumes } = fewest;
      found = {
        pump: {
          model: pump.model,
          productId: pump.productId,
          motorPowerKw: pump.motorPowerKw,
          motorPowerHp: pump.motorPowerHp,
          shutOffHeadM: h0,
        },
        controller,
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
        monthlyVolumeM3: volumes,
        monthlyEnergyKwh: days.map((d) => d.energy),
      };
      sets.push({
        ...found,
        table,
        atMinimum: modules === range.min,
        atFloor: modules === fewestModules,
        cappedSpeedRatio,
        maxSeries: range.max,
        maxSeriesByDaytime,
      });
    }
    if (!found) {
      misses.push({
        model: pump.model,
        reason: best
          ? `gives at most ${fmt(designVolume(best.volumes))} m³/day in ${MONTH_NAMES[monthOf(best.volumes) - 1]} for ${needText(monthOf(best.volumes))} with the largest array its ${controller.model} takes (${best.modules} × ${query.moduleW} W)`
          : `its smallest array (${fewestModules} × ${query.moduleW} W: the MPPT window's shortest string, and at least ${deps.pv.minArrayWPerMotorKw} W per kW of motor) is more than the ${controller.model} takes (${controller.maxArrayW} W)`,
        volume: best ? designShare(best.volumes) : -1,
      });
    }
  }

  sets.sort(
    (a, b) =>
      a.array.peakW - b.array.peakW ||
      a.pump.motorPowerKw - b.pump.motorPowerKw ||
      designShare(b.monthlyVolumeM3) - designShare(a.monthlyVolumeM3),
  );
  const chosen = sets[0] ?? null;
  const irradiation = months.map((m, i) => ({
    horizontalKwhPerM2Day: climate.ghiKwhPerM2Day[i]!,
    tiltedKwhPerM2Day: m.day.tiltedKwhPerM2,
    clearnessIndex: m.day.clearnessIndex,
  }));
  const nearMisses = misses
    .sort((a, b) => b.volume - a.volume)
    .slice(0, NEAR_MISSES)
    .map(({ model, reason }) => ({ model, reason }));
  const headAt = (q: number) => ({
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
  });
  if (!chosen) {
    warnings.push({
      code: 'no-set',
      message: `No submersible of the range with an array its controller takes lifts ${typeof query.dailyWaterM3 === 'number' ? `${fmt(query.dailyWaterM3)} m³/day` : `your monthly needs (up to ${fmt(Math.max(...needs))} m³/day)`} against ${fmt(systemHeadM(pipeFlowM3h), 0)} m in ${query.designMonth !== undefined ? MONTH_NAMES[query.designMonth - 1] : 'every month'} from a ${query.boreDiameterIn}-inch bore: split the need over two bores, lower it, or ask us for a larger system.`,
    });
    // With no set's water to judge by, the month whose need is largest for its sunshine on the array.
    const designMonth =
      query.designMonth ??
      worstMonth(
        months.map((m) => m.day.tiltedKwhPerM2),
        needs,
      );
    return {
      climate,
      tiltDeg,
      designMonth,
      needM3PerDay: needs[designMonth - 1]!,
      needByMonthM3: needs,
      needPerMonth,
      irradiation,
      head: headAt(pipeFlowM3h),
      set: null,
      arraySetBy: null,
      designDay: [],
      energy: null,
      alternatives: [],
      nearMisses,
      warnings,
    };
  }
  const volumes = chosen.monthlyVolumeM3;
  const designMonth = monthOf(volumes);
  const design = dayOf(months[designMonth - 1]!, chosen.table, chosen.array.peakW);
  const designDay = [...hoursOf(months[designMonth - 1]!, chosen.table, chosen.array.peakW, controllerEff).entries()]
    .sort(([a], [b]) => a - b)
    // Volume and energy over a clock hour divided by that hour (1 h) are its mean flow and power.
    .map(([hour, h]) => ({ hour, flowM3h: h.flow, pvPowerW: h.pv }));
  const peakFlow = Math.max(0, ...designDay.map((h) => h.flowM3h));
  if (chosen.cappedSpeedRatio !== null) {
    warnings.push({
      code: 'speed-capped',
      message: `On this low head the ${chosen.pump.model} would run past the end of its curve at full speed: set the controller's maximum frequency to ${fmt(chosen.cappedSpeedRatio * SOLAR_PUMP_FREQUENCY_HZ, 1)} Hz (${fmt(chosen.cappedSpeedRatio * 100, 0)} % speed), as the figures here assume.`,
    });
  }
  const need = needs[designMonth - 1]!;
  const oversized = designVolume(volumes) > OVERSIZED_RATIO * need;
  /** A smaller pump whose array the water sets (not a floor), meeting the need, smallest array first. */
  const byWater = oversized
    ? sets.find((s) => s !== chosen && s.pump.motorPowerKw < chosen.pump.motorPowerKw && !s.atFloor)
    : undefined;
  if (oversized) {
    const floorW = deps.pv.minArrayWPerMotorKw * chosen.pump.motorPowerKw;
    const why = chosen.atMinimum
      ? `the shortest string the ${chosen.controller.model}'s MPPT window allows (${chosen.array.series} × ${query.moduleW} W)`
      : chosen.atFloor
        ? `the floor of ${deps.pv.minArrayWPerMotorKw} W of array per kW of motor (${fmt(floorW / 1000, 2)} kWp for its ${chosen.pump.motorPowerKw} kW)`
        : 'the smallest whole arrangement of modules';
    const offer = byWater
      ? ` A smaller pump sized by the water: the ${byWater.pump.model} (${byWater.pump.motorPowerKw} kW) with ${byWater.array.modules} × ${query.moduleW} W = ${fmt(byWater.array.peakW / 1000, 2)} kWp gives ${fmt(byWater.monthlyVolumeM3[designMonth - 1]!)} m³/day (${fmt(byWater.monthlyVolumeM3[designMonth - 1]! / need, 1)} × the need).`
      : ' No smaller pump of the range meets the need with an array set by the water: a storage tank and fewer hours, or a smaller need, make the most of this one.';
    warnings.push({
      code: 'oversized',
      message: `Oversized for the need: the ${chosen.pump.model} (${chosen.pump.motorPowerKw} kW) with ${fmt(chosen.array.peakW / 1000, 2)} kWp gives ${fmt(designVolume(volumes))} m³/day in ${MONTH_NAMES[designMonth - 1]}, ${fmt(designVolume(volumes) / need, 1)} × the ${fmt(need)} m³/day needed (above ${OVERSIZED_RATIO} ×): its array is ${why}, not what the water asks.${offer}`,
    });
  }
  // The cold binds this set when the lowest air temperature allows shorter strings than the coldest
  // daytime mean would, and the set has as many modules as the longest string or more: an installer
  // could wire it in longer strings than the controller survives on a cold morning.
  const coldBinds = chosen.maxSeriesByDaytime > chosen.maxSeries && chosen.array.modules >= chosen.maxSeries;
  if (coldBinds) {
    const longer = chosen.maxSeries + 1;
    warnings.push({
      code: 'string-voc-over-limit',
      message: `Cold mornings limit the strings to ${chosen.maxSeries} modules: at ${fmt(climate.minAmbientC, 0)} °C (${climate.minAmbientTyped ? 'the lowest air temperature typed in' : `the design minimum of ${climate.site.name}`}) a string of ${longer} × ${query.moduleW} W would reach ${fmt(longer * moduleVocAtV(pvModule, cellMin, deps.pv), 0)} V open-circuit, over the ${chosen.controller.model}'s ${chosen.controller.maxInputVocV} V input (IEC 62548, NEC 690.7). This set's strings of ${chosen.array.series} reach ${fmt(chosen.array.stringVocAtMinAmbientV, 0)} V; do not add a module to a string.`,
    });
  }
  if (!oversized && chosen.atMinimum && designVolume(volumes) > 1.25 * need) {
    warnings.push({
      code: 'array-set-by-window',
      message: `The array is the shortest string the ${chosen.controller.model}'s MPPT window allows (${chosen.array.series} × ${query.moduleW} W, at least ${chosen.controller.mpptMinV} V on hot days), more than the need alone asks: the set gives ${fmt(designVolume(volumes))} m³/day in ${MONTH_NAMES[designMonth - 1]}. Smaller modules make a smaller array.`,
    });
  }
  const yearKwh = chosen.monthlyEnergyKwh.reduce((sum, e, i) => sum + e * DAYS_IN_MONTH[i]!, 0);
  const litres = deps.pv.dieselLitresPerKwh;
  return {
    climate,
    tiltDeg,
    designMonth,
    needM3PerDay: needs[designMonth - 1]!,
    needByMonthM3: needs,
    needPerMonth,
    irradiation,
    head: headAt(peakFlow > 0 ? peakFlow : pipeFlowM3h),
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
    alternatives: [...(byWater ? [byWater] : []), ...sets.slice(1).filter((s) => s !== byWater)]
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
    nearMisses,
    warnings,
  };
}

/** Month names for messages. */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
