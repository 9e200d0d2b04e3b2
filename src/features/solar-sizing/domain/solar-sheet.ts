import type { PipeMaterialData } from '@/engineering/tables';
import type { SolarController, SolarSite } from '@/content/schemas/solar';
import type { Climate } from './climate';
import type { ModuleVoltages, PvAssumptions } from './pv';
import type { SolarQuery } from './query';
import type { RatedCurves } from './variable-speed';
import type { CodedWarning } from '@/engineering/coded-warning';

/**
 * The solar pump sizing's constants and answer (the sheet), and the need and design month every
 * stage reads (`size-solar.ts` chains the stages).
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
export const ALTERNATIVES = 3;
export const NEAR_MISSES = 5;

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

/** The figures of each warning (SI units as in the names), by code; `ui/messages.ts` words them. */
export interface SolarWarningFigures {
  'clearness-outside-correlation': { months: { month: number; clearnessIndex: number }[] };
  'site-far': { siteName: string; country: string; distanceKm: number; ghiTyped: boolean };
  'ghi-typed': { siteName: string };
  'no-set': {
    /** The one need all year, m³/day, or null when it differs by month (then `maxNeedM3`). */
    dailyWaterM3: number | null;
    maxNeedM3: number;
    headM: number;
    designMonth: number | null;
    boreDiameterIn: number;
  };
  'speed-capped': { model: string; speedRatio: number };
  oversized: {
    model: string;
    motorKw: number;
    peakW: number;
    designVolumeM3: number;
    designMonth: number;
    needM3: number;
    /** What set the array: the MPPT window's shortest string, the W per kW of motor floor, or the modules' steps. */
    setBy:
      | { kind: 'mppt-window'; controller: string; series: number; moduleW: number }
      | { kind: 'array-floor'; wPerMotorKw: number; floorW: number; motorKw: number }
      | { kind: 'arrangement' };
    /** A smaller pump whose array the water sets, or null. */
    byWater: {
      model: string;
      motorKw: number;
      modules: number;
      moduleW: number;
      peakW: number;
      volumeM3: number;
    } | null;
  };
  'string-voc-over-limit': {
    maxSeries: number;
    minAmbientC: number;
    minAmbientTyped: boolean;
    siteName: string;
    moduleW: number;
    longerStringVocV: number;
    controller: string;
    maxInputVocV: number;
    series: number;
    stringVocAtMinAmbientV: number;
  };
  'array-set-by-window': {
    controller: string;
    series: number;
    moduleW: number;
    mpptMinV: number;
    designVolumeM3: number;
    designMonth: number;
  };
}

/**
 * Something the visitor should know about the set: `code` is stable for pages, the API and tests;
 * `figures` are what `ui/messages.ts` words.
 */
export type SolarWarning = CodedWarning<SolarWarningFigures>;

/** Why a submersible does not meet the need here, as figures (`ui/messages.ts` words it). */
export type SolarRefusal =
  | { kind: 'bore'; minBoreInch: number }
  | { kind: 'no-controller'; motorKw: number }
  | { kind: 'head'; shutOffHeadM: number; staticHeadM: number }
  | { kind: 'curve' }
  | {
      kind: 'string-cold';
      moduleW: number;
      controller: string;
      cellMinC: number;
      series: number;
      vocV: number;
      maxInputVocV: number;
    }
  | { kind: 'string'; moduleW: number; controller: string }
  | {
      kind: 'short';
      volumeM3: number;
      month: number;
      needM3: number;
      needPerMonth: boolean;
      controller: string;
      modules: number;
      moduleW: number;
    }
  | {
      kind: 'array-too-large';
      modules: number;
      moduleW: number;
      wPerMotorKw: number;
      controller: string;
      maxArrayW: number;
    };

/** A model that came close, with why it was refused. */
export interface SolarNearMiss {
  model: string;
  refusal: SolarRefusal;
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
  nearMisses: SolarNearMiss[];
  warnings: SolarWarning[];
}

/** A figure to `digits` decimals for a sentence. */
export const fmt = (n: number, digits = 1) => n.toFixed(digits);

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
