import type { ContractUnit } from './units';

/**
 * A tool's URL contract as data (issue 47, item 1): each query parameter's name and earlier names,
 * quantity and unit with its SI conversion, limits, default, label, help text and group, in form
 * order. Each tool declares one (`src/features/<tool>/contract.ts`); its server parser, its
 * `toSearchParams`, its form, its presenters and the API table of `docs/api.md` are built from it.
 * No zod here, and no quantities and SI conversions (`./tool-contract-units.ts`, one per unit): the tools' browser forms import this module (the zod parsers are built in
 * `./tool-contract-schema.ts`, on the server).
 */

/** What every parameter declares. */
interface ParamBase {
  /** The URL name, e.g. 'boreDiameterIn'. */
  name: string;
  /** Earlier names still read (links shared before a rename). */
  aliases?: readonly string[];
  /** The form's visible label. */
  label: string;
  /** The field's name in the parser's messages and the API table, when it differs from the label. */
  term?: string;
  /** One short sentence under the form's input. */
  help?: string;
  /** The form's fieldset (legend) the parameter sits in. */
  group: string;
  /** Whether a query must give it (the parser's 'is required'). */
  required?: boolean;
  /** Assumed when absent, in words, for the API table when no single value says it (e.g. a voltage by phase). */
  defaultText?: string;
  /** The form's option for "not given" (a select's first), e.g. 'All applications (engineers)'. */
  emptyLabel?: string;
}

/** A decimal number (a plain figure, or with `perMonth` one figure or twelve separated by commas). */
export interface NumberParam extends ParamBase {
  kind: 'number';
  /** Unit of the URL value as the form shows it, e.g. 'm', 'inch', 'm³/day'; its quantity and SI conversion: `./tool-contract-units.ts`. */
  unit: ContractUnit;
  /** The unit the parser's limits messages name, when it differs from {@link NumberParam.unit} ('' for none). */
  limitsUnit?: string;
  /** The parameter naming the value's unit, when the visitor chooses it (the selector's flow and head). */
  unitParam?: string;
  /** The imperial counterpart the borewell form's unit switch converts through (`@/engineering/units`). */
  imperial?: 'm' | 'bar' | 'm³/h' | 'm³' | 'mm' | 'm/s';
  /** Smallest value (inclusive, or exclusive with `above`), in {@link NumberParam.unit}. */
  min: number;
  above?: boolean;
  /** Largest value (inclusive). */
  max: number;
  /** Value assumed when absent. */
  default?: number;
  /** Whether the form shows {@link NumberParam.default} in its input (else the input starts empty). */
  prefill?: boolean;
  /**
   * Figures per month, separated by commas, January to December: 'twelve' (always twelve), or
   * 'one-or-twelve' (one figure for the year, or twelve when it differs by month).
   */
  perMonth?: 'twelve' | 'one-or-twelve';
  placeholder?: string;
}

/** One of a fixed list of URL spellings. */
export interface ChoiceParam extends ParamBase {
  kind: 'choice';
  options: readonly { value: string; label: string }[];
  /** The options are numbers (50 | 60): the parser gives numbers. */
  numeric?: boolean;
  /** Value assumed when absent. */
  default?: string;
}

/** Free text (an id, a slug, a query), checked by the parser. */
export interface TextParam extends ParamBase {
  kind: 'text';
  /** Longest accepted value, in characters. */
  maxLength?: number;
  placeholder?: string;
}

export type ToolParam = NumberParam | ChoiceParam | TextParam;

/** A tool's parameters in form order, with the tool's name (what the parser and the form need). */
export interface ParamContract<P extends readonly ToolParam[] = readonly ToolParam[]> {
  /** The tool's name in the API table, e.g. 'Pump selector'. */
  title: string;
  /** The JSON API's path. */
  api: string;
  params: P;
}

/** A tool's contract: its parameters and its page's path. */
export interface ToolContract<P extends readonly ToolParam[] = readonly ToolParam[]> extends ParamContract<P> {
  /** The page's path (`paths` of `@/config/paths`). */
  path: string;
}

/** The URL names of a contract's parameters, in form order. */
export type ParamName<C extends ParamContract> = C['params'][number]['name'];

/** The value a parameter's parser gives: a number, a list of them, a choice's option (as a number for numeric options) or text. */
export type ParamValue<P> = P extends { kind: 'number'; perMonth: 'twelve' }
  ? number[]
  : P extends { kind: 'number'; perMonth: 'one-or-twelve' }
    ? number | number[]
    : P extends { kind: 'number' }
      ? number
      : P extends { kind: 'choice'; numeric: true; options: readonly { value: infer V }[] }
        ? V extends `${infer N extends number}`
          ? N
          : never
        : P extends { kind: 'choice'; options: readonly { value: infer V }[] }
          ? V
          : string;

/** Names of the numbers a contract gives a default (which a parser may fill in). */
export type DefaultedNumbers<C extends ParamContract> = Extract<
  C['params'][number],
  { kind: 'number'; default: number }
>['name'];

