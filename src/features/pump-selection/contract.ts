import { paths } from '@/config/paths';
import { currencySymbol } from '@/components/format/figures';
import { DEFAULT_HOURS_PER_DAY } from '@/engineering/hydraulics/energy';
import { DEFAULT_ALTITUDE_M, DEFAULT_WATER_TEMPERATURE_C } from '@/engineering/hydraulics/npsh';
import { frequencyParam, phaseOptions } from '@/engineering/supply-params';
import type { ToolContract } from '@/lib/tool-contract/contract';
import { flowUnits, headUnits, unitSymbols } from '@/engineering/units';

/**
 * The pump selector's URL contract (issue 12, section 3; issue 47, item 1), read by `/pump-selector`,
 * its form, `/pump-selector/compare`, the datasheet and product pages' duty overlay and
 * `GET /api/pumps/select`. Every parameter is declared here once, in form order; the parser
 * (`domain/query.ts`), the form (`ui/form-fields.ts`), the presenters and the API table of
 * `docs/api.md` (`npm run docs:api`) are built from it. Browser-safe: no zod, no domain code.
 *
 * Flow and head are in the unit their `flowUnit` and `headUnit` name; their limits are in m³/h and m
 * after conversion: from well below the smallest model (0.3 m³/h, 1.5 m) to above the largest
 * (16 240 m³/h, 510 m). Suction lift at most 9 m: the atmosphere lifts water at most 10.3 m at sea
 * level (101.325 kPa / ρg).
 */
export const selectorContract = {
  title: 'Pump selector',
  path: paths.pumpSelector,
  api: '/api/pumps/select',
  params: [
    {
      name: 'installation',
      kind: 'choice',
      label: 'Where does the pump go?',
      term: 'Where the pump goes',
      help: 'Only pumps built for that place are ranked.',
      group: 'Duty',
      // The places and their categories: `domain/installation.ts`; absent: all applications.
      emptyLabel: 'All applications (engineers)',
      options: [
        { value: 'borewell', label: 'Borewell (tube well)' },
        { value: 'open-well', label: 'Open well or sump' },
        { value: 'surface', label: 'On the surface or boosting pressure' },
        { value: 'waste-water', label: 'Waste water or sewage' },
      ],
    },
    {
      name: 'flow',
      kind: 'number',
      label: 'Flow',
      help: 'The flow you need at the delivery point.',
      group: 'Duty',
      required: true,
      unit: 'm³/h',
      unitParam: 'flowUnit',
      min: 0.01,
      max: 20_000,
    },
    {
      name: 'flowUnit',
      kind: 'choice',
      label: 'Flow unit',
      group: 'Duty',
      default: 'm3h',
      options: flowUnits.map((unit) => ({ value: unit, label: unitSymbols[unit] })),
    },
    {
      name: 'head',
      kind: 'number',
      label: 'Head',
      help: 'Total dynamic head: lift plus friction losses, or the pressure you need.',
      group: 'Duty',
      required: true,
      unit: 'm',
      unitParam: 'headUnit',
      min: 0.1,
      max: 1_000,
    },
    {
      name: 'headUnit',
      kind: 'choice',
      label: 'Head unit',
      group: 'Duty',
      default: 'm',
      options: headUnits.map((unit) => ({ value: unit, label: unitSymbols[unit] })),
    },
    // The URL's short `hz` (shared links, the product pages' duty overlay, the quote form) is the
    // domain's `Duty.frequencyHz`, named with its unit like the catalogue's `PumpModel.frequencyHz`.
    frequencyParam('Supply'),
    {
      name: 'phase',
      kind: 'choice',
      label: 'Phase',
      group: 'Supply',
      numeric: true,
      emptyLabel: 'Any',
      options: phaseOptions,
    },
    {
      name: 'voltage',
      kind: 'number',
      label: 'Voltage (V)',
      term: 'Voltage',
      help: 'Optional: only pumps offered for this supply voltage.',
      group: 'Supply',
      unit: 'V',
      min: 100,
      max: 1000,
    },
    {
      name: 'category',
      kind: 'text',
      label: 'Pump type',
      term: 'Application',
      group: 'Duty',
      // A category slug: the SPEC 3.1 name in lower case with '-' for spaces, e.g. `submersible-pumps`.
      emptyLabel: 'All pump types',
    },
    {
      name: 'boreDiameterIn',
      aliases: ['boreIn'],
      kind: 'number',
      label: 'Borewell size (inch)',
      term: 'Bore diameter',
      help: 'Borewell: the inside diameter of its casing; pumps too wide for it are left out.',
      group: 'Duty',
      unit: 'inch',
      min: 2,
      max: 30,
    },
    {
      name: 'staticHeadM',
      kind: 'number',
      label: 'Static head (m)',
      term: 'Static head',
      help: 'Part of the head that does not change with flow (the lift). Leave empty for 0.',
      group: 'System and running cost',
      unit: 'm',
      min: 0,
      max: 1_000,
      default: 0,
    },
    {
      name: 'hoursPerDay',
      kind: 'number',
      label: 'Running hours per day',
      term: 'Hours per day',
      group: 'System and running cost',
      unit: 'h/day',
      min: 0.1,
      max: 24,
      default: DEFAULT_HOURS_PER_DAY,
      prefill: true,
    },
    {
      name: 'tariffPerKwh',
      kind: 'number',
      label: 'Electricity tariff per kWh',
      term: 'Tariff',
      help: `Optional: in ${currencySymbol()} per kWh, to show the running cost per year.`,
      group: 'System and running cost',
      unit: 'per kWh',
      min: 0,
      max: 1000,
    },
    {
      name: 'suctionLiftM',
      kind: 'number',
      label: 'Suction lift (m)',
      term: 'Suction lift',
      help: 'Surface pumps: height of the pump inlet above the water surface; negative when the water stands above it (flooded suction). Checks NPSH.',
      group: 'Surface pump suction (NPSH)',
      unit: 'm',
      min: -100,
      max: 9,
    },
    {
      name: 'waterTempC',
      kind: 'number',
      label: 'Water temperature (°C)',
      term: 'Water temperature',
      help: `Leave empty for ${DEFAULT_WATER_TEMPERATURE_C} °C.`,
      group: 'Surface pump suction (NPSH)',
      unit: '°C',
      min: 1,
      max: 100,
      default: DEFAULT_WATER_TEMPERATURE_C,
    },
    {
      name: 'altitudeM',
      kind: 'number',
      label: 'Site altitude (m)',
      term: 'Altitude',
      help: `Above sea level; leave empty for ${DEFAULT_ALTITUDE_M}.`,
      group: 'Surface pump suction (NPSH)',
      unit: 'm',
      min: -500,
      max: 5000,
      default: DEFAULT_ALTITUDE_M,
    },
  ],
} as const satisfies ToolContract;

export type SelectorContract = typeof selectorContract;
