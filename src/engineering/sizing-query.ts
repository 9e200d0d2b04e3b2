import { z } from 'zod';
import { byName, orderedValues, paramNames, paramOf, termOf, urlValue } from '@/lib/tool-contract/contract';
import type { ContractValues, DefaultedNumbers, ParamName } from '@/lib/tool-contract/contract';
import {
  choiceParamSchema,
  contractSearchParams,
  namedTerm,
  rangedParamSchema,
  readContractQuery,
} from '@/lib/tool-contract/schema';
import { sizingContract as borewellContract } from './sizing-contract';
import { jacobDrawdown } from './well-curve';

/**
 * The query of the borewell sizing tool, shared by the page's URL and `GET /api/borewell-sizing`:
 * metric values with the unit in the name. Empty values (a GET form's blank fields) count as absent;
 * numbers are decimal notation only (`@/lib/tool-contract/query-values`), and a parameter given twice is refused.
 * It lives in the engineering layer rather than in the borewell tool because the solar sizing reads
 * it too (its `fromBorewell` parameter carries a borewell sheet's query) and no tool imports another
 * (decision 0041); it is pure (zod over SI numbers, the well's and the water's limits of this layer),
 * and `lib/` below cannot hold it, as it stands on `./warm-water` and `./well-curve`.
 */

/**
 * The parsed, checked query, keyed by URL name with the contract's units (inch, m, m³/h, m³/day, bar,
 * V, °C): the required well figures, the choices, the numbers with a default and the voltage always
 * present; the flow or the daily volume with its hours, the second test point and the tariff when given.
 */
export type SizingQuery = ContractValues<
  typeof borewellContract,
  DefaultedNumbers<typeof borewellContract> | 'voltage'
>;

/** A parameter of the query. */
export type SizingParam = ParamName<typeof borewellContract>;

/** Names of the query parameters, in form order. */
export const sizingParams: readonly SizingParam[] = paramNames(borewellContract);

/** Pumping hours per day assumed for the energy figures when the flow is given directly: this site's assumption, shown on the sheet. */
export const DEFAULT_PUMPING_HOURS = 8;

/** Default supply voltage in V by frequency and phase: the 50 Hz supplies of issue 13 (230 V, 415 V), the 60 Hz ones of the control panel page. */
export const DEFAULT_VOLTAGE_V: Readonly<Record<50 | 60, Readonly<Record<1 | 3, number>>>> = {
  50: { 1: 230, 3: 415 },
  60: { 1: 230, 3: 460 },
};

/** Largest flow in m³/h, typed or derived from a daily volume and its hours (the contract's `flowM3h` limit). */
export const MAX_FLOW_M3H = paramOf(borewellContract, 'flowM3h').max;

/**
 * Smallest flow in m³/h, typed or derived (10 L/h): the pump selector's lower bound (`SELECTION_LIMITS`),
 * the contract's `flowM3h` limit.
 */
export const MIN_FLOW_M3H = paramOf(borewellContract, 'flowM3h').min;

/** Accepted voltage range in V per phase count (a typo guard, wider than any supply the range serves). */
const VOLTAGE_RANGE_V = { 1: { min: 100, max: 260 }, 3: { min: 190, max: 690 } } as const;

/** Visitor-facing name of each parameter, used in every message and by the form. */
export const FIELD_LABELS: Readonly<Record<SizingParam, string>> = byName(borewellContract, termOf);

const name = (field: SizingParam) => namedTerm(paramOf(borewellContract, field));

const required = (field: SizingParam) => ({ error: `${name(field)} is required.` });

/** The query's zod schema, built from the contract: each number within its limits (with its default), each choice one of its options. */
const rawSchema = z.object(
  Object.fromEntries(
    borewellContract.params.map((param) => [
      param.name,
      param.kind === 'number' ? rangedParamSchema(param, true) : choiceParamSchema(param),
    ]),
  ),
);

/** The outcome of {@link parseSizingQuery}. */
export type SizingQueryResult = { ok: true; query: SizingQuery } | { ok: false; field: SizingParam; message: string };

/** The parameters a parsed query always has: the required, those with a default, and the voltage (by supply when not given). */
const ALWAYS = new Set<SizingParam>(
  borewellContract.params.flatMap((param) =>
    'required' in param || 'default' in param || param.name === 'voltage' ? [param.name] : [],
  ),
);

/** Required fields in the order the form asks for them. */
const REQUIRED = borewellContract.params.flatMap((param) => ('required' in param ? [param.name] : []));

/** Cross-field checks, in the form's order; the first failure is reported. */
function crossCheck(q: SizingQuery): { field: SizingParam; message: string } | null {
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
  return borewellContract.params.some((param) => param.kind !== 'choice' && urlValue(params, param) !== undefined);
}

/**
 * Parses and checks the sizing query. Unknown parameters are ignored; a repeated one is refused;
 * blank values count as absent. Defaults: delivery height, horizontal run, outlet pressure
 * and cable length 0, uPVC, 50 Hz, three-phase, the voltage of {@link DEFAULT_VOLTAGE_V}, water at 25 °C.
 * @returns the query, or the first failing field with a message that names it
 */
export function parseSizingQuery(params: URLSearchParams): SizingQueryResult {
  const parsed = readContractQuery(borewellContract, params, rawSchema, name);
  if (!parsed.ok) return parsed;
  const data = parsed.data as Partial<SizingQuery>;
  for (const field of REQUIRED) {
    if (data[field] === undefined) return { ok: false, field, message: required(field).error };
  }
  const { hz, phase } = data as SizingQuery;
  const filled: Partial<SizingQuery> = { ...data, voltage: data.voltage ?? DEFAULT_VOLTAGE_V[hz][phase] };
  // The figures always present first, then those given, each in the contract's order.
  const query = orderedValues(borewellContract, filled, (param) => ALWAYS.has(param.name)) as SizingQuery;
  const failure = crossCheck(query);
  return failure ? { ok: false, ...failure } : { ok: true, query };
}

/** The query as URL parameters, in the form's order (the inverse of {@link parseSizingQuery}); absent fields are left out. */
export function toSearchParams(query: SizingQuery): URLSearchParams {
  return contractSearchParams(borewellContract, query);
}
