import { z } from 'zod';
import { siteConfig } from '@/config/site';
import { GHI_RANGE_KWH_PER_M2_DAY, MIN_AMBIENT_RANGE_C } from '@/content/schemas/solar';
import { DEFAULT_PUMPING_HOURS, parseSizingQuery } from '@/engineering/sizing-query';
import { rangedDecimalSchema, decimalString, givenValue, isDecimal, repeatedParam } from '@/lib/query-values';

/**
 * The query of the solar pump sizing, shared by `/solar-pump-sizing` and `GET /api/solar-sizing`:
 * metric values with the unit in the name, read the way every tool reads its URL
 * (`@/lib/query-values`: decimal notation only, each parameter once, blank means not given).
 */

/** The parsed, checked query. */
export interface SolarQuery {
  /** Id of a row of the site table (`content/solar/sites.json`). */
  site?: string;
  /** Latitude and longitude in degrees (north and east positive): the nearest site's temperatures, and its sunshine unless `ghi` is given. */
  lat?: number;
  lon?: number;
  /** Twelve monthly mean daily global horizontal irradiations typed in, kWh/m²/day. */
  ghi?: number[];
  /**
   * Water needed per day, m³: one figure for the whole year, or twelve (January to December) when the
   * need differs by month (a crop's watering season, a herd moved away in the rains).
   */
  dailyWaterM3: number | number[];
  /** Lift from the pumping water level to ground, m. */
  staticLiftM: number;
  /** Height of the outlet or tank inlet above ground, m. */
  deliveryHeightM: number;
  /** Horizontal pipe run to the outlet, m. */
  horizontalRunM: number;
  /** Pressure wanted at the outlet, bar. */
  outletPressureBar: number;
  /** Bore (casing) inner diameter, inch. */
  boreDiameterIn: number;
  /** Module power at STC, W. */
  moduleW: number;
  /** Array tilt from the horizontal, degrees; the site's latitude (rounded) when not given. */
  tiltDeg?: number;
  /**
   * Lowest expected air temperature at the site, °C, overriding the site's design minimum
   * (`site.minAmbientC`): the string's open-circuit voltage is sized at it.
   */
  minAmbientC?: number;
  /** The month the need must be met in (1–12); when not given, every month's need is met and the design month is the one hardest to meet (`worstMonth`). */
  designMonth?: number;
  /** The query of the borewell sheet the figures came from, kept for the link back. */
  fromBorewell?: string;
}

/** Visitor-facing name of each parameter, used in every message and by the form. */
export const SOLAR_FIELD_LABELS: Readonly<Record<keyof SolarQuery, string>> = {
  site: 'Site',
  lat: 'Latitude',
  lon: 'Longitude',
  ghi: 'Monthly irradiation',
  dailyWaterM3: 'Water needed per day',
  staticLiftM: 'Static lift (pumping water level below ground)',
  deliveryHeightM: 'Delivery height',
  horizontalRunM: 'Horizontal pipe run',
  outletPressureBar: 'Outlet pressure',
  boreDiameterIn: 'Bore diameter',
  moduleW: 'Module power',
  tiltDeg: 'Array tilt',
  designMonth: 'Design month',
  minAmbientC: 'Lowest air temperature',
  fromBorewell: 'Borewell sheet',
};

const name = (field: keyof SolarQuery) => `${SOLAR_FIELD_LABELS[field]} (${field})`;

/** A number field of the query, its limits worded by {@link rangedDecimalSchema}. */
const numberField = (field: keyof SolarQuery, unit: string, range: { min: number; above?: boolean; max: number }) =>
  rangedDecimalSchema(name(field), unit, range);

const ghiMessage = `${name('ghi')} must be twelve numbers separated by commas, January to December, each from ${GHI_RANGE_KWH_PER_M2_DAY.min} to ${GHI_RANGE_KWH_PER_M2_DAY.max} kWh/m² per day.`;

/**
 * Water per day the sizing takes, in m³ (inclusive): from 10 L, the borewell sizing's smallest daily
 * volume (a flow of at least 0.01 m³/h, the selector's bound), to 2,000 m³, beyond any one solar pump
 * of the range. Issue 51: 1e-21 m³ was sized, and a borewell sheet's 500 m³/h × 24 h passed.
 */
export const SOLAR_WATER_RANGE_M3 = { min: 0.01, max: 2000 } as const;
const waterRange = SOLAR_WATER_RANGE_M3;
const monthlyWaterMessage = `${name('dailyWaterM3')} must be one number of m³, or twelve separated by commas (January to December), each from ${waterRange.min} to ${waterRange.max} m³.`;
const singleWater = numberField('dailyWaterM3', 'm³', waterRange);
const monthlyWater = z
  .string()
  .transform((text) => text.split(',').map((v) => v.trim()))
  .refine((parts) => parts.length === 12 && parts.every(isDecimal), { error: monthlyWaterMessage })
  .transform((parts) => parts.map(Number))
  .refine((values) => values.every((v) => v >= waterRange.min && v <= waterRange.max), {
    error: monthlyWaterMessage,
  });

