import 'server-only';

/**
 * Server entry of the solar pump sizing tool: the page, its outcome and HTTP status for a URL (the
 * proxy answers 400 with it), the catalogue's solar pumps and the body of `GET /api/solar-sizing`.
 * They read content, so no client module may import them; the pure domain is `./index`.
 */
export { solarOutcome, solarPageStatus } from './ui/solar-presenter';
export type { SolarOutcome } from './ui/solar-presenter';
export { catalogueSolarDeps } from './server/catalogue-pumps';
export { solarResponse } from './server/response';
export type { SolarResponse, SolarResponseBody } from './server/response';
export { solarSizingResponse } from './server/api';
export { SolarSizingPage } from './ui/solar-sizing-page';
