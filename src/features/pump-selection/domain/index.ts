/**
 * The pump selection domain (pure: no React, no I/O): what the feature's UI, its API and its public
 * entry (`../index.ts`) take from it. Pages, the JSON API, compare, datasheets and borewell sizing all
 * use these functions on the models of `getPumpModels()`.
 */
export * from '@/engineering/units';
export { fitsInstallation, installationCategories, installations, type Installation } from './installation';
export type { NearMissCause } from './near-miss';
export { END_OF_CURVE_SHARE, MINIMUM_FLOW_SHARE, operatingWarnings, type OperatingWarning } from './warnings';
export {
  BOUNDARY_TOLERANCE,
  compareResults,
  MAX_HEAD_MARGIN,
  MAX_NEAR_MISSES,
  operatingFigures,
  PREFERRED_REGION,
  selectPumps,
  type Duty,
  type NearMiss,
  type OperatingFigures,
  type Selection,
  type SelectionResult,
} from './select';
export {
  compareModelCodes,
  dutyOf,
  parseSelectionQuery,
  selectionFrequency,
  selectionQueryGiven,
  selectionLabels,
  SELECTION_LIMITS,
  selectionParamAliases,
  selectionParams,
  selectionQuerySchema,
  toSearchParams,
  type ParsedSelection,
  type SelectionInput,
  type SelectionParam,
} from './query';
export { categoryFromSlug, categorySlug } from '@/content/category-slug';
export { selectionResponse } from './response';