/**
 * A tool's parsed input as the contract declares it, keyed by URL name: the required parameters, the
 * choices with a default and the names `Filled` (what the tool's parser fills in) always present, the
 * others optional. So a parameter added to the contract is in the input's type without another edit.
 */
export type ContractValues<C extends ParamContract, Filled extends string = never> = {
  [
    P in C['params'][number] as P extends { required: true } | { kind: 'choice'; default: string }
      ? P['name']
      : P['name'] extends Filled
        ? P['name']
        : never
  ]: ParamValue<P>;
} & {
  [
    P in C['params'][number] as P extends { required: true } | { kind: 'choice'; default: string }
      ? never
      : P['name'] extends Filled
        ? never
        : P['name']
  ]?: ParamValue<P>;
};

/** The names of a contract's parameters, in form order. */
export function paramNames<C extends ParamContract>(contract: C): ParamName<C>[] {
  return contract.params.map((param) => param.name);
}

/** A contract's parameter by name. @throws Error when the contract has no such parameter */
export function paramOf<C extends ParamContract, N extends ParamName<C>>(
  contract: C,
  name: N,
): Extract<C['params'][number], { name: N }> {
  const param = contract.params.find((p) => p.name === name);
  if (!param) throw new Error(`${contract.title} has no parameter ${name}`);
  return param as Extract<C['params'][number], { name: N }>;
}

/** The name a message gives a parameter: its term, or its label. */
export function termOf(param: ToolParam): string {
  return param.term ?? param.label;
}

/** Each parameter's value in a record: `labels(contract, termOf)` → { flow: 'Flow', … }. */
export function byName<C extends ParamContract, T>(
  contract: C,
  value: (param: C['params'][number]) => T,
): Record<ParamName<C>, T> {
  return Object.fromEntries(contract.params.map((param) => [param.name, value(param)])) as Record<ParamName<C>, T>;
}

/** The trimmed value of a URL parameter or else of its first alias given, or undefined when absent or blank. */
export function urlValue(params: URLSearchParams, param: ToolParam): string | undefined {
  for (const name of [param.name, ...(param.aliases ?? [])]) {
    const value = params.get(name)?.trim();
    if (value) return value;
  }
  return undefined;
}

/** The first parameter given more than once (under its name and its aliases together; a blank repeat counts), or undefined. */
export function repeatedParamOf<C extends ParamContract>(
  contract: C,
  params: URLSearchParams,
): ParamName<C> | undefined {
  const count = (param: ToolParam) =>
    [param.name, ...(param.aliases ?? [])].reduce((sum, name) => sum + params.getAll(name).length, 0);
  return contract.params.find((param) => count(param) > 1)?.name;
}

/** The form's values as strings, exactly as in the URL ('' when absent). */
export type FormValues<C extends ParamContract> = Record<ParamName<C>, string>;

/** A fresh form's values: each choice's default, a prefilled number's default, else ''. */
export function formDefaults<C extends ParamContract>(contract: C): FormValues<C> {
  return byName(contract, (param) => {
    if (param.kind === 'choice') return param.default ?? '';
    if (param.kind === 'number' && param.prefill && param.default !== undefined) return String(param.default);
    return '';
  });
}

/** The form's values for a URL query: each parameter as given (an alias read), else its form default. */
export function formValuesFromParams<C extends ParamContract>(contract: C, params: URLSearchParams): FormValues<C> {
  const defaults = formDefaults(contract);
  return byName(contract, (param) => urlValue(params, param) ?? defaults[param.name as ParamName<C>]);
}

/**
 * The query for a set of form values: the non-empty parameters under their current names, in form
 * order, so equal inputs give equal, shareable URLs.
 */
export function queryFromFormValues<C extends ParamContract>(
  contract: C,
  values: Partial<Record<ParamName<C>, string>>,
): URLSearchParams {
  const query = new URLSearchParams();
  for (const param of contract.params) {
    const value = values[param.name as ParamName<C>]?.trim();
    if (value) query.set(param.name, value);
  }
  return query;
}

/** Whether a query gives any of the contract's parameters except `ignored` (a tool's "asks for an answer at all"). */
export function anyParamGiven<C extends ParamContract>(
  contract: C,
  params: URLSearchParams,
  ignored: readonly ParamName<C>[] = [],
): boolean {
  return contract.params.some((param) => !ignored.includes(param.name) && urlValue(params, param) !== undefined);
}

/**
 * A parsed input as a tool hands it on: the values given, those a query always has (`always`) first,
 * then the others, each in the contract's order, absent ones left out.
 * @param values the parsed values by URL name (undefined for absent)
 * @param always whether a parameter is always present in a parsed input (required, filled by a default)
 */
export function orderedValues<C extends ParamContract>(
  contract: C,
  values: Partial<Record<ParamName<C>, unknown>>,
  always: (param: C['params'][number]) => boolean,
): Record<string, unknown> {
  const first = contract.params.filter((param) => always(param));
  const rest = contract.params.filter((param) => !always(param));
  return Object.fromEntries(
    [...first, ...rest].flatMap((param) => {
      const value = values[param.name as ParamName<C>];
      return value === undefined ? [] : [[param.name, value]];
    }),
  );
}