const rawSchema = z.object({
  site: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{1,60}$/, { error: `${name('site')} must be the id of a site of the list.` })
    .optional(),
  lat: numberField('lat', '°', { min: -60, max: 60 }).optional(),
  lon: numberField('lon', '°', { min: -180, max: 180 }).optional(),
  ghi: z
    .string()
    .transform((text) => text.split(',').map((v) => v.trim()))
    .refine((parts) => parts.length === 12 && parts.every(isDecimal), { error: ghiMessage })
    .transform((parts) => parts.map(Number))
    .refine((values) => values.every((v) => v >= GHI_RANGE_KWH_PER_M2_DAY.min && v <= GHI_RANGE_KWH_PER_M2_DAY.max), {
      error: ghiMessage,
    })
    .optional(),
  // One figure, or twelve when a comma says the need differs by month; each keeps its own message.
  dailyWaterM3: z
    .string()
    .transform((text, ctx): number | number[] => {
      const parsed = (text.includes(',') ? monthlyWater : singleWater).safeParse(text);
      if (parsed.success) return parsed.data;
      ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? monthlyWaterMessage });
      return z.NEVER;
    })
    .optional(),
  staticLiftM: numberField('staticLiftM', 'm', { min: 0, max: 400 }).optional(),
  deliveryHeightM: numberField('deliveryHeightM', 'm', { min: 0, max: 200 }).optional(),
  horizontalRunM: numberField('horizontalRunM', 'm', { min: 0, max: 5000 }).optional(),
  outletPressureBar: numberField('outletPressureBar', 'bar', { min: 0, max: 10 }).optional(),
  boreDiameterIn: numberField('boreDiameterIn', 'inch', { min: 3, max: 24 }).optional(),
  moduleW: numberField('moduleW', 'W', { min: 50, max: 700 }).default(siteConfig.solar.defaultModuleW),
  tiltDeg: numberField('tiltDeg', '°', { min: 0, max: 90 }).optional(),
  minAmbientC: numberField('minAmbientC', '°C', MIN_AMBIENT_RANGE_C).optional(),
  designMonth: z
    .string()
    .trim()
    .regex(/^(?:[1-9]|1[0-2])$/, { error: `${name('designMonth')} must be a month number from 1 to 12.` })
    .transform(Number)
    .optional(),
  fromBorewell: z
    .string()
    .max(2000, { error: `${name('fromBorewell')} is too long.` })
    .optional(),
});

const KEYS = Object.keys(SOLAR_FIELD_LABELS) as (keyof SolarQuery)[];

/** The outcome of {@link parseSolarQuery}. */
export type SolarQueryResult =
  { ok: true; query: SolarQuery } | { ok: false; field: keyof SolarQuery; message: string };

/**
 * Whether the query asks for a sizing at all: any figure typed. The module power alone is the form's
 * default, and a borewell sheet's figures alone (`fromBorewell`, the borewell sheet's "Size this well
 * for solar" link) only fill the form in: the visitor still chooses the site.
 */
export function solarQueryGiven(params: URLSearchParams): boolean {
  return KEYS.some((key) => key !== 'moduleW' && key !== 'fromBorewell' && givenValue(params, key) !== undefined);
}

/** The figures of a borewell sheet's query as solar form values (static lift, heights, bore, water), or null when it is not a valid sheet. */
export function borewellFigures(text: string): Partial<SolarQuery> | null {
  const sheet = fromBorewellSheet(text);
  return sheet.ok ? sheet.values : null;
}

/** The figures a borewell sheet's query gives the solar sizing (its pumping level is the static lift). */
function fromBorewellSheet(text: string): { ok: true; values: Partial<SolarQuery> } | { ok: false; message: string } {
  const parsed = parseSizingQuery(new URLSearchParams(text));
  if (!parsed.ok) return { ok: false, message: `${name('fromBorewell')}: ${parsed.message}` };
  const q = parsed.query;
  const dailyWaterM3 = q.dailyVolumeM3 ?? (q.flowM3h ?? 0) * (q.pumpingHours ?? DEFAULT_PUMPING_HOURS);
  return {
    ok: true,
    values: {
      staticLiftM: q.staticLevelM + q.drawdownM,
      deliveryHeightM: q.deliveryHeightM,
      horizontalRunM: q.horizontalRunM,
      outletPressureBar: q.outletPressureBar,
      boreDiameterIn: q.boreDiameterIn,
      dailyWaterM3,
    },
  };
}

/**
 * Parses and checks the solar sizing query. A parameter given twice is refused; blank values are
 * absent; unknown parameters are ignored. `fromBorewell` (a borewell sheet's query) fills the head,
 * bore and water figures the query does not give itself (pumping level = static level + drawdown;
 * water = daily volume, or flow × pumping hours). Needs a place (`site`, or `lat` and `lon`), the
 * water per day, the static lift and the bore. `knownSite` says whether a site id is in the table.
 * @returns the query, or the first failing field with a message that names it
 */
