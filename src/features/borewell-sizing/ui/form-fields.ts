import type { ImperialConvertible, UnitSystem } from '@/lib/units';

/**
 * The borewell sizing form as data (issue 13): its parameters (the URL contract of
 * `../domain`, metric values with the unit in the name), groups, units, limits and help text.
 * Shared by the server-rendered page and the client island; no domain code, so the browser bundle
 * stays small. Labels come from the sizing domain (`FIELD_LABELS`), so the form and the error
 * messages name a field the same way.
 */

/** Id of the system sheet's heading: the form's jump link and, on narrow screens, its submit button go there. */
export const sheetHeadingId = 'sheet-heading';

/** Query parameters of the wizard, in form order. */
export const sizingParamNames = [
  'boreDiameterIn',
  'boreDepthM',
  'staticLevelM',
  'drawdownM',
  'secondFlowM3h',
  'secondDrawdownM',
  'deliveryHeightM',
  'horizontalRunM',
  'outletPressureBar',
  'flowM3h',
  'dailyVolumeM3',
  'pumpingHours',
  'pipeMaterial',
  'hz',
  'phase',
  'voltage',
  'cableLengthM',
  'tariffPerKwh',
  'waterTempC',
] as const;
export type SizingParamName = (typeof sizingParamNames)[number];

/** The form's values as strings, exactly as in the URL ('' when absent). */
export type SizingFormValues = Record<SizingParamName, string>;

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

/** The groups of number inputs, each a fieldset with a legend, in form order. */
export const numberFieldGroups: readonly { legend: string; fields: readonly NumberFieldSpec[] }[] = [
  {
    legend: 'The well',
    fields: [
      {
        name: 'boreDiameterIn',
        unit: 'inch',
        min: 3,
        max: 24,
        required: true,
        help: 'Inside diameter of the casing (4, 5, 6, 8 or 10 inch).',
      },
      {
        name: 'boreDepthM',
        unit: 'm',
        imperial: 'm',
        min: 0,
        max: 1500,
        required: true,
        help: 'From ground level to the bottom of the bore.',
      },
      {
        name: 'staticLevelM',
        unit: 'm',
        imperial: 'm',
        min: 0,
        max: 1500,
        required: true,
        help: 'Depth of the water below ground when no pump runs.',
      },
      {
        name: 'drawdownM',
        unit: 'm',
        imperial: 'm',
        min: 0,
        max: 1500,
        required: true,
        help: 'How far the level falls while pumping at your rate (from the yield test).',
      },
      {
        name: 'secondFlowM3h',
        unit: 'm³/h',
        imperial: 'm³/h',
        min: 0,
        max: 1000,
        help: 'Optional: another flow of the yield test, for the well’s turbulent losses.',
      },
      {
        name: 'secondDrawdownM',
        unit: 'm',
        imperial: 'm',
        min: 0,
        max: 1500,
        help: 'Optional: the drawdown seen at that second flow.',
      },
    ],
  },
  {
    legend: 'Delivery',
    fields: [
      {
        name: 'deliveryHeightM',
        unit: 'm',
        imperial: 'm',
        min: 0,
        max: 500,
        help: 'Height of the outlet or tank inlet above ground.',
      },
      {
        name: 'horizontalRunM',
        unit: 'm',
        imperial: 'm',
        min: 0,
        max: 10000,
        help: 'Pipe from the well head to the outlet or tank.',
      },
      {
        name: 'outletPressureBar',
        unit: 'bar',
        imperial: 'bar',
        min: 0,
        max: 20,
        help: 'For sprinklers or a pressure tank; 0 for free flow into a tank.',
      },
    ],
  },
  {
    legend: 'Water need',
    fields: [
      {
        name: 'flowM3h',
        unit: 'm³/h',
        imperial: 'm³/h',
        min: 0,
        max: 1000,
        help: 'The flow you need, or leave it empty and give the daily volume.',
      },
      {
        name: 'dailyVolumeM3',
        unit: 'm³/day',
        imperial: 'm³',
        min: 0,
        max: 24000,
        help: 'Water needed per day, pumped in the hours below.',
      },
      {
        name: 'pumpingHours',
        unit: 'h/day',
        min: 0,
        max: 24,
        help: 'Hours the pump runs a day (8 when the flow is given and this is empty).',
      },
    ],
  },
];

/** The electrical number inputs, after the supply choices. */
export const supplyFields: readonly NumberFieldSpec[] = [
  {
    name: 'voltage',
    unit: 'V',
    min: 100,
    max: 690,
    help: 'Empty: 230 V single-phase, 415 V three-phase (460 V at 60 Hz).',
  },
  {
    name: 'cableLengthM',
    unit: 'm',
    imperial: 'm',
    min: 0,
    max: 2000,
    help: 'From the control panel to the well head; the drop to the pump is added.',
  },
  {
    name: 'tariffPerKwh',
    unit: 'per kWh',
    min: 0,
    max: 1000,
    help: 'Optional: the running cost per year in your currency.',
  },
  {
    name: 'waterTempC',
    unit: '°C',
    min: 0,
    max: 40,
    help: 'Empty: 25 °C. Warmer water derates plastic columns and needs more cooling past the motor.',
  },
];

/** Column pipe materials as the URL spells them, with their names. */
export const pipeMaterials = [
  { value: 'upvc', label: 'uPVC' },
  { value: 'gi', label: 'GI (galvanised iron)' },
  { value: 'hdpe', label: 'HDPE' },
] as const;

/** Defaults of a fresh form: 50 Hz, three-phase, uPVC; everything else empty. */
export const sizingDefaults: SizingFormValues = {
  boreDiameterIn: '',
  boreDepthM: '',
  staticLevelM: '',
  drawdownM: '',
  secondFlowM3h: '',
  secondDrawdownM: '',
  deliveryHeightM: '',
  horizontalRunM: '',
  outletPressureBar: '',
  flowM3h: '',
  dailyVolumeM3: '',
  pumpingHours: '',
  pipeMaterial: 'upvc',
  hz: '50',
  phase: '3',
  voltage: '',
  cableLengthM: '',
  tariffPerKwh: '',
  waterTempC: '',
};

/** The wizard's parameters from a URL query, with the defaults for those absent or empty. */
export function formValuesFromParams(params: URLSearchParams): SizingFormValues {
  const values = { ...sizingDefaults };
  for (const name of sizingParamNames) {
    const value = params.get(name)?.trim();
    if (value) values[name] = value;
  }
  return values;
}

/**
 * The query for a set of form values: the non-empty parameters in form order, so equal inputs give
 * equal, shareable URLs.
 */
export function queryFromFormValues(values: Partial<SizingFormValues>): URLSearchParams {
  const query = new URLSearchParams();
  for (const name of sizingParamNames) {
    const value = values[name]?.trim();
    if (value) query.set(name, value);
  }
  return query;
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
