import { z } from 'zod';
import { decimalString, rangedDecimalSchema } from './query-values';
import {
  byName,
  repeatedParamOf,
  termOf,
  urlValue,
  type ChoiceParam,
  type NumberParam,
  type ParamContract,
  type ParamName,
  type ToolParam,
} from './contract';

/**
 * The server side of the tools' URL contracts (`./tool-contract.ts`): zod schemas of their
 * parameters and the query string of a parsed input. Kept apart from the contract data so that the
 * tools' browser forms, which import the contracts, do not carry zod.
 */

/** A parameter as the sizing tools' messages name it: 'Bore diameter (boreDiameterIn)'. */
export function namedTerm(param: ToolParam): string {
  return `${termOf(param)} (${param.name})`;
}

/** Options of a choice as a message lists them: 'upvc, gi or hdpe', '50 or 60'. */
export function listedOptions(param: ChoiceParam): string {
  const values = param.options.map((option) => option.value);
  return values.length < 2 ? values.join('') : `${values.slice(0, -1).join(', ')} or ${values.at(-1)}`;
}

/**
 * The zod schema of a number parameter as the sizing tools word it (`rangedDecimalSchema`: "Bore
 * diameter (boreDiameterIn) must be at least 3 inch."), optional, or with its contract default when
 * `withDefault`.
 * @param param a number parameter of a contract (limits in `limitsUnit`, else `unit`)
 */
export function rangedParamSchema(param: NumberParam, withDefault = false) {
  const schema = rangedDecimalSchema(namedTerm(param), param.limitsUnit ?? param.unit, {
    min: param.min,
    max: param.max,
    ...(param.above ? { above: true } : {}),
  });
  return withDefault && param.default !== undefined ? schema.default(param.default) : schema.optional();
}

/**
 * The zod schema of a choice parameter as the sizing tools word it ("Frequency (hz) must be 50 or
 * 60."): its default when absent (else optional), a number out for numeric options.
 */
export function choiceParamSchema(param: ChoiceParam) {
  const values = param.options.map((option) => option.value) as [string, ...string[]];
  const choice = z.enum(values, { error: `${namedTerm(param)} must be ${listedOptions(param)}.` });
  const given = param.default !== undefined ? choice.default(param.default) : choice.optional();
  return given.transform((v) => (param.numeric && v !== undefined ? Number(v) : v));
}

/**
 * The query string of a parsed input, in the contract's order: each value given, numbers in decimal
 * notation (`decimalString`), a list of numbers comma-separated; a unit choice (a parameter some
 * number names as its `unitParam`) is left out at its default, so '12 m³/h' is written `flow=12`.
 * The inverse of the tool's parser: parsing the result gives the input back.
 * @param values the input, keyed by URL name
 */
export function contractSearchParams(contract: ParamContract, values: object): URLSearchParams {
  const record = values as Record<string, unknown>;
  const unitParams = new Set(contract.params.flatMap((p) => (p.kind === 'number' && p.unitParam ? [p.unitParam] : [])));
  const params = new URLSearchParams();
  for (const param of contract.params) {
    const value = record[param.name];
    if (value === undefined || value === null) continue;
    if (unitParams.has(param.name) && param.kind === 'choice' && String(value) === param.default) continue;
    if (Array.isArray(value)) params.set(param.name, value.map((v: number) => decimalString(v)).join(','));
    else params.set(param.name, typeof value === 'number' ? decimalString(value) : String(value));
  }
  return params;
}

/**
 * The first step of a sizing tool's query parser: refuses a parameter given twice, then reads each of
 * the contract's parameters from the URL (blank counts as absent) through `schema`.
 * @param name how a message names a parameter (e.g. {@link namedTerm} of it)
 * @returns the schema's output, or the first failing parameter with its message
 */
export function readContractQuery<C extends ParamContract, T>(
  contract: C,
  params: URLSearchParams,
  schema: z.ZodType<T>,
  name: (field: ParamName<C>) => string,
): { ok: true; data: T } | { ok: false; field: ParamName<C>; message: string } {
  const repeated = repeatedParamOf(contract, params);
  if (repeated)
    return { ok: false, field: repeated, message: `${name(repeated)} is given more than once; give it once.` };
  const parsed = schema.safeParse(byName(contract, (param) => urlValue(params, param)));
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    return { ok: false, field: issue?.path[0] as ParamName<C>, message: issue?.message ?? 'Invalid query.' };
  }
  return { ok: true, data: parsed.data };
}
