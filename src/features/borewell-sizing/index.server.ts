import 'server-only';

/**
 * Server entry of the borewell sizing tool: the page and the body of `GET /api/borewell-sizing`.
 * They read the catalogue and engineering content, so no client module may import them; the pure
 * domain is `./index`.
 */
export { BorewellSizingPage } from './ui/borewell-sizing-page';
export { borewellSizingResponse } from './server/api';
export { sizingOutcome } from './ui/sheet-presenter';
export type { SizingOutcome } from './ui/sheet-presenter';
