/** Public entry of the pump selector feature: the selector, compare and datasheet pages and the JSON API response. */
export { PumpSelectorPage } from './components/pump-selector-page';
export { ComparePage } from './components/compare-page';
export { DatasheetPage } from './components/datasheet-page';
export { datasheetOutcome } from './datasheet-port';
