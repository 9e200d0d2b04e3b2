import { pumpSelectorParamAliases, pumpSelectorParams, type PumpSelectorParam } from '@/config/paths';
import { DEFAULT_HOURS_PER_DAY } from '@/lib/hydraulics/energy';
import { currencySymbol } from '@/lib/figures';

/**
 * The selector form as data (issue 12, section 3): the query parameters it writes, their defaults, the
 * unit choices, labels and help text. Shared by the server-rendered form, the client island and the
 * compare page. The parameters are the URL contract of the selection domain (`../domain/query.ts`), which
 * reads, bounds and checks them; both take the one list from `@/config/paths`, so the client island
 * does not carry the selection domain and zod (`selector-form.test.tsx` checks that every parameter
 * has a control).
 */

/** Query parameters of the selector, in form order. */
export const selectorParamNames = pumpSelectorParams;
export type SelectorParamName = PumpSelectorParam;

/** The form's values as strings, exactly as they appear in the URL ('' when absent). */
export type SelectorFormValues = Record<SelectorParamName, string>;

/** Flow units: m³/h, L/s, L/min, US gpm. */
export const flowUnits = [
  { value: 'm3h', label: 'm³/h' },
  { value: 'ls', label: 'L/s' },
  { value: 'lmin', label: 'L/min' },
  { value: 'usgpm', label: 'US gpm' },
] as const;

/** Head units: m, ft, or a pressure in bar/psi converted at ρ = 1000 kg/m³. */
export const headUnits = [
  { value: 'm', label: 'm' },
  { value: 'ft', label: 'ft' },
  { value: 'bar', label: 'bar' },
  { value: 'psi', label: 'psi' },
] as const;

/**
 * Where the pump goes, the form's first question (issue 49, item 3; the places and their categories:
 * `../domain/installation.ts`): '' is "all applications", the default (first, as a select shows its
 * first option when none is marked), for engineers.
 */
export const installationOptions = [
  { value: '', label: 'All applications (engineers)' },
  { value: 'borewell', label: 'Borewell (tube well)' },
  { value: 'open-well', label: 'Open well or sump' },
  { value: 'surface', label: 'On the surface or boosting pressure' },
  { value: 'waste-water', label: 'Waste water or sewage' },
] as const;

/** Defaults of a fresh form: all applications, m³/h and m, 50 Hz, any supply, 8 hours a day. */
export const selectorDefaults: SelectorFormValues = {
  installation: '',
  flow: '',
  flowUnit: 'm3h',
  head: '',
  headUnit: 'm',
  hz: '50',
  phase: '',
  voltage: '',
  category: '',
  boreDiameterIn: '',
  staticHeadM: '',
  hoursPerDay: String(DEFAULT_HOURS_PER_DAY),
  tariffPerKwh: '',
  suctionLiftM: '',
  waterTempC: '',
  altitudeM: '',
};

/** Visible label of each input. */
export const selectorLabels: Record<SelectorParamName, string> = {
  installation: 'Where does the pump go?',
  flow: 'Flow',
  flowUnit: 'Flow unit',
  head: 'Head',
  headUnit: 'Head unit',
  hz: 'Frequency',
  phase: 'Phase',
  voltage: 'Voltage (V)',
  category: 'Pump type',
  boreDiameterIn: 'Borewell size (inch)',
  staticHeadM: 'Static head (m)',
  hoursPerDay: 'Running hours per day',
  tariffPerKwh: 'Electricity tariff per kWh',
  suctionLiftM: 'Suction lift (m)',
  waterTempC: 'Water temperature (°C)',
  altitudeM: 'Site altitude (m)',
};

/** Help text under the inputs that need one. */
export const selectorHelp: Partial<Record<SelectorParamName, string>> = {
  flow: 'The flow you need at the delivery point.',
  head: 'Total dynamic head: lift plus friction losses, or the pressure you need.',
  voltage: 'Optional: only pumps offered for this supply voltage.',
  installation: 'Only pumps built for that place are ranked.',
  boreDiameterIn: 'Borewell: the inside diameter of its casing; pumps too wide for it are left out.',
  staticHeadM: 'Part of the head that does not change with flow (the lift). Leave empty for 0.',
  tariffPerKwh: `Optional: in ${currencySymbol()} per kWh, to show the running cost per year.`,
  suctionLiftM:
    'Surface pumps: height of the pump inlet above the water surface; negative when the water stands above it (flooded suction). Checks NPSH.',
  waterTempC: 'Leave empty for 20 °C.',
  altitudeM: 'Above sea level; leave empty for 0.',
};

/** The selector's parameters from a URL query, with the defaults for those absent or empty. */
export function formValuesFromParams(params: URLSearchParams): SelectorFormValues {
  const values = { ...selectorDefaults };
  for (const name of selectorParamNames) {
    const alias = pumpSelectorParamAliases[name];
    const value = params.get(name)?.trim() || (alias ? params.get(alias)?.trim() : undefined);
    if (value) values[name] = value;
  }
  return values;
}

/**
 * The query for a set of form values: only the parameters that differ from an empty value, where the
 * pump goes, then flow and head first, in form order (so equal selections give equal, shareable URLs).
 */
export function queryFromFormValues(values: Partial<SelectorFormValues>): URLSearchParams {
  const query = new URLSearchParams();
  for (const name of selectorParamNames) {
    const value = values[name]?.trim();
    if (value) query.set(name, value);
  }
  return query;
}
