import { z } from 'zod';
import { pipeMaterialSchema, type PipeMaterial } from '@/content/schemas/engineering';
import { DEFAULT_WATER_TEMP_C, MAX_WATER_TEMP_C } from './warm-water';
import { jacobDrawdown } from './well-curve';
import { rangedDecimalSchema, decimalString, givenValue, repeatedParam } from '@/lib/query-values';

/**
 * The query of the borewell sizing tool, shared by the page's URL and `GET /api/borewell-sizing`:
 * metric values with the unit in the name. Empty values (a GET form's blank fields) count as absent;
 * numbers are decimal notation only (`@/lib/query-values`), and a parameter given twice is refused.
 * It lives in the engineering layer rather than in the borewell tool because the solar sizing reads
 * it too (its `fromBorewell` parameter carries a borewell sheet's query) and no tool imports another
 * (decision 0041); it is pure (zod over SI numbers, the well's and the water's limits of this layer),
 * and `lib/` below cannot hold it, as it stands on `./warm-water` and `./well-curve`.
 */

/** The parsed, checked query. */
export interface SizingQuery {
  /** Bore (casing) inner diameter in inch. */
  boreDiameterIn: number;
  /** Bore depth in m below ground. */
  boreDepthM: number;
  /** Static water level in m below ground. */
  staticLevelM: number;
  /** Drawdown at the pumping rate in m. */
  drawdownM: number;
  /** A second yield-test point (with {@link SizingQuery.secondDrawdownM}): its flow in m³/h. */
  secondFlowM3h?: number;
  /** Drawdown at {@link SizingQuery.secondFlowM3h} in m: with it the drawdown follows Jacob's s = BQ + CQ². */
  secondDrawdownM?: number;
  /** Height of the outlet above ground in m. */
  deliveryHeightM: number;
  /** Horizontal pipe run to the outlet or tank in m. */
  horizontalRunM: number;
  /** Pressure wanted at the outlet in bar. */
  outletPressureBar: number;
  /** Water need as a flow in m³/h (exactly one of flowM3h and dailyVolumeM3). */
  flowM3h?: number;
  /** Water need as a daily volume in m³/day, with {@link SizingQuery.pumpingHours}. */
  dailyVolumeM3?: number;
  /** Pumping hours per day (required with the daily volume; else {@link DEFAULT_PUMPING_HOURS} for the energy). */
  pumpingHours?: number;
  /** Column pipe material. */
  pipeMaterial: PipeMaterial;
  /** Mains frequency in Hz. */
  hz: 50 | 60;
  /** Supply phases. */
  phase: 1 | 3;
  /** Supply voltage in V (line to line for three-phase). */
  voltage: number;
  /** Cable length from the panel to the well head in m. */
  cableLengthM: number;
  /** Electricity price per kWh (visitor's currency). */
  tariffPerKwh?: number;
  /** Water temperature in °C (default {@link DEFAULT_WATER_TEMP_C}): derates plastic columns, raises motor cooling above 30 °C. */
  waterTempC: number;
}

/** Pumping hours per day assumed for the energy figures when the flow is given directly: this site's assumption, shown on the sheet. */
export const DEFAULT_PUMPING_HOURS = 8;

/** Default supply voltage in V by frequency and phase: the 50 Hz supplies of issue 13 (230 V, 415 V), the 60 Hz ones of the control panel page. */
export const DEFAULT_VOLTAGE_V: Readonly<Record<50 | 60, Readonly<Record<1 | 3, number>>>> = {
  50: { 1: 230, 3: 415 },
  60: { 1: 230, 3: 460 },
};

/** Largest flow in m³/h, typed or derived from a daily volume and its hours (the `flowM3h` field's limit). */
export const MAX_FLOW_M3H = 1000;

/**
 * Smallest flow in m³/h, typed or derived (10 L/h): the pump selector's lower bound (`SELECTION_LIMITS`).
 * Below it the sizing rounds the flow to 0 m³/h and the duty head to the static head, which the pump
 * choice cannot meet (issue 51: `flowM3h=0.00000001` answered 500, `flowM3h=0.001` a sizing for 0 m³/h).
 */
