import {
  MONTH_NAMES,
  OVERSIZED_RATIO,
  SOLAR_PUMP_FREQUENCY_HZ,
  type SolarNearMiss,
  type SolarRefusal,
  type SolarSheet,
  type SolarWarning,
  type SolarWarningFigures,
} from '../domain/size-solar';

/**
 * The solar sizing's words: its warnings and near misses, from the figures the domain's stages
 * return (the sheet and the API show them in metric: m³/day, m, W, V, °C).
 */

/** A figure to `digits` decimals for a sentence. */
const fmt = (n: number, digits = 1) => n.toFixed(digits);

/** A warning as the sheet and the API show it: its code and its sentence. */
export interface WordedSolarWarning {
  code: SolarWarning['code'];
  message: string;
}

/** The sheet as the page shows it: the domain's sheet with its warnings and near misses in words. */
export type WordedSolarSheet = Omit<SolarSheet, 'warnings' | 'nearMisses'> & {
  warnings: WordedSolarWarning[];
  nearMisses: { model: string; reason: string }[];
};

/** The warnings in words. */
export function solarWarningsIn(warnings: readonly SolarWarning[]): WordedSolarWarning[] {
  return warnings.map((w) => ({ code: w.code, message: warningText(w) }));
}

/** The near misses in words: `{ model, reason }`. */
export function solarNearMissesIn(nearMisses: readonly SolarNearMiss[]): { model: string; reason: string }[] {
  return nearMisses.map((m) => ({ model: m.model, reason: refusalText(m.refusal) }));
}

/** The sheet with its warnings and near misses in words (the other figures as they are). */
export function wordedSolarSheet(sheet: SolarSheet): WordedSolarSheet {
  return { ...sheet, warnings: solarWarningsIn(sheet.warnings), nearMisses: solarNearMissesIn(sheet.nearMisses) };
}

