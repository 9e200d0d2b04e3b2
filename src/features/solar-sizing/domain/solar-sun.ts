import { cellTemperatureC, controllerOutputW } from './pv';
import { meanDayOnArray, type MeanDay } from './irradiance';
import { climateOf, type Climate } from './climate';
import { flowAtPowerM3h, type SpeedPoint } from './variable-speed';
import type { SolarQuery } from './query';
import { FAR_SITE_KM, fmt, MONTH_NAMES, type SolarDeps, type SolarWarning } from './solar-sheet';

/**
 * The irradiance stage of the solar sizing: the place's climate, the mean day of each month on the
 * array, and the water and energy of a day for a pump and an array.
 */

/** Per month: the mean day's steps as controller output per watt of array, and the step length. */
export interface MonthSun {
  day: MeanDay;
  /** Controller output per W of array at each step, W/W. */
  perWatt: number[];
  stepHours: number;
}

/** The water (m³) and motor energy (kWh) of one mean day for a pump table and array of `arrayW` W. */
export function dayOf(sun: MonthSun, table: readonly SpeedPoint[], arrayW: number) {
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
export function hoursOf(sun: MonthSun, table: readonly SpeedPoint[], arrayW: number, controllerEff: number) {
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
export function monthsOnArray(climate: Climate, tiltDeg: number, pv: SolarDeps['pv']): MonthSun[] {
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

/** Stage 1, irradiance: the climate, the array's tilt and the mean day of each month on it. */
export interface IrradianceStage {
  climate: Climate;
  tiltDeg: number;
  months: MonthSun[];
  warnings: SolarWarning[];
}

/**
 * Stage 1: the place's climate (`climateOf`), the tilt (the visitor's, else the latitude's), the
 * mean day of each month on the array ({@link monthsOnArray}), and what the sheet should say of the
 * data: a clearness index outside the Erbs correlation's 0.3–0.8, a far site, typed sunshine.
 */
export function irradianceStage(query: SolarQuery, deps: SolarDeps): IrradianceStage {
  const warnings: SolarWarning[] = [];
  const climate = climateOf(query, deps.sites);
  const tiltDeg = query.tiltDeg ?? Math.round(Math.abs(climate.latDeg));
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
  return { climate, tiltDeg, months, warnings };
}
