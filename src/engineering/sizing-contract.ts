import type { ParamContract } from '@/lib/tool-contract/contract';
import { frequencyParam, phaseOptions } from './supply-params';
import { DEFAULT_WATER_TEMP_C, MAX_WATER_TEMP_C } from './warm-water';

/**
 * Smallest flow in m³/h, typed or derived (10 L/h): the pump selector's lower bound. Below it the
 * sizing rounds the flow to 0 m³/h and the duty head to the static head, which the pump choice cannot
 * meet (issue 51: `flowM3h=0.00000001` answered 500, `flowM3h=0.001` a sizing for 0 m³/h).
 */
const MIN_FLOW_M3H = 0.01;
/** Largest flow in m³/h, typed or derived from a daily volume and its hours. */
const MAX_FLOW_M3H = 1000;

/** A required depth in the well below ground, m (bore depth, static level, drawdown): 0 to 1500 m. */
const depthInWell = { group: 'The well', required: true, unit: 'm', imperial: 'm', min: 0, max: 1500 } as const;

/**
 * The borewell sizing's URL contract (issue 13; issue 47, item 1), shared by `/borewell-sizing` and
 * `GET /api/borewell-sizing`: metric values with the unit in the name, in form order. Every
 * parameter is declared here once; the parser (`domain/query.ts`), the form (`ui/form-fields.ts`)
 * and the API table of `docs/api.md` (`npm run docs:api`) are built from it. Browser-safe: no zod.
 * `units=imperial` is a display parameter of the page, not part of the contract (`ui/form-fields.ts`).
 */
export const sizingContract = {
  title: 'Borewell sizing',
  api: '/api/borewell-sizing',
  params: [
    {
      name: 'boreDiameterIn',
      kind: 'number',
      label: 'Bore diameter',
      help: 'Inside diameter of the casing (4, 5, 6, 8 or 10 inch).',
      group: 'The well',
      required: true,
      unit: 'inch',
      min: 3,
      max: 24,
    },
    {
      name: 'boreDepthM',
      kind: 'number',
      label: 'Bore depth',
      help: 'From ground level to the bottom of the bore.',
      ...depthInWell,
      above: true,
    },
    {
      name: 'staticLevelM',
      kind: 'number',
      label: 'Static water level',
      help: 'Depth of the water below ground when no pump runs.',
      ...depthInWell,
    },
    {
      name: 'drawdownM',
      kind: 'number',
      label: 'Drawdown',
      help: 'How far the level falls while pumping at your rate (from the yield test).',
      ...depthInWell,
    },
    {
      name: 'secondFlowM3h',
      kind: 'number',
      label: 'Second test flow',
      help: 'Optional: another flow of the yield test, for the well’s turbulent losses.',
      group: 'The well',
      unit: 'm³/h',
      imperial: 'm³/h',
      min: MIN_FLOW_M3H,
      max: MAX_FLOW_M3H,
    },
    {
      name: 'secondDrawdownM',
      kind: 'number',
      label: 'Second test drawdown',
      help: 'Optional: the drawdown seen at that second flow.',
      group: 'The well',
      unit: 'm',
      imperial: 'm',
      min: 0,
      above: true,
      max: 1500,
    },
    {
      name: 'deliveryHeightM',
      kind: 'number',
      label: 'Delivery height',
      help: 'Height of the outlet or tank inlet above ground.',
      group: 'Delivery',
      unit: 'm',
      imperial: 'm',
      min: 0,
      max: 500,
      default: 0,
    },
    {
      name: 'horizontalRunM',
      kind: 'number',
      label: 'Horizontal pipe run',
      help: 'Pipe from the well head to the outlet or tank.',
      group: 'Delivery',
      unit: 'm',
      imperial: 'm',
      min: 0,
      max: 10000,
      default: 0,
    },
    {
      name: 'outletPressureBar',
      kind: 'number',
      label: 'Outlet pressure',
      help: 'For sprinklers or a pressure tank; 0 for free flow into a tank.',
      group: 'Delivery',
      unit: 'bar',
      imperial: 'bar',
      min: 0,
      max: 20,
      default: 0,
    },
    {
      name: 'flowM3h',
      kind: 'number',
      label: 'Flow',
      help: 'The flow you need, or leave it empty and give the daily volume.',
      group: 'Water need',
      unit: 'm³/h',
      imperial: 'm³/h',
      min: MIN_FLOW_M3H,
      max: MAX_FLOW_M3H,
    },
    {
      name: 'dailyVolumeM3',
      kind: 'number',
      label: 'Daily water volume',
      help: 'Water needed per day, pumped in the hours below.',
      group: 'Water need',
      unit: 'm³/day',
      limitsUnit: 'm³',
      imperial: 'm³',
      min: MIN_FLOW_M3H,
      max: 24000,
    },
    {
      name: 'pumpingHours',
      kind: 'number',
      label: 'Pumping hours per day',
      help: 'Hours the pump runs a day (8 when the flow is given and this is empty).',
      group: 'Water need',
      unit: 'h/day',
      limitsUnit: 'hours',
      min: 0,
      above: true,
      max: 24,
      // With the daily volume it is required; with a flow the energy figures assume 8 h.
      defaultText: '8 with a flow; required with the daily volume',
    },
    {
      name: 'pipeMaterial',
      kind: 'choice',
      label: 'Column pipe material',
      group: 'Pipe and supply',
      default: 'upvc',
      options: [
        { value: 'upvc', label: 'uPVC' },
        { value: 'gi', label: 'GI (galvanised iron)' },
        { value: 'hdpe', label: 'HDPE' },
      ],
    },
    frequencyParam('Pipe and supply'),
    {
      name: 'phase',
      kind: 'choice',
      label: 'Supply phases',
      group: 'Pipe and supply',
      numeric: true,
      default: '3',
      options: phaseOptions,
    },
    {
      name: 'voltage',
      kind: 'number',
      label: 'Supply voltage',
      help: 'Empty: 230 V single-phase, 415 V three-phase (460 V at 60 Hz).',
      group: 'Pipe and supply',
      unit: 'V',
      min: 0,
      above: true,
      max: 1000,
      // Checked again by phase: 100–260 V single-phase, 190–690 V three-phase (`domain/query.ts`).
      defaultText: '230 V single-phase, 415 V three-phase (460 V at 60 Hz)',
    },
    {
      name: 'cableLengthM',
      kind: 'number',
      label: 'Cable length from panel to well head',
      help: 'From the control panel to the well head; the drop to the pump is added.',
      group: 'Pipe and supply',
      unit: 'm',
      imperial: 'm',
      min: 0,
      max: 2000,
      default: 0,
    },
    {
      name: 'tariffPerKwh',
      kind: 'number',
      label: 'Electricity tariff',
      help: 'Optional: the running cost per year in your currency.',
      group: 'Pipe and supply',
      unit: 'per kWh',
      limitsUnit: '',
      min: 0,
      max: 1000,
    },
    {
      name: 'waterTempC',
      kind: 'number',
      label: 'Water temperature',
      help: `Empty: ${DEFAULT_WATER_TEMP_C} °C. Warmer water derates plastic columns and needs more cooling past the motor.`,
      group: 'Pipe and supply',
      unit: '°C',
      min: 0,
      max: MAX_WATER_TEMP_C,
      default: DEFAULT_WATER_TEMP_C,
    },
  ],
} as const satisfies ParamContract;
