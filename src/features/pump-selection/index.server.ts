import 'server-only';

/**
 * Server entry of the pump selection tool: the selector, compare and datasheet pages and the bodies of
 * `GET /api/pumps/select` and `/api/pumps/models`. They read the catalogue's content, so no client
 * module may import them; the pure domain is `./index`.
 */
export { PumpSelectorPage } from './ui/pump-selector-page';
export { ComparePage } from './ui/compare-page';
export { DatasheetPage } from './ui/datasheet-page';
export { datasheetOutcome } from './ui/datasheet-presenter';
export { modelDetailResponse, modelListResponse, selectPumpsResponse } from './server/api';
