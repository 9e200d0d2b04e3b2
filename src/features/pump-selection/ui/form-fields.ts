import {
  byName,
  formDefaults,
  formValuesFromParams as contractFormValues,
  paramNames,
  paramOf,
  queryFromFormValues as contractQuery,
  type FormValues,
  type ParamName,
  type ToolParam,
} from '@/lib/tool-contract/contract';
import { selectorContract } from '../contract';

/**
 * The selector form as data (issue 12, section 3): the query parameters it writes, their defaults, the
 * unit choices, labels and help text. Shared by the server-rendered form, the client island and the
 * compare page. All of it is read from the selector's contract (`../contract.ts`), which the selection
 * domain's parser (`../domain/query.ts`) is built from too; the contract has no zod, so the client
 * island does not carry the selection domain and zod (`selector-form.test.tsx` checks that every
 * parameter has a control).
 */

export type SelectorParamName = ParamName<typeof selectorContract>;

/** Query parameters of the selector, in form order. */
export const selectorParamNames: readonly SelectorParamName[] = paramNames(selectorContract);

/** The form's values as strings, exactly as they appear in the URL ('' when absent). */
export type SelectorFormValues = FormValues<typeof selectorContract>;

/** Flow units: m³/h, L/s, L/min, US gpm. */
export const flowUnits = paramOf(selectorContract, 'flowUnit').options;

/** Head units: m, ft, or a pressure in bar/psi converted at ρ = 1000 kg/m³. */
export const headUnits = paramOf(selectorContract, 'headUnit').options;

/**
 * Where the pump goes, the form's first question (issue 49, item 3; the places and their categories:
 * `../domain/installation.ts`): '' is "all applications", the default (first, as a select shows its
 * first option when none is marked), for engineers.
 */
export const installationOptions = [
  { value: '', label: paramOf(selectorContract, 'installation').emptyLabel },
  ...paramOf(selectorContract, 'installation').options,
];

/** The pump type select's first option, for every category (the categories come from the catalogue). */
export const categoryEmptyLabel = paramOf(selectorContract, 'category').emptyLabel;

/** Supply phases: '' is any supply, the default. */
export const phaseOptions = [
  { value: '', label: paramOf(selectorContract, 'phase').emptyLabel },
  ...paramOf(selectorContract, 'phase').options,
];

/** Defaults of a fresh form: all applications, m³/h and m, 50 Hz, any supply, 8 hours a day. */
export const selectorDefaults: SelectorFormValues = formDefaults(selectorContract);

/** Visible label of each input. */
export const selectorLabels: Record<SelectorParamName, string> = byName(selectorContract, (param) => param.label);

/** Help text under the inputs that need one. */
export const selectorHelp: Partial<Record<SelectorParamName, string>> = Object.fromEntries(
  selectorContract.params.flatMap((param) => ('help' in param ? [[param.name, param.help]] : [])),
);

/** The `min` and `max` of a number input: the contract's limits (a flow or head only above 0, as its unit is chosen). */
export function selectorInputLimits(name: SelectorParamName): { min?: number; max?: number } {
  const param: ToolParam = paramOf(selectorContract, name);
  if (param.kind !== 'number') return {};
  return param.unitParam ? { min: 0 } : { min: param.min, max: param.max };
}

/** The selector's parameters from a URL query (an alias read), with the defaults for those absent or empty. */
export function formValuesFromParams(params: URLSearchParams): SelectorFormValues {
  return contractFormValues(selectorContract, params);
}

/**
 * The query for a set of form values: only the parameters that differ from an empty value, where the
 * pump goes, then flow and head first, in form order (so equal selections give equal, shareable URLs).
 */
export function queryFromFormValues(values: Partial<SelectorFormValues>): URLSearchParams {
  return contractQuery(selectorContract, values);
}
