/** Public entry of the pump selector feature: the selector and compare pages and the JSON API response. */
export { PumpSelectorPage } from './components/pump-selector-page';
export { ComparePage } from './components/compare-page';
