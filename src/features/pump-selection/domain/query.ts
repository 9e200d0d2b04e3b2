import { z } from 'zod';
import { categoryFromSlug } from '@/content/category-slug';
import {
  byName,
  paramNames,
  paramOf,
  repeatedParamOf,
  termOf,
  urlValue,
  type ContractValues,
  type ParamName,
  type ToolParam,
} from '@/lib/tool-contract/contract';
import { contractSearchParams } from '@/lib/tool-contract/schema';
import { decimalSchema, givenValue } from '@/lib/tool-contract/query-values';
import { flowFromM3h, flowToM3h, headFromM, headToM, unitSymbols } from '@/engineering/units';
import { selectorContract } from '../contract';
import type { Duty } from './select';

/**
 * The parser of the pump selector's URL contract (`../contract.ts`, where every parameter is
 * declared), shared by `/pump-selector`, its form, `/pump-selector/compare`, the product pages' duty
 * overlay and `GET /api/pumps/select`. Numbers are decimal notation only; each parameter may be given
 * once (an alias counting as the parameter); a blank value means "not given". Flow and head are
 * checked after conversion against the contract's limits in m³/h and m ({@link SELECTION_LIMITS}).
 */

/**
 * The selector's inputs as the visitor gave them (units as chosen), keyed by URL name: the contract's
 * parameters, flow and head and the choices with a default always present.
 */
export type SelectionInput = ContractValues<typeof selectorContract>;

export type SelectionParam = ParamName<typeof selectorContract>;

/** Names of the query parameters, in form order. */
export const selectionParams: readonly SelectionParam[] = paramNames(selectorContract);

/** Earlier names still read, so links shared before a rename keep working: { boreDiameterIn: 'boreIn' }. */
export const selectionParamAliases: Partial<Record<SelectionParam, string>> = Object.fromEntries(
  selectorContract.params.flatMap((param) => ('aliases' in param ? [[param.name, param.aliases[0]]] : [])),
);

/** Name of each parameter in every message (the contract's term, else its label). */
export const selectionLabels: Record<SelectionParam, string> = byName(selectorContract, termOf);

/**
 * Bounds of the duty (inclusive) in the catalogue's units, as the contract declares them: flow in
 * m³/h and head in m, checked after conversion from the visitor's units. Every other parameter's
 * limits are its contract entry's.
 */
export const SELECTION_LIMITS = {
  flowM3h: { min: paramOf(selectorContract, 'flow').min, max: paramOf(selectorContract, 'flow').max },
  headM: { min: paramOf(selectorContract, 'head').min, max: paramOf(selectorContract, 'head').max },
} as const;

/** A bound in the visitor's unit for a message: three significant figures. */
const inUnit = (value: number) => String(Number(value.toPrecision(3)));

/**
 * The zod schema of one parameter, worded as the selector words its messages: a number with a unit
 * parameter (flow, head) must be positive here and is bounded after conversion; another number must
 * lie within its limits; a choice must be one of its options (the frequency says 'Hz'); the category
 * must be a category's slug.
 */
function paramSchema(param: ToolParam): z.ZodType {
  const term = termOf(param);
  if (param.kind === 'number') {
    if (param.unitParam) {
      const message = `${term} must be a number greater than 0.`;
      return z.preprocess(
        (v) => v ?? '',
        decimalSchema(message).refine((n) => n > 0, { error: message }),
      );
    }
    const message = `${term} must be a number from ${param.min} to ${param.max}.`;
    return decimalSchema(message)
      .refine((n) => n >= param.min && n <= param.max, { error: message })
      .optional();
  }
  if (param.kind === 'text') {
    return z
      .string()
      .refine((slug) => categoryFromSlug(slug) !== undefined, `${term} must be one of the pump categories.`)
      .optional();
  }
  const values = param.options.map((option) => option.value) as [string, ...string[]];
  const listed = param.name === 'hz' ? `${values.join(' or ')} Hz` : values.join(param.numeric ? ' or ' : ', ');
  const choice = z
    .enum(values, { error: `${term} must be ${param.numeric ? '' : 'one of '}${listed}.` })
    .transform((v) => (param.numeric ? Number(v) : v));
  if (param.default === undefined) return choice.optional();
  return z.preprocess((v) => v ?? param.default, choice);
}

/**
 * The message for a duty figure outside the selection's limits, worded in the unit the visitor typed
 * it in ('Flow must be from 0.1 to 440 US gpm.'), or null within them.
 * @param base the figure in m³/h or m; `limit` in the same unit, inclusive
 * @param fromBase base unit → the typed `unit`
 */
function rangeIssue(
  term: 'Flow' | 'Head',
  base: number,
  limit: { min: number; max: number },
  fromBase: (v: number) => number,
  unit: keyof typeof unitSymbols,
): string | null {
  if (!(base < limit.min || base > limit.max)) return null;
  return `${term} must be from ${inUnit(fromBase(limit.min))} to ${inUnit(fromBase(limit.max))} ${unitSymbols[unit]}.`;
}