/** Why a submersible was refused, in words. */
function refusalText(r: SolarRefusal): string {
  switch (r.kind) {
    case 'bore':
      return `needs a ${r.minBoreInch}-inch bore`;
    case 'no-controller':
      return `no solar controller of the range drives its ${r.motorKw} kW motor`;
    case 'head':
      return `its shut-off head (${fmt(r.shutOffHeadM, 0)} m) does not reach the ${fmt(r.staticHeadM, 0)} m static head`;
    case 'curve':
      return `its curve does not meet this system's at any speed`;
    case 'string-cold':
      return `no string of ${r.moduleW} W modules fits the ${r.controller}'s MPPT window at ${fmt(r.cellMinC, 0)} °C: the ${r.series} its MPPT minimum needs would reach ${fmt(r.vocV, 0)} V open-circuit, over its ${r.maxInputVocV} V input`;
    case 'string':
      return `no string of ${r.moduleW} W modules fits the ${r.controller}'s MPPT window`;
    case 'short':
      return `gives at most ${fmt(r.volumeM3)} m³/day in ${MONTH_NAMES[r.month - 1]} for ${fmt(r.needM3)} m³/day${r.needPerMonth ? ` (${MONTH_NAMES[r.month - 1]}'s need)` : ''} with the largest array its ${r.controller} takes (${r.modules} × ${r.moduleW} W)`;
    case 'array-too-large':
      return `its smallest array (${r.modules} × ${r.moduleW} W: the MPPT window's shortest string, and at least ${r.wPerMotorKw} W per kW of motor) is more than the ${r.controller} takes (${r.maxArrayW} W)`;
  }
}

/** The sentences of each warning code, from its figures. */
const sentences: { [C in keyof SolarWarningFigures]: (f: SolarWarningFigures[C]) => string } = {
  'clearness-outside-correlation': (f) =>
    `In ${f.months.map((m) => MONTH_NAMES[m.month - 1]).join(', ')} the clearness index (${f.months.map((m) => fmt(m.clearnessIndex, 2)).join(', ')}) is outside the 0.3–0.8 the Erbs diffuse correlation was fitted on; the diffuse share there is taken at the nearest end of that range. Check the irradiation figures.`,
  'site-far': (f) =>
    `The nearest site with sunshine data, ${f.siteName} (${f.country}), is ${fmt(f.distanceKm, 0)} km away: its ${f.ghiTyped ? 'temperatures' : 'sunshine and temperatures'} may differ from yours. Type your place's twelve monthly values (ghi) from NASA POWER or PVGIS for a closer answer.`,
  'ghi-typed': (f) =>
    `The sunshine is the twelve values typed in; the daytime temperatures are those of ${f.siteName}.`,
  'no-set': (f) =>
    `No submersible of the range with an array its controller takes lifts ${f.dailyWaterM3 !== null ? `${fmt(f.dailyWaterM3)} m³/day` : `your monthly needs (up to ${fmt(f.maxNeedM3)} m³/day)`} against ${fmt(f.headM, 0)} m in ${f.designMonth !== null ? MONTH_NAMES[f.designMonth - 1] : 'every month'} from a ${f.boreDiameterIn}-inch bore: split the need over two bores, lower it, or ask us for a larger system.`,
  'speed-capped': (f) =>
    `On this low head the ${f.model} would run past the end of its curve at full speed: set the controller's maximum frequency to ${fmt(f.speedRatio * SOLAR_PUMP_FREQUENCY_HZ, 1)} Hz (${fmt(f.speedRatio * 100, 0)} % speed), as the figures here assume.`,
  oversized: (f) => {
    const why =
      f.setBy.kind === 'mppt-window'
        ? `the shortest string the ${f.setBy.controller}'s MPPT window allows (${f.setBy.series} × ${f.setBy.moduleW} W)`
        : f.setBy.kind === 'array-floor'
          ? `the floor of ${f.setBy.wPerMotorKw} W of array per kW of motor (${fmt(f.setBy.floorW / 1000, 2)} kWp for its ${f.setBy.motorKw} kW)`
          : 'the smallest whole arrangement of modules';
    const offer = f.byWater
      ? ` A smaller pump sized by the water: the ${f.byWater.model} (${f.byWater.motorKw} kW) with ${f.byWater.modules} × ${f.byWater.moduleW} W = ${fmt(f.byWater.peakW / 1000, 2)} kWp gives ${fmt(f.byWater.volumeM3)} m³/day (${fmt(f.byWater.volumeM3 / f.needM3, 1)} × the need).`
      : ' No smaller pump of the range meets the need with an array set by the water: a storage tank and fewer hours, or a smaller need, make the most of this one.';
    return `Oversized for the need: the ${f.model} (${f.motorKw} kW) with ${fmt(f.peakW / 1000, 2)} kWp gives ${fmt(f.designVolumeM3)} m³/day in ${MONTH_NAMES[f.designMonth - 1]}, ${fmt(f.designVolumeM3 / f.needM3, 1)} × the ${fmt(f.needM3)} m³/day needed (above ${OVERSIZED_RATIO} ×): its array is ${why}, not what the water asks.${offer}`;
  },
  'string-voc-over-limit': (f) =>
    `Cold mornings limit the strings to ${f.maxSeries} modules: at ${fmt(f.minAmbientC, 0)} °C (${f.minAmbientTyped ? 'the lowest air temperature typed in' : `the design minimum of ${f.siteName}`}) a string of ${f.maxSeries + 1} × ${f.moduleW} W would reach ${fmt(f.longerStringVocV, 0)} V open-circuit, over the ${f.controller}'s ${f.maxInputVocV} V input (IEC 62548, NEC 690.7). This set's strings of ${f.series} reach ${fmt(f.stringVocAtMinAmbientV, 0)} V; do not add a module to a string.`,
  'array-set-by-window': (f) =>
    `The array is the shortest string the ${f.controller}'s MPPT window allows (${f.series} × ${f.moduleW} W, at least ${f.mpptMinV} V on hot days), more than the need alone asks: the set gives ${fmt(f.designVolumeM3)} m³/day in ${MONTH_NAMES[f.designMonth - 1]}. Smaller modules make a smaller array.`,
};

/** One warning's sentence. */
function warningText(w: SolarWarning): string {
  const say = sentences[w.code] as (f: SolarWarning['figures']) => string;
  return say(w.figures);
}