export const MIN_FLOW_M3H = 0.01;

/** Accepted voltage range in V per phase count (a typo guard, wider than any supply the range serves). */
const VOLTAGE_RANGE_V = { 1: { min: 100, max: 260 }, 3: { min: 190, max: 690 } } as const;

/** Visitor-facing name of each parameter, used in every message. */
export const FIELD_LABELS: Readonly<Record<keyof SizingQuery, string>> = {
  boreDiameterIn: 'Bore diameter',
  boreDepthM: 'Bore depth',
  staticLevelM: 'Static water level',
  drawdownM: 'Drawdown',
  secondFlowM3h: 'Second test flow',
  secondDrawdownM: 'Second test drawdown',
  deliveryHeightM: 'Delivery height',
  horizontalRunM: 'Horizontal pipe run',
  outletPressureBar: 'Outlet pressure',
  flowM3h: 'Flow',
  dailyVolumeM3: 'Daily water volume',
  pumpingHours: 'Pumping hours per day',
  pipeMaterial: 'Column pipe material',
  hz: 'Frequency',
  phase: 'Supply phases',
  voltage: 'Supply voltage',
  cableLengthM: 'Cable length from panel to well head',
  tariffPerKwh: 'Electricity tariff',
  waterTempC: 'Water temperature',
};

const name = (field: keyof SizingQuery) => `${FIELD_LABELS[field]} (${field})`;

/** A number field of the query, its limits worded by {@link rangedDecimalSchema}. */
const numberField = (field: keyof SizingQuery, unit: string, range: { min: number; above?: boolean; max: number }) =>
  rangedDecimalSchema(name(field), unit, range);

const required = (field: keyof SizingQuery) => ({ error: `${name(field)} is required.` });

const rawSchema = z.object({
  boreDiameterIn: numberField('boreDiameterIn', 'inch', { min: 3, max: 24 }).optional(),
  boreDepthM: numberField('boreDepthM', 'm', { min: 0, above: true, max: 1500 }).optional(),
  staticLevelM: numberField('staticLevelM', 'm', { min: 0, max: 1500 }).optional(),
  drawdownM: numberField('drawdownM', 'm', { min: 0, max: 1500 }).optional(),
  secondFlowM3h: numberField('secondFlowM3h', 'm³/h', { min: MIN_FLOW_M3H, max: MAX_FLOW_M3H }).optional(),
  secondDrawdownM: numberField('secondDrawdownM', 'm', { min: 0, above: true, max: 1500 }).optional(),
  deliveryHeightM: numberField('deliveryHeightM', 'm', { min: 0, max: 500 }).default(0),
  horizontalRunM: numberField('horizontalRunM', 'm', { min: 0, max: 10000 }).default(0),
  outletPressureBar: numberField('outletPressureBar', 'bar', { min: 0, max: 20 }).default(0),
  flowM3h: numberField('flowM3h', 'm³/h', { min: MIN_FLOW_M3H, max: MAX_FLOW_M3H }).optional(),
  dailyVolumeM3: numberField('dailyVolumeM3', 'm³', { min: MIN_FLOW_M3H, max: 24000 }).optional(),
  pumpingHours: numberField('pumpingHours', 'hours', { min: 0, above: true, max: 24 }).optional(),
  pipeMaterial: z
    .enum(pipeMaterialSchema.options, { error: `${name('pipeMaterial')} must be upvc, gi or hdpe.` })
    .default('upvc'),
  hz: z
    .enum(['50', '60'], { error: `${name('hz')} must be 50 or 60.` })
    .default('50')
    .transform((v) => Number(v) as 50 | 60),
  phase: z
    .enum(['1', '3'], { error: `${name('phase')} must be 1 or 3.` })
    .default('3')
    .transform((v) => Number(v) as 1 | 3),
  voltage: numberField('voltage', 'V', { min: 0, above: true, max: 1000 }).optional(),
  cableLengthM: numberField('cableLengthM', 'm', { min: 0, max: 2000 }).default(0),
  tariffPerKwh: numberField('tariffPerKwh', '', { min: 0, max: 1000 }).optional(),
  waterTempC: numberField('waterTempC', '°C', { min: 0, max: MAX_WATER_TEMP_C }).default(DEFAULT_WATER_TEMP_C),
});

