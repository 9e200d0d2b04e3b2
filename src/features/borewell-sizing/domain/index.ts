/**
 * The borewell sizing domain (issue 13): pure functions from well data to a complete pump set. The
 * feature's UI, its API and its public entry (`../index.ts`) take from it; pages, `GET
 * /api/borewell-sizing`, PDFs and the quote form reach it through that entry.
 */
export {
  parseSizingQuery,
  sizingQueryGiven,
  toSearchParams,
  FIELD_LABELS,
  DEFAULT_PUMPING_HOURS,
  DEFAULT_VOLTAGE_V,
} from '@/engineering/sizing-query';
export type { SizingQuery, SizingQueryResult } from '@/engineering/sizing-query';
export { sizeBorewell } from './size-borewell';
export type {
  Delivered,
  MotorLoadFigures,
  NearMissRefusal,
  RefusalContext,
  SizingNearMiss,
  SizingSheet,
  SizingWarning,
  SizingWarningFigures,
  SizedPipe,
  SizedPump,
  SizingDeps,
  WellYield,
} from './size-borewell';
export { meetsDutyTolerance, ISO_9906_GRADE_2B } from './duty-tolerance';
export { judgeCandidate, compareSets } from './choose-pump';
export type { AcceptedSet, Refusal, WellDuty } from './choose-pump';
export { pickedPumpFromSelection } from './pick-pump';
export type { PickPump, PickedPump, PumpDuty, PumpPick, NearMiss, PumpCurves, SetMotor } from './pick-pump';
export { SUBMERGENCE_MARGIN_M, SUMP_ALLOWANCE_M } from './levels';
export { MAX_PIPE_VELOCITY_MS, AIM_PIPE_VELOCITY_MS, chooseColumnPipe } from '@/engineering/column-pipe';
export type { ColumnPipe } from '@/engineering/column-pipe';
export { hazenWilliamsHeadLossM, hazenWilliamsLoss, fittingsEquivalentLengthM } from '@/engineering/friction';
export {
  CABLE_STANDARD,
  CONDUCTOR_TEMPERATURE_C,
  VOLTAGE_DROP_AIM_PCT,
  VOLTAGE_DROP_MAX_PCT,
} from '@/engineering/cable';
export { boreFit, MM_PER_INCH } from '@/engineering/cooling';
export type { BoreFit, SetDiameters } from '@/engineering/cooling';
export { FIRST_CHECK_VALVE_MAX_ABOVE_PUMP_M, CHECK_VALVE_SPACING_M } from '@/engineering/well-curve';
export type { Circuit, StarterChoice } from '@/engineering/starter';
export { M_HEAD_PER_BAR } from '@/engineering/hydraulics';
