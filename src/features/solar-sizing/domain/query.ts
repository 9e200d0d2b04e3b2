import { z } from 'zod';
import { DEFAULT_PUMPING_HOURS, parseSizingQuery } from '@/engineering/sizing-query';
import { isDecimal } from '@/lib/tool-contract/query-values';
import {
  anyParamGiven,
  byName,
  orderedValues,
  paramOf,
  termOf,
  type ContractValues,
  type DefaultedNumbers,
  type ParamName,
} from '@/lib/tool-contract/contract';
import { contractSearchParams, namedTerm, rangedParamSchema, readContractQuery } from '@/lib/tool-contract/schema';
import { solarContract } from '../contract';

/**
 * The parser of the solar pump sizing's URL contract (`../contract.ts`, where every parameter is
 * declared), shared by `/solar-pump-sizing` and `GET /api/solar-sizing`: metric values with the unit
 * in the name, read the way every tool reads its URL (`@/lib/tool-contract/query-values`: decimal notation only,
 * each parameter once, blank means not given).
 */

/**
 * The parsed, checked query, keyed by URL name with the contract's units: the place (`site`, or `lat`
 * and `lon` in degrees, north and east positive), `ghi` (twelve monthly kWh/m²/day typed in),
 * `dailyWaterM3` (one figure, or twelve January to December), the head figures (m, bar), the bore
 * (inch), the module (W), `tiltDeg`, `designMonth` (1–12; absent: every month's need is met),
 * `minAmbientC` (°C, overriding the site's design minimum) and `fromBorewell` (the borewell sheet's
 * query the figures came from, kept for the link back). The water, head, bore and module figures are
 * always present.
 */
export type SolarQuery = ContractValues<typeof solarContract, DefaultedNumbers<typeof solarContract>>;

/** A parameter of the query. */
export type SolarParam = ParamName<typeof solarContract>;

/** Visitor-facing name of each parameter, used in every message and by the form. */
export const SOLAR_FIELD_LABELS: Readonly<Record<SolarParam, string>> = byName(solarContract, termOf);

const name = (field: SolarParam) => namedTerm(paramOf(solarContract, field));

/** A number field of the query, its limits worded by `rangedParamSchema`. */
const numberField = (field: Extract<SolarQueryParam, { kind: 'number' }>['name'], withDefault = false) =>
  rangedParamSchema(paramOf(solarContract, field), withDefault);

type SolarQueryParam = (typeof solarContract.params)[number];

/**
 * Twelve numbers separated by commas (January to December), each within `range` (inclusive, in the
 * parameter's unit); else `message`.
 */
const twelveNumbers = (range: { min: number; max: number }, message: string) =>
  z
    .string()
    .transform((text) => text.split(',').map((v) => v.trim()))
    .refine((parts) => parts.length === 12 && parts.every(isDecimal), { error: message })
    .transform((parts) => parts.map(Number))
    .refine((values) => values.every((v) => v >= range.min && v <= range.max), { error: message });

const GHI = paramOf(solarContract, 'ghi');
const ghiMessage = `${name('ghi')} must be twelve numbers separated by commas, January to December, each from ${GHI.min} to ${GHI.max} ${GHI.limitsUnit}.`;

/** Water per day the sizing takes, in m³ (inclusive): the contract's limits of `dailyWaterM3`. */
export const SOLAR_WATER_RANGE_M3 = {
  min: paramOf(solarContract, 'dailyWaterM3').min,
  max: paramOf(solarContract, 'dailyWaterM3').max,
} as const;
const waterRange = SOLAR_WATER_RANGE_M3;
const monthlyWaterMessage = `${name('dailyWaterM3')} must be one number of m³, or twelve separated by commas (January to December), each from ${waterRange.min} to ${waterRange.max} m³.`;
const singleWater = numberField('dailyWaterM3');
const monthlyWater = twelveNumbers(waterRange, monthlyWaterMessage);

/** The query's zod schema: the contract's numbers within their limits; the lists, the site, the month and the sheet as the solar sizing reads them. */
const rawSchema = z.object({
  site: z
    .string()
    .trim()
    .regex(new RegExp(`^[a-z0-9-]{1,${paramOf(solarContract, 'site').maxLength}}$`), {
      error: `${name('site')} must be the id of a site of the list.`,
    })
    .optional(),
  lat: numberField('lat'),
  lon: numberField('lon'),
  ghi: twelveNumbers(GHI, ghiMessage).optional(),
  // One figure, or twelve when a comma says the need differs by month; each keeps its own message.
  dailyWaterM3: z
    .string()
    .transform((text, ctx): number | number[] => {
      const parsed = (text.includes(',') ? monthlyWater : singleWater).safeParse(text);
      if (parsed.success && parsed.data !== undefined) return parsed.data;
      ctx.addIssue({ code: 'custom', message: parsed.error?.issues[0]?.message ?? monthlyWaterMessage });
      return z.NEVER;
    })
    .optional(),
  // The head figures' defaults wait for a borewell sheet's (`fromBorewell`); the module's applies now.
  staticLiftM: numberField('staticLiftM'),
  deliveryHeightM: numberField('deliveryHeightM'),
  horizontalRunM: numberField('horizontalRunM'),
  outletPressureBar: numberField('outletPressureBar'),
  boreDiameterIn: numberField('boreDiameterIn'),
  moduleW: numberField('moduleW', true),
  tiltDeg: numberField('tiltDeg'),
  minAmbientC: numberField('minAmbientC'),
  designMonth: z
    .string()
    .trim()
    .regex(/^(?:[1-9]|1[0-2])$/, { error: `${name('designMonth')} must be a month number from 1 to 12.` })
    .transform(Number)
    .optional(),
  fromBorewell: z
    .string()
    .max(paramOf(solarContract, 'fromBorewell').maxLength, { error: `${name('fromBorewell')} is too long.` })
    .optional(),
});

