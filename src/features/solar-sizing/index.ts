/**
 * Solar pump sizing (issue 29): pure functions from a site's sunshine, a daily water need and the
 * head to a submersible, a solar controller and a PV array, with the water in every month. The page,
 * `GET /api/solar-sizing` and the quote form use this entry only.
 */
export { parseSolarQuery, solarQueryGiven, toSolarSearchParams, borewellFigures, SOLAR_FIELD_LABELS } from './query';
export { solarOutcome, solarPageStatus } from './page-outcome';
export type { SolarOutcome } from './page-outcome';
export type { SolarQuery, SolarQueryResult } from './query';
export { sizeSolar, MONTH_NAMES, DAYS_IN_MONTH, PIPE_SIZING_HOURS, FAR_SITE_KM } from './size-solar';
export type { SolarSheet, SolarSet, SolarWarning, SolarDeps, SolarPump } from './size-solar';
export { catalogueSolarDeps } from './catalogue-pumps';
export { solarResponse } from './response';
export type { SolarResponse, SolarResponseBody } from './response';
export { SolarSizingPage } from './components/solar-sizing-page';
export { solarQuoteHref, solarSetSummary } from './quote';
