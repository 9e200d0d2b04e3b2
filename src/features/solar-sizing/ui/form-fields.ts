import { decimalString } from '@/lib/tool-contract/query-values';
import { formValuesFromParams, paramOf, type FormValues, type ParamName } from '@/lib/tool-contract/contract';
import { solarContract, type SolarContract } from '../contract';

/**
 * The solar sizing form as data (issue 29): its number inputs by fieldset, with units, limits, help
 * and placeholders, and its values for a URL, all read from the tool's URL contract
 * (`../contract.ts`, which the parser is built from too).
 */

export type SolarParamName = ParamName<SolarContract>;

/** The form's values as the inputs show them (strings; '' when not given). */
export type SolarFormValues = Partial<FormValues<SolarContract>>;

/** A number input of the form. */
export interface NumberSpec {
  name: SolarParamName;
  /** Also takes twelve figures separated by commas (a text input, since a number input refuses commas). */
  perMonth?: boolean;
  unit: string;
  help: string;
  min?: number;
  max?: number;
  required?: boolean;
  placeholder?: string;
}

type SolarNumberParam = Extract<SolarContract['params'][number], { kind: 'number' }>;

/** The number inputs of a fieldset that each have a help line (the place's figures are laid out apart). */
const numberInputs = (group: string): NumberSpec[] =>
  solarContract.params
    .filter((param): param is SolarNumberParam => param.kind === 'number' && param.group === group && 'help' in param)
    .map((param) => ({
      name: param.name,
      ...('perMonth' in param ? { perMonth: true } : {}),
      unit: param.unit,
      help: 'help' in param ? param.help : '',
      min: param.min,
      max: param.max,
      ...('required' in param ? { required: true } : {}),
      ...('placeholder' in param ? { placeholder: param.placeholder } : {}),
    }));

/** The water and head inputs, in form order. */
export const waterFields = numberInputs('Water and head');

/** The array's number inputs, in form order (the design month's select follows). */
export const arrayFields = numberInputs('Array');

/** The latitude and longitude inputs' limits, degrees. */
export const placeLimits = {
  lat: { min: paramOf(solarContract, 'lat').min, max: paramOf(solarContract, 'lat').max },
  lon: { min: paramOf(solarContract, 'lon').min, max: paramOf(solarContract, 'lon').max },
};

/**
 * The form's values: what the URL gives (each parameter of the contract, trimmed), else the figures
 * of the borewell sheet the visitor came from.
 * @param prefill the borewell sheet's figures (numbers in the contract's units), or null
 */
export function solarFormValues(
  params: URLSearchParams,
  prefill: Partial<Record<SolarParamName, unknown>> | null,
): SolarFormValues {
  const given = formValuesFromParams(solarContract, params);
  const values: SolarFormValues = {};
  for (const param of solarContract.params) {
    const sheet = prefill?.[param.name];
    const value = given[param.name] || (typeof sheet === 'number' ? decimalString(sheet) : '');
    if (value) values[param.name] = value;
  }
  return values;
}
