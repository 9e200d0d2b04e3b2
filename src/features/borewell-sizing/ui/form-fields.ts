import {
  byName,
  formDefaults,
  formValuesFromParams as contractFormValues,
  paramNames,
  paramOf,
  queryFromFormValues as contractQuery,
  termOf,
  type FormValues,
  type ParamName,
} from '@/lib/tool-contract/contract';
import type { ImperialConvertible, UnitSystem } from '@/engineering/units';
import { borewellContract, type BorewellContract } from '../contract';

/**
 * The borewell sizing form as data (issue 13): its parameters, groups, units, limits, labels and help
 * text, all read from the tool's URL contract (`../contract.ts`, which the parser is built from too),
 * so the form and the error messages name a field the same way. Shared by the server-rendered page
 * and the client island; no domain code and no zod, so the browser bundle stays small.
 */

/** Id of the system sheet's heading: the form's jump link and, on narrow screens, its submit button go there. */
export const sheetHeadingId = 'sheet-heading';

export type SizingParamName = ParamName<typeof borewellContract>;

/** Query parameters of the wizard, in form order. */
export const sizingParamNames: readonly SizingParamName[] = paramNames(borewellContract);

/** The form's values as strings, exactly as in the URL ('' when absent). */
export type SizingFormValues = FormValues<typeof borewellContract>;

/** Visible name of each parameter: the contract's, which the parser's messages use too. */
export const sizingLabels: Readonly<Record<SizingParamName, string>> = byName(borewellContract, termOf);

/** A number input of the form. */
export interface NumberFieldSpec {
  name: SizingParamName;
  /** Metric unit shown after the label ('' for none). */
  unit: string;
  /** The metric unit's imperial counterpart, when the units switch converts this field. */
  imperial?: ImperialConvertible;
  min: number;
  max?: number;
  required?: boolean;
  /** One short sentence under the input. */
  help: string;
}

/** The fieldset of the pipe and supply choices, whose number inputs follow the choices ({@link supplyFields}). */
const supplyGroup = 'Pipe and supply';

type SizingNumberParam = Extract<BorewellContract['params'][number], { kind: 'number' }>;

const numberSpec = (param: SizingNumberParam): NumberFieldSpec => ({
  name: param.name,
  unit: param.unit,
  ...('imperial' in param ? { imperial: param.imperial } : {}),
  min: param.min,
  max: param.max,
  ...('required' in param ? { required: param.required } : {}),
  help: param.help,
});

const numberParams = borewellContract.params.filter((param): param is SizingNumberParam => param.kind === 'number');

/** The groups of number inputs, each a fieldset with a legend, in form order (the contract's groups). */
export const numberFieldGroups: readonly { legend: string; fields: readonly NumberFieldSpec[] }[] = [
  ...new Set(numberParams.map((param) => param.group)),
]
  .filter((group) => group !== supplyGroup)
  .map((legend) => ({
    legend,
    fields: numberParams.filter((param) => param.group === legend).map(numberSpec),
  }));

/** The electrical number inputs, after the supply choices. */
export const supplyFields: readonly NumberFieldSpec[] = numberParams
  .filter((param) => param.group === supplyGroup)
  .map(numberSpec);

/** Column pipe materials as the URL spells them, with their names. */
export const pipeMaterials = paramOf(borewellContract, 'pipeMaterial').options;

/** Defaults of a fresh form: 50 Hz, three-phase, uPVC; everything else empty. */
export const sizingDefaults: SizingFormValues = formDefaults(borewellContract);

/** The wizard's parameters from a URL query, with the defaults for those absent or empty. */
export function formValuesFromParams(params: URLSearchParams): SizingFormValues {
  return contractFormValues(borewellContract, params);
}

/**
 * The query for a set of form values: the non-empty parameters in form order, so equal inputs give
 * equal, shareable URLs.
 */
export function queryFromFormValues(values: Partial<SizingFormValues>): URLSearchParams {
  return contractQuery(borewellContract, values);
}

/**
 * The display parameter of the page: `units=imperial` shows the sheet (and the form, with JavaScript)
 * in ft, psi and US gpm. Not a sizing input: the well data in the URL stay metric, so a link gives the
 * same set in either system.
 */
export const unitSystemParam = 'units';

/** The unit system a URL asks for: imperial only when it says so. */
export function unitSystemFromParams(params: URLSearchParams): UnitSystem {
  return params.get(unitSystemParam)?.trim() === 'imperial' ? 'imperial' : 'metric';
}
