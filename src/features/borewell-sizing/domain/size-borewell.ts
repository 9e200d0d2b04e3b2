import type { BandGapSize } from '@/engineering/column-pipe';
import type { SizingQuery } from '@/engineering/sizing-query';
import { requiredProtections } from '@/engineering/starter';
import { checkValveDepthsM } from '@/engineering/well-curve';
import { annualEnergy } from '@/engineering/hydraulics';
import type { SizingDeps, SizingSheet } from './sheet';
import { noPumpWarnings, pumpStage, type ChosenSet, type PumpStage } from './stage-pump';
import {
  coolingStage,
  deliveredStage,
  electricsStage,
  pipeStage,
  ratedSetStage,
  submergenceWarnings,
} from './stage-set';
import { columnStage, levelsStage, type ColumnStage, type LevelsStage } from './stage-well';

export type {
  Delivered,
  MotorLoadFigures,
  NearMissRefusal,
  RefusalContext,
  SizedPipe,
  SizedPump,
  SizingDeps,
  SizingNearMiss,
  SizingSheet,
  SizingWarning,
  SizingWarningFigures,
  WellYield,
} from './sheet';

/**
 * The borewell sizing: from the well data to a complete pump set (pump, column pipe, drop cable,
 * starter and control panel), with the figures behind each choice, in stages: levels → column and
 * friction → TDH → pump on the system curve → electrics → cooling and fit → checks
 * (`stage-well.ts`, `stage-pump.ts`, `stage-set.ts`).
 */

/**
 * Sizes the set for a checked query: levels and setting depth, flow, column pipe and friction, TDH,
 * then each pump the picker offers judged where its curve meets the well's system curve (drawdown
 * ∝ flow) by `judgeCandidate`: within the ISO 9906 grade 2B tolerance of the duty, or above it
 * where the well yields it, the motor carrying it, fitting the bore with its cable and keeping its
 * intake under water; the best by `compareSets` is equipped (the refused ones within 30 % of
 * the duty flow are near misses): column pressure rating, drop cable, panel, cooling, check valves
 * and energy, and what the set delivers when it runs away from the duty. Where the column's
 * velocity band falls between two sizes the larger (less friction) is sized first, and the smaller
 * only when no pump meets the duty on the larger's system curve (issue 48).
 * @param query a query from `parseSizingQuery` (the cross-field checks hold)
 * @param deps the pump picker, the engineering tables and the DOL limit
 */
export function sizeBorewell(query: SizingQuery, deps: SizingDeps): SizingSheet {
  const larger = sizeWithColumn(query, deps, 'larger');
  if (larger.pump) return larger;
  const smaller = sizeWithColumn(query, deps, 'smaller');
  return smaller.pump ? smaller : larger;
}

/** {@link sizeBorewell} with the column size taken where the velocity band falls between sizes. */
function sizeWithColumn(query: SizingQuery, deps: SizingDeps, gap: BandGapSize): SizingSheet {
  const levels = levelsStage(query);
  const col = columnStage(query, deps.data, levels, gap);
  const pump = pumpStage(query, deps, levels, col);
  const sheet = sheetBeforePump(levels, col, pump);
  if (!pump.chosen) {
    return { ...sheet, warnings: [...sheet.warnings, ...noPumpWarnings(query, levels, col, pump)] };
  }
  return equip(query, deps, gap, { levels, col, pump, chosen: pump.chosen }, sheet);
}

/** The sheet as far as the levels, the column at the duty and the near misses (no pump yet). */
function sheetBeforePump(levels: LevelsStage, col: ColumnStage, pump: PumpStage): SizingSheet {
  return {
    flowM3h: levels.flowM3h,
    pumpingHoursPerDay: levels.givenHours,
    pumpingLevelM: levels.pumpingLevelM,
    settingDepthM: levels.setting.settingDepthM,
    submergenceM: levels.setting.submergenceM,
    frictionLossM: col.column.frictionLossM,
    totalDynamicHeadM: col.tdh.totalDynamicHeadM,
    tdhBreakdown: col.tdh.breakdown,
    specificCapacityM3hPerM: col.specificCapacity,
    jacobDrawdown: col.jacob,
    pipe: col.column.pipe,
    pump: null,
    delivered: null,
    nearMisses: pump.nearMisses,
    well: null,
    cable: null,
    starter: null,
    panel: null,
    cooling: null,
    checkValves: null,
    energyKwhPerYear: null,
    energyCostPerYear: null,
    warnings: [...levels.warnings, ...col.warnings],
  };
}

/**
 * Equips the chosen set: its rated column, its operating point, drop cable and load, what it
 * delivers, the electrics and cooling, check valves and energy; the warnings in that order.
 */
function equip(
  query: SizingQuery,
  { data }: SizingDeps,
  gap: BandGapSize,
  stages: { levels: LevelsStage; col: ColumnStage; pump: PumpStage; chosen: ChosenSet },
  sheet: SizingSheet,
): SizingSheet {
  const { levels, col, chosen } = stages;
  const settingDepthM = levels.setting.settingDepthM;
  const rated = ratedSetStage(query, data, gap, levels, col, chosen);
  const { point } = rated;
  const set = chosen.pump;
  const efficiencyPct = set.curves.efficiency(point.flowM3h)!;
  const shaftKw = set.curves.power(point.flowM3h)!;
  const { p1, runningCurrentA, cable, load } = rated.cableAt(point.flowM3h);
  const drawdownAtOperatingFlowM = col.drawdownAt(point.flowM3h);
  const hoursPerDay = rated.hoursPerDayAt(point.flowM3h);
  const piped = pipeStage(query, settingDepthM, rated, cable);
  const delivered = deliveredStage(set, stages.pump.wellDuty, rated, col.levelAtM, settingDepthM);
  const submergence = submergenceWarnings(query, levels, col, point.flowM3h);
  const electrics = electricsStage(query, data, chosen, { shaftKw, load, runningCurrentA, cable });
  const cooled = coolingStage(query, set, point.flowM3h, piped.pipe);
  const energy = annualEnergy(p1, hoursPerDay, query.tariffPerKwh);
  return {
    ...sheet,
    pumpingHoursPerDay: hoursPerDay,
    frictionLossM: rated.column.frictionLossM,
    totalDynamicHeadM: rated.tdh.totalDynamicHeadM,
    tdhBreakdown: rated.tdh.breakdown,
    pipe: piped.pipe,
    delivered: delivered.delivered,
    pump: {
      model: set.model,
      productId: set.productId,
      outerDiameterMm: set.outerDiameterMm,
      maxDiameterWithCableGuardMm: set.maxDiameterWithCableGuardMm,
      motor: { ...set.motor, runningCurrentA },
      loadPctOfNameplate: load.loadPctOfNameplate,
      operatingPoint: { ...point, efficiencyPct, powerKw: shaftKw },
      inputPowerKw: p1,
      shutOffHeadM: rated.h0,
    },
    well: {
      specificCapacityM3hPerM: col.specificCapacity,
      drawdownAtOperatingFlowM,
      pumpingLevelAtOperatingFlowM: query.staticLevelM + drawdownAtOperatingFlowM,
    },
    cable,
    starter: chosen.starter,
    panel: electrics.panel && { ...electrics.panel, protections: requiredProtections(query.phase) },
    cooling: cooled.cooling,
    checkValves: { depthsM: checkValveDepthsM(settingDepthM) },
    ...energy,
    warnings: [
      ...sheet.warnings,
      ...piped.warnings,
      ...delivered.warnings,
      ...submergence,
      ...electrics.warnings,
      ...cooled.warnings,
    ],
  };
}
