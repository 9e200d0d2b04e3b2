/**
 * Public entry of the solar pump sizing tool (issue 29) for any module, the browser included: pure
 * functions from a site's sunshine, a daily water need and the head to a submersible, a solar
 * controller and a PV array, with the water in every month, and the quote form's link and summary of
 * a sized set. The page, the JSON API and the catalogue's pumps read content on the server:
 * `./index.server`.
 */
export {
  parseSolarQuery,
  solarQueryGiven,
  toSolarSearchParams,
  borewellFigures,
  SOLAR_FIELD_LABELS,
} from './domain/query';
export type { SolarQuery, SolarQueryResult } from './domain/query';
export { sizeSolar, MONTH_NAMES, DAYS_IN_MONTH, PIPE_SIZING_HOURS, FAR_SITE_KM } from './domain/size-solar';
export type { SolarSheet, SolarSet, SolarWarning, SolarDeps, SolarPump } from './domain/size-solar';
export { solarQuoteHref, solarSetSummary } from './ui/quote';