/** zod schema of the query (trimmed strings or undefined in, typed input out), built from the contract. */
export const selectionQuerySchema = z
  .object(Object.fromEntries(selectorContract.params.map((param) => [param.name, paramSchema(param)])))
  .superRefine((data, ctx) => {
    const input = data as unknown as SelectionInput;
    // Bounds after conversion: a value that is positive as typed must stay a usable duty in m³/h and m.
    const { flowM3h: flowLimit, headM: headLimit } = SELECTION_LIMITS;
    const flowM3h = flowToM3h(input.flow, input.flowUnit);
    const flowIssue = rangeIssue('Flow', flowM3h, flowLimit, (v) => flowFromM3h(v, input.flowUnit), input.flowUnit);
    if (flowIssue) ctx.addIssue({ code: 'custom', path: ['flow'], message: flowIssue });
    const headM = headToM(input.head, input.headUnit);
    const headIssue = rangeIssue('Head', headM, headLimit, (v) => headFromM(v, input.headUnit), input.headUnit);
    if (headIssue) ctx.addIssue({ code: 'custom', path: ['head'], message: headIssue });
    if (input.staticHeadM !== undefined && input.staticHeadM >= headM) {
      ctx.addIssue({ code: 'custom', path: ['staticHeadM'], message: 'Static head must be lower than the duty head.' });
    }
  });

/** Parsed query: the input and its duty in m³/h and m, or the first failing field with its message and every field's. */
export type ParsedSelection =
  | { ok: true; input: SelectionInput; duty: Duty }
  | { ok: false; field: SelectionParam; message: string; errors: Partial<Record<SelectionParam, string>> };

/**
 * Model codes of a compare URL (`models=A,B,C` or repeated `models=A&models=B`): trimmed, without
 * repeats, a code written in other case counting as the same (model codes are matched case-blind), in
 * the order given and spelled as first given.
 */
export function compareModelCodes(params: URLSearchParams): string[] {
  const seen = new Set<string>();
  const codes: string[] = [];
  for (const code of params.getAll('models').flatMap((value) => value.split(','))) {
    const trimmed = code.trim();
    if (!trimmed || seen.has(trimmed.toLowerCase())) continue;
    seen.add(trimmed.toLowerCase());
    codes.push(trimmed);
  }
  return codes;
}

/** Whether a query asks for a selection at all (a flow or a head typed): without one the tool shows its empty form. */
export function selectionQueryGiven(params: URLSearchParams): boolean {
  return givenValue(params, 'flow') !== undefined || givenValue(params, 'head') !== undefined;
}

const frequencySchema = paramSchema(paramOf(selectorContract, 'hz'));

/**
 * The frequency a query asks for (Hz), as the contract reads `hz`: 50 when absent or not 50 or 60
 * (compare picks each model's curve at it, with or without a duty).
 */
export function selectionFrequency(params: URLSearchParams): 50 | 60 {
  const parsed = frequencySchema.safeParse(urlValue(params, paramOf(selectorContract, 'hz')));
  return parsed.success ? (parsed.data as 50 | 60) : 50;
}

/** Reads the selector's query parameters. Never throws: bad input gives messages naming the field. */
export function parseSelectionQuery(params: URLSearchParams): ParsedSelection {
  const repeated = repeatedParamOf(selectorContract, params);
  if (repeated) {
    const message = `${selectionLabels[repeated]} is given more than once; give it once.`;
    return { ok: false, field: repeated, message, errors: { [repeated]: message } };
  }
  const raw = byName(selectorContract, (param) => urlValue(params, param));
  const parsed = selectionQuerySchema.safeParse(raw);
  if (!parsed.success) {
    const errors: Partial<Record<SelectionParam, string>> = {};
    for (const issue of parsed.error.issues) errors[issue.path[0] as SelectionParam] ??= issue.message;
    const field = selectionParams.find((name) => errors[name] !== undefined)!;
    return { ok: false, field, message: errors[field]!, errors };
  }
  const input = Object.fromEntries(
    Object.entries(parsed.data).filter(([, value]) => value !== undefined),
  ) as unknown as SelectionInput;
  return { ok: true, input, duty: dutyOf(input) };
}

/** The duty in catalogue units of a parsed input. */
export function dutyOf(input: SelectionInput): Duty {
  const category = input.category ? categoryFromSlug(input.category) : undefined;
  return {
    flowM3h: flowToM3h(input.flow, input.flowUnit),
    headM: headToM(input.head, input.headUnit),
    frequencyHz: input.hz,
    ...(input.installation !== undefined ? { installation: input.installation } : {}),
    ...(input.phase !== undefined ? { phase: input.phase } : {}),
    ...(input.voltage !== undefined ? { voltageV: input.voltage } : {}),
    ...(category ? { category } : {}),
    ...(input.boreDiameterIn !== undefined ? { boreDiameterIn: input.boreDiameterIn } : {}),
    ...(input.staticHeadM !== undefined ? { staticHeadM: input.staticHeadM } : {}),
    ...(input.hoursPerDay !== undefined ? { hoursPerDay: input.hoursPerDay } : {}),
    ...(input.tariffPerKwh !== undefined ? { tariffPerKwh: input.tariffPerKwh } : {}),
    ...(input.suctionLiftM !== undefined
      ? {
          suction: {
            suctionLiftM: input.suctionLiftM,
            ...(input.waterTempC !== undefined ? { waterTemperatureC: input.waterTempC } : {}),
            ...(input.altitudeM !== undefined ? { altitudeM: input.altitudeM } : {}),
          },
        }
      : {}),
  };
}

/** The query string of an input (the units left out at m³/h and m), e.g. 'flow=12&head=85&hz=50&phase=3'. */
export function toSearchParams(input: SelectionInput): URLSearchParams {
  return contractSearchParams(selectorContract, input);
}