/** The outcome of {@link parseSizingQuery}. */
export type SizingQueryResult =
  { ok: true; query: SizingQuery } | { ok: false; field: keyof SizingQuery; message: string };

/** Required fields in the order the form asks for them. */
const REQUIRED = ['boreDiameterIn', 'boreDepthM', 'staticLevelM', 'drawdownM'] as const;

/** Cross-field checks, in the form's order; the first failure is reported. */
function crossCheck(q: SizingQuery): { field: keyof SizingQuery; message: string } | null {
  if (q.staticLevelM >= q.boreDepthM) {
    return {
      field: 'staticLevelM',
      message: `${name('staticLevelM')} of ${q.staticLevelM} m must be above the bore depth of ${q.boreDepthM} m.`,
    };
  }
  const pumpingLevel = q.staticLevelM + q.drawdownM;
  if (pumpingLevel >= q.boreDepthM) {
    return {
      field: 'drawdownM',
      message: `${name('drawdownM')}: the pumping water level (static level + drawdown = ${pumpingLevel} m) must be above the bore depth of ${q.boreDepthM} m.`,
    };
  }
  if (q.flowM3h === undefined && q.dailyVolumeM3 === undefined) {
    return {
      field: 'flowM3h',
      message: `Give the water need: ${name('flowM3h')}, or ${name('dailyVolumeM3')} with ${name('pumpingHours')}.`,
    };
  }
  if (q.flowM3h !== undefined && q.dailyVolumeM3 !== undefined) {
    return {
      field: 'dailyVolumeM3',
      message: `Give either ${name('flowM3h')} or ${name('dailyVolumeM3')}, not both.`,
    };
  }
  if (q.dailyVolumeM3 !== undefined && q.pumpingHours === undefined) {
    return { field: 'pumpingHours', message: `${name('pumpingHours')} is required with the daily water volume.` };
  }
  if (q.dailyVolumeM3 !== undefined && q.pumpingHours !== undefined) {
    const derived = q.dailyVolumeM3 / q.pumpingHours;
    if (derived > MAX_FLOW_M3H) {
      return {
        field: 'dailyVolumeM3',
        message: `${name('dailyVolumeM3')} of ${q.dailyVolumeM3} m³ in ${q.pumpingHours} h is a flow of ${Number(derived.toPrecision(4))} m³/h, above the ${MAX_FLOW_M3H} m³/h a flow may be: pump it over more hours, or split it between wells.`,
      };
    }
    if (derived < MIN_FLOW_M3H) {
      return {
        field: 'dailyVolumeM3',
        message: `${name('dailyVolumeM3')} of ${q.dailyVolumeM3} m³ in ${q.pumpingHours} h is a flow of ${Number(derived.toPrecision(4))} m³/h, below the ${MIN_FLOW_M3H} m³/h a flow must be: pump it over fewer hours.`,
      };
    }
  }
  if ((q.secondFlowM3h === undefined) !== (q.secondDrawdownM === undefined)) {
    const missing = q.secondFlowM3h === undefined ? 'secondFlowM3h' : 'secondDrawdownM';
    return {
      field: missing,
      message: `${name(missing)} is required with the second test point (${name('secondFlowM3h')} and ${name('secondDrawdownM')} go together).`,
    };
  }
  if (q.secondFlowM3h !== undefined && q.secondDrawdownM !== undefined) {
    const dutyFlow = q.flowM3h ?? q.dailyVolumeM3! / q.pumpingHours!;
    const first = { flowM3h: dutyFlow, drawdownM: q.drawdownM };
    if (!jacobDrawdown(first, { flowM3h: q.secondFlowM3h, drawdownM: q.secondDrawdownM })) {
      return {
        field: 'secondDrawdownM',
        message: `${name('secondDrawdownM')}: ${q.secondDrawdownM} m at ${q.secondFlowM3h} m³/h with ${q.drawdownM} m at ${Number(dutyFlow.toPrecision(4))} m³/h does not fit a well's drawdown s = BQ + CQ² (Jacob): give two different flows, each with some drawdown, the drawdown per m³/h not falling as the flow grows.`,
      };
    }
  }
  const range = VOLTAGE_RANGE_V[q.phase];
  if (q.voltage < range.min || q.voltage > range.max) {
    return {
      field: 'voltage',
      message: `${name('voltage')} for a ${q.phase === 1 ? 'single' : 'three'}-phase supply must be between ${range.min} and ${range.max} V.`,
    };
  }
  return null;
}

