import { paths } from '@/config/paths';
import { GHI_RANGE_KWH_PER_M2_DAY, MIN_AMBIENT_RANGE_C } from '@/content/schemas/solar';
import type { ToolContract } from '@/lib/tool-contract/contract';
import { MONTH_NAMES } from './domain/size-solar';

/**
 * The solar pump sizing's URL contract (issue 29; issue 47, item 1), shared by `/solar-pump-sizing`
 * and `GET /api/solar-sizing`: metric values with the unit in the name, in the parser's order. Every
 * parameter is declared here once; the parser (`domain/query.ts`), the form (`ui/form-fields.ts`)
 * and the API table of `docs/api.md` (`npm run docs:api`) are built from it. It reads the content's
 * ranges of sunshine and temperature (`@/content/schemas/solar`, which carries zod): the solar form
 * is rendered on the server only, so no browser code imports this module.
 *
 * Water per day (inclusive): from 10 L, the borewell sizing's smallest daily volume (a flow of at least
 * 0.01 m³/h, the selector's bound), to 2,000 m³, beyond any one solar pump of the range (issue 51:
 * 1e-21 m³ was sized, and a borewell sheet's 500 m³/h × 24 h passed).
 */

/**
 * Module power at STC in W when the visitor gives none (the figure `siteConfig.solar.defaultModuleW`
 * held before issue 47); `siteConfig.solar`'s temperature coefficients and NOCT describe the module.
 * The contract's own default (as the selector's 50 Hz), not the site configuration, so the parser in
 * `domain/` reads no configuration (issue 47; decision 0041).
 */
export const DEFAULT_MODULE_W = 540;

export const solarContract = {
  title: 'Solar pump sizing',
  path: paths.solarPumpSizing,
  api: '/api/solar-sizing',
  params: [
    {
      name: 'site',
      kind: 'text',
      label: 'Site',
      help: 'Monthly sunshine and daytime temperature of the place. Or leave it empty and give your latitude and longitude: we take the nearest place and say how far it is.',
      group: 'Sunshine',
      // An id of `content/solar/sites.json`: lower-case letters, digits and '-'.
      maxLength: 60,
      emptyLabel: 'Choose the nearest place…',
      defaultText: 'required, or lat and lon',
    },
    {
      name: 'lat',
      kind: 'number',
      label: 'Latitude',
      group: 'Sunshine',
      unit: '°',
      min: -60,
      max: 60,
    },
    {
      name: 'lon',
      kind: 'number',
      label: 'Longitude',
      group: 'Sunshine',
      unit: '°',
      min: -180,
      max: 180,
    },
    {
      name: 'ghi',
      kind: 'number',
      label: 'Monthly irradiation',
      help: 'Twelve values separated by commas, from NASA POWER or PVGIS (global horizontal irradiation).',
      group: 'Sunshine',
      unit: 'kWh/m²/day',
      limitsUnit: 'kWh/m² per day',
      min: GHI_RANGE_KWH_PER_M2_DAY.min,
      max: GHI_RANGE_KWH_PER_M2_DAY.max,
      perMonth: 'twelve',
      placeholder: '4.4, 5.3, 6.3, 7, 7.3, 6.9, 5.6, 5.2, 5.7, 5.4, 4.7, 4.2',
      defaultText: "the site's",
    },
    {
      name: 'dailyWaterM3',
      kind: 'number',
      label: 'Water needed per day',
      help: 'Water you need each day (1 m³ = 1,000 litres). Need differs by month? Type twelve figures separated by commas, January to December: the set is sized for the month hardest to meet.',
      group: 'Water and head',
      required: true,
      unit: 'm³/day',
      limitsUnit: 'm³',
      min: 0.01,
      max: 2000,
      perMonth: 'one-or-twelve',
      placeholder: '60',
    },
    {
      name: 'staticLiftM',
      kind: 'number',
      label: 'Static lift (pumping water level below ground)',
      help: 'From the water level while pumping up to ground.',
      group: 'Water and head',
      required: true,
      unit: 'm',
      min: 0,
      max: 400,
    },
    {
      name: 'deliveryHeightM',
      kind: 'number',
      label: 'Delivery height',
      help: 'Height of the tank inlet or outlet above ground.',
      group: 'Water and head',
      unit: 'm',
      min: 0,
      max: 200,
      default: 0,
    },
    {
      name: 'horizontalRunM',
      kind: 'number',
      label: 'Horizontal pipe run',
      help: 'Length of pipe along the ground to the outlet.',
      group: 'Water and head',
      unit: 'm',
      min: 0,
      max: 5000,
      default: 0,
    },
    {
      name: 'outletPressureBar',
      kind: 'number',
      label: 'Outlet pressure',
      help: '0 for an open tank; about 1.5 for drip irrigation.',
      group: 'Water and head',
      unit: 'bar',
      min: 0,
      max: 10,
      default: 0,
    },
    {
      name: 'boreDiameterIn',
      kind: 'number',
      label: 'Bore diameter',
      help: 'Inner diameter of the bore casing: the pump must fit.',
      group: 'Water and head',
      required: true,
      unit: 'inch',
      min: 3,
      max: 24,
    },
    {
      name: 'moduleW',
      kind: 'number',
      label: 'Module power',
      help: `Power of one module at STC (default ${DEFAULT_MODULE_W} W).`,
      group: 'Array',
      unit: 'W',
      min: 50,
      max: 700,
      default: DEFAULT_MODULE_W,
    },
    {
      name: 'tiltDeg',
      kind: 'number',
      label: 'Array tilt',
      help: 'Leave empty to tilt at the latitude, facing the equator.',
      group: 'Array',
      unit: '°',
      min: 0,
      max: 90,
      defaultText: 'the latitude, facing the equator',
    },
    {
      name: 'designMonth',
      kind: 'choice',
      label: 'Design month',
      help: 'Size for one season only, for example the months a crop is watered.',
      group: 'Array',
      numeric: true,
      emptyLabel: 'The month hardest to meet (all year)',
      options: MONTH_NAMES.map((label, i) => ({ value: String(i + 1), label })) as readonly {
        value: '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9' | '10' | '11' | '12';
        label: string;
      }[],
      defaultText: 'the month hardest to meet (largest need ÷ water)',
    },
    {
      name: 'minAmbientC',
      kind: 'number',
      label: 'Lowest air temperature',
      help: 'The coldest morning expected; the strings are sized so their open-circuit voltage stays within the controller’s input then. Leave empty for the site’s design minimum.',
      group: 'Array',
      unit: '°C',
      min: MIN_AMBIENT_RANGE_C.min,
      max: MIN_AMBIENT_RANGE_C.max,
      defaultText: "the site's design minimum",
    },
    {
      name: 'fromBorewell',
      kind: 'text',
      label: 'Borewell sheet',
      group: 'Water and head',
      // A borewell sheet's query: fills the head, bore and water figures the query does not give.
      maxLength: 2000,
    },
  ],
} as const satisfies ToolContract;

export type SolarContract = typeof solarContract;