export function parseSolarQuery(params: URLSearchParams, knownSite: (id: string) => boolean): SolarQueryResult {
  const repeated = repeatedParam(params, KEYS);
  if (repeated)
    return { ok: false, field: repeated, message: `${name(repeated)} is given more than once; give it once.` };
  const raw: Record<string, string> = {};
  for (const key of KEYS) {
    const value = givenValue(params, key);
    if (value) raw[key] = value;
  }
  const parsed = rawSchema.safeParse(raw);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    return { ok: false, field: issue?.path[0] as keyof SolarQuery, message: issue?.message ?? 'Invalid query.' };
  }
  const data = parsed.data;
  let borewell: Partial<SolarQuery> = {};
  if (data.fromBorewell !== undefined) {
    const sheet = fromBorewellSheet(data.fromBorewell);
    if (!sheet.ok) return { ok: false, field: 'fromBorewell', message: sheet.message };
    borewell = sheet.values;
  }
  if (data.site !== undefined && !knownSite(data.site)) {
    return { ok: false, field: 'site', message: `${name('site')} "${data.site}" is not in the list of sites.` };
  }
  if (data.site !== undefined && (data.lat !== undefined || data.lon !== undefined)) {
    return {
      ok: false,
      field: 'lat',
      message: `Give either ${name('site')} or ${name('lat')} and ${name('lon')}, not both.`,
    };
  }
  if (data.site === undefined) {
    if (data.lat === undefined && data.lon === undefined) {
      return {
        ok: false,
        field: 'site',
        message: `${name('site')} is required, or ${name('lat')} and ${name('lon')}.`,
      };
    }
    if (data.lat === undefined)
      return { ok: false, field: 'lat', message: `${name('lat')} is required with the longitude.` };
    if (data.lon === undefined)
      return { ok: false, field: 'lon', message: `${name('lon')} is required with the latitude.` };
  }
  const pick = <
    K extends
      'dailyWaterM3' | 'staticLiftM' | 'deliveryHeightM' | 'horizontalRunM' | 'outletPressureBar' | 'boreDiameterIn',
  >(
    key: K,
  ) => data[key] ?? borewell[key];
  for (const key of ['dailyWaterM3', 'staticLiftM', 'boreDiameterIn'] as const) {
    if (pick(key) === undefined) return { ok: false, field: key, message: `${name(key)} is required.` };
  }
  const water = pick('dailyWaterM3')!;
  if (typeof water === 'number' && !(water >= waterRange.min && water <= waterRange.max)) {
    // Only a sheet's figure reaches here: a typed one was checked by its field.
    const figure = Number(water.toPrecision(4));
    return {
      ok: false,
      field: 'fromBorewell',
      message:
        water > waterRange.max
          ? `${name('fromBorewell')} gives ${figure} m³ of water per day, above the ${waterRange.max} m³ this sizing takes: give ${name('dailyWaterM3')}, or split the need between wells.`
          : `${name('fromBorewell')} gives ${water > 0 ? `${figure} m³ of water per day, below the ${waterRange.min} m³ this sizing takes` : 'no water need'}: give ${name('dailyWaterM3')}.`,
    };
  }
  const query: SolarQuery = {
    dailyWaterM3: pick('dailyWaterM3')!,
    staticLiftM: pick('staticLiftM')!,
    deliveryHeightM: pick('deliveryHeightM') ?? 0,
    horizontalRunM: pick('horizontalRunM') ?? 0,
    outletPressureBar: pick('outletPressureBar') ?? 0,
    boreDiameterIn: pick('boreDiameterIn')!,
    moduleW: data.moduleW,
  };
  if (data.site !== undefined) query.site = data.site;
  if (data.lat !== undefined) query.lat = data.lat;
  if (data.lon !== undefined) query.lon = data.lon;
  if (data.ghi !== undefined) query.ghi = data.ghi;
  if (data.tiltDeg !== undefined) query.tiltDeg = data.tiltDeg;
  if (data.designMonth !== undefined) query.designMonth = data.designMonth;
  if (data.minAmbientC !== undefined) query.minAmbientC = data.minAmbientC;
  if (data.fromBorewell !== undefined) query.fromBorewell = data.fromBorewell;
  return { ok: true, query };
}

/** The query as URL parameters in the form's order (the inverse of {@link parseSolarQuery}); absent fields left out. */
export function toSolarSearchParams(query: SolarQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of KEYS) {
    const value = query[key];
    if (value === undefined) continue;
    if (Array.isArray(value)) params.set(key, value.map(decimalString).join(','));
    else params.set(key, typeof value === 'number' ? decimalString(value) : value);
  }
  return params;
}