/** The figures a sizing needs, typed or from a borewell sheet, in the form's order. */
const REQUIRED = solarContract.params.flatMap((param) => ('required' in param ? [param.name] : []));

/** The outcome of {@link parseSolarQuery}. */
export type SolarQueryResult = { ok: true; query: SolarQuery } | { ok: false; field: SolarParam; message: string };

/**
 * Whether the query asks for a sizing at all: any figure typed. The module power alone is the form's
 * default, and a borewell sheet's figures alone (`fromBorewell`, the borewell sheet's "Size this well
 * for solar" link) only fill the form in: the visitor still chooses the site.
 */
export function solarQueryGiven(params: URLSearchParams): boolean {
  return anyParamGiven(solarContract, params, ['moduleW', 'fromBorewell']);
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

/** A refusal of the query: the first failing field and a message that names it. */
type Refusal = Extract<SolarQueryResult, { ok: false }>;

/** The query's figures as its zod schema reads them. */
type RawQuery = z.infer<typeof rawSchema>;

/**
 * Parses and checks the solar sizing query. A parameter given twice is refused; blank values are
 * absent; unknown parameters are ignored. `fromBorewell` (a borewell sheet's query) fills the head,
 * bore and water figures the query does not give itself (pumping level = static level + drawdown;
 * water = daily volume, or flow × pumping hours). Needs a place (`site`, or `lat` and `lon`), the
 * water per day, the static lift and the bore. `knownSite` says whether a site id is in the table.
 * @returns the query, or the first failing field with a message that names it
 */
export function parseSolarQuery(params: URLSearchParams, knownSite: (id: string) => boolean): SolarQueryResult {
  const parsed = readContractQuery(solarContract, params, rawSchema, name);
  if (!parsed.ok) return parsed;
  const data = parsed.data;
  const sheet =
    data.fromBorewell === undefined ? { ok: true as const, values: {} } : fromBorewellSheet(data.fromBorewell);
  if (!sheet.ok) return { ok: false, field: 'fromBorewell', message: sheet.message };
  const refusal = placeRefusal(data, knownSite);
  if (refusal) return refusal;
  // A figure typed wins over the borewell sheet's.
  const pick = (key: SolarParam) => (data as Partial<SolarQuery>)[key] ?? sheet.values[key];
  for (const key of REQUIRED) {
    if (pick(key) === undefined) return { ok: false, field: key, message: `${name(key)} is required.` };
  }
  const waterRefusal = sheetWaterRefusal(pick('dailyWaterM3')!);
  if (waterRefusal) return waterRefusal;
  return { ok: true, query: filledQuery(data, pick) };
}

/** Why the place is refused: a site not in the table, both a site and coordinates, or neither (or half a pair). */
function placeRefusal(data: RawQuery, knownSite: (id: string) => boolean): Refusal | null {
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
  if (data.site !== undefined) return null;
  if (data.lat === undefined && data.lon === undefined) {
    return { ok: false, field: 'site', message: `${name('site')} is required, or ${name('lat')} and ${name('lon')}.` };
  }
  if (data.lat === undefined)
    return { ok: false, field: 'lat', message: `${name('lat')} is required with the longitude.` };
  if (data.lon === undefined)
    return { ok: false, field: 'lon', message: `${name('lon')} is required with the latitude.` };
  return null;
}

/**
 * Why the water per day is refused when a borewell sheet gave it outside the sizing's range (a typed
 * figure was checked by its field, so only a sheet's reaches here).
 * @param water m³ per day, one figure or twelve
 */
function sheetWaterRefusal(water: unknown): Refusal | null {
  if (typeof water !== 'number' || (water >= waterRange.min && water <= waterRange.max)) return null;
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

/** The figures always present (required, or with a default) first, then those given, in the contract's order. */
function filledQuery(data: RawQuery, pick: (key: SolarParam) => unknown): SolarQuery {
  const always = (param: SolarQueryParam) => param.kind === 'number' && ('required' in param || 'default' in param);
  const values = {
    ...data,
    ...Object.fromEntries(
      solarContract.params.flatMap((param) =>
        always(param) ? [[param.name, pick(param.name) ?? ('default' in param ? param.default : undefined)]] : [],
      ),
    ),
  };
  return orderedValues(solarContract, values, always) as SolarQuery;
}

/** The query as URL parameters in the form's order (the inverse of {@link parseSolarQuery}); absent fields left out. */
export function toSolarSearchParams(query: SolarQuery): URLSearchParams {
  return contractSearchParams(solarContract, query);
}