/**
 * Whether a query asks for a sizing at all: some well or duty figure typed (the pipe material,
 * frequency and phase alone are the form's defaults). Without one the tool shows its empty form.
 */
export function sizingQueryGiven(params: URLSearchParams): boolean {
  const choices = ['pipeMaterial', 'hz', 'phase'];
  return Object.keys(rawSchema.shape).some((key) => !choices.includes(key) && givenValue(params, key) !== undefined);
}

/**
 * Parses and checks the sizing query. Unknown parameters are ignored; a repeated one is refused;
 * blank values count as absent. Defaults: delivery height, horizontal run, outlet pressure
 * and cable length 0, uPVC, 50 Hz, three-phase, the voltage of {@link DEFAULT_VOLTAGE_V}, water at 25 °C.
 * @returns the query, or the first failing field with a message that names it
 */
export function parseSizingQuery(params: URLSearchParams): SizingQueryResult {
  const keys = Object.keys(rawSchema.shape) as (keyof SizingQuery)[];
  const repeated = repeatedParam(params, keys);
  if (repeated)
    return { ok: false, field: repeated, message: `${name(repeated)} is given more than once; give it once.` };
  const raw: Record<string, string> = {};
  for (const key of keys) {
    const value = givenValue(params, key);
    if (value) raw[key] = value;
  }
  const parsed = rawSchema.safeParse(raw);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    return { ok: false, field: issue?.path[0] as keyof SizingQuery, message: issue?.message ?? 'Invalid query.' };
  }
  const data = parsed.data;
  for (const field of REQUIRED) {
    if (data[field] === undefined) return { ok: false, field, message: required(field).error };
  }
  const query: SizingQuery = {
    boreDiameterIn: data.boreDiameterIn!,
    boreDepthM: data.boreDepthM!,
    staticLevelM: data.staticLevelM!,
    drawdownM: data.drawdownM!,
    deliveryHeightM: data.deliveryHeightM,
    horizontalRunM: data.horizontalRunM,
    outletPressureBar: data.outletPressureBar,
    pipeMaterial: data.pipeMaterial,
    hz: data.hz,
    phase: data.phase,
    voltage: data.voltage ?? DEFAULT_VOLTAGE_V[data.hz][data.phase],
    cableLengthM: data.cableLengthM,
    waterTempC: data.waterTempC,
  };
  if (data.flowM3h !== undefined) query.flowM3h = data.flowM3h;
  if (data.dailyVolumeM3 !== undefined) query.dailyVolumeM3 = data.dailyVolumeM3;
  if (data.pumpingHours !== undefined) query.pumpingHours = data.pumpingHours;
  if (data.tariffPerKwh !== undefined) query.tariffPerKwh = data.tariffPerKwh;
  if (data.secondFlowM3h !== undefined) query.secondFlowM3h = data.secondFlowM3h;
  if (data.secondDrawdownM !== undefined) query.secondDrawdownM = data.secondDrawdownM;
  const failure = crossCheck(query);
  return failure ? { ok: false, ...failure } : { ok: true, query };
}

/** The query as URL parameters, in the form's order (the inverse of {@link parseSizingQuery}); absent fields are left out. */
export function toSearchParams(query: SizingQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of Object.keys(FIELD_LABELS) as (keyof SizingQuery)[]) {
    const value = query[key];
    if (value !== undefined) params.set(key, typeof value === 'number' ? decimalString(value) : value);
  }
  return params;
}
