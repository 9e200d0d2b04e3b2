import type { EngineeringData } from '@/content/engineering';
import { chooseColumnPipe, MAX_PIPE_VELOCITY_MS, type BandGapSize } from '@/engineering/column-pipe';
import { fittingsEquivalentLengthM, hazenWilliamsHeadLossM } from '@/engineering/friction';
import type { HungEquipment } from '@/engineering/hanging-load';
import { DEFAULT_PUMPING_HOURS, type SizingQuery } from '@/engineering/sizing-query';
import {
  drawdownAtM,
  jacobDrawdown,
  jacobDrawdownAtM,
  specificCapacityM3hPerM,
  type JacobDrawdown,
} from '@/engineering/well-curve';
import { M_HEAD_PER_BAR } from '@/engineering/hydraulics';
import { flowFromDailyVolumeM3h, pumpingWaterLevelM, pumpSetting, type PumpSetting } from './levels';
import type { SizedPipe, SizingWarning } from './sheet';
import { totalDynamicHead } from './tdh';

/**
 * The first stages of the borewell sizing: the well's levels and the pump's setting, then the
 * column, its friction and the TDH at the duty flow, and the well's system curve.
 */

/** Stage 1, levels: the duty flow, the pumping level and where the pump hangs. */
export interface LevelsStage {
  /** Duty flow in m³/h (given, or the daily volume over the pumping hours). */
  flowM3h: number;
  /** Pumping hours per day given (or the default). */
  givenHours: number;
  /** Pumping water level at the duty flow in m below ground. */
  pumpingLevelM: number;
  setting: PumpSetting;
  warnings: SizingWarning[];
}

/**
 * Stage 1: the duty flow, the pumping level (static level + drawdown) and the setting depth
 * (`pumpSetting`: pumping level + submergence margin, within the bore).
 * @param query the checked query
 */
export function levelsStage(query: SizingQuery): LevelsStage {
  const warnings: SizingWarning[] = [];
  const givenHours = query.pumpingHours ?? DEFAULT_PUMPING_HOURS;
  const flowM3h = query.flowM3h ?? flowFromDailyVolumeM3h(query.dailyVolumeM3 ?? 0, givenHours);
  const pumpingLevelM = pumpingWaterLevelM(query.staticLevelM, query.drawdownM);
  const setting = pumpSetting(pumpingLevelM, query.boreDepthM);
  if (setting.tooShallow) {
    const { wantedSettingDepthM, maxSettingDepthM, submergenceM } = setting;
    warnings.push({
      code: 'well-too-shallow',
      figures: { wantedSettingDepthM, pumpingLevelM, maxSettingDepthM, submergenceM },
    });
  }
  if (setting.submergenceM <= 0) {
    warnings.push({ code: 'pump-above-water', figures: { settingDepthM: setting.settingDepthM, pumpingLevelM } });
  }
  return { flowM3h, givenHours, pumpingLevelM, setting, warnings };
}

/** A column with its lengths and friction: `friction(Q)` in m for a flow in m³/h. */
export interface ColumnAndHead {
  pipe: SizedPipe;
  friction: (flowM3h: number) => number;
  frictionLossM: number;
}

/**
 * The column for a pressure to hold (`chooseColumnPipe`), its lengths (setting depth + delivery
 * height + horizontal run, plus the fittings' equivalent length) and its Hazen–Williams friction.
 */
export function columnAndHead(
  query: SizingQuery,
  data: EngineeringData,
  flowM3h: number,
  settingDepthM: number,
  pressureBar: number,
  gap: BandGapSize,
  hung?: HungEquipment,
): ColumnAndHead {
  const column = chooseColumnPipe(data.pipes, query.pipeMaterial, flowM3h, settingDepthM, pressureBar, {
    hung,
    waterTempC: query.waterTempC,
    gap,
  });
  const straightLengthM = settingDepthM + query.deliveryHeightM + query.horizontalRunM;
  const fittingsM = fittingsEquivalentLengthM(column.innerDiameterMm);
  const pipe: SizedPipe = {
    ...column,
    straightLengthM,
    fittingsEquivalentLengthM: fittingsM,
    lengthM: straightLengthM + fittingsM,
    shutOffPressureBar: null,
  };
  const friction = (q: number) => hazenWilliamsHeadLossM(q, pipe.innerDiameterMm, pipe.lengthM, pipe.hazenWilliamsC);
  return { pipe, friction, frictionLossM: friction(flowM3h) };
}

/** TDH at the duty for a friction loss (`totalDynamicHead`). */
export function headWith(query: SizingQuery, pumpingLevelM: number, frictionLossM: number) {
  return totalDynamicHead({
    pumpingLevelM,
    deliveryHeightM: query.deliveryHeightM,
    frictionLossM,
    outletPressureBar: query.outletPressureBar,
  });
}

/** Stage 2, column and friction: the column at the duty, the TDH and the well's own curve. */
export interface ColumnStage {
  column: ColumnAndHead;
  tdh: ReturnType<typeof totalDynamicHead>;
  /** Pressure at the pump outlet running at the duty in bar (TDH + submergence). */
  runningPressureBar: number;
  specificCapacity: number | null;
  jacob: JacobDrawdown | null;
  /** Drawdown in m at a flow in m³/h (Jacob's when two test points are given, else Q/Sc). */
  drawdownAt: (flowM3h: number) => number;
  /** Pumping level in m below ground at a flow in m³/h. */
  levelAtM: (flowM3h: number) => number;
  warnings: SizingWarning[];
}

/**
 * Stage 2: the column for the running pressure at the duty (TDH + the water above the pump, before
 * any pump is known), its friction and the TDH, and the well's drawdown curve.
 */
export function columnStage(
  query: SizingQuery,
  data: EngineeringData,
  levels: LevelsStage,
  gap: BandGapSize,
): ColumnStage {
  const { flowM3h, pumpingLevelM, setting } = levels;
  const settingDepthM = setting.settingDepthM;
  const warnings: SizingWarning[] = [];
  let column = columnAndHead(query, data, flowM3h, settingDepthM, 0, gap);
  let tdh = headWith(query, pumpingLevelM, column.frictionLossM);
  // While running at the duty the pump outlet sees TDH + submergence (its inlet pressure); the
  // column must hold at least that before any pump is known, and its shut-off pressure once it is.
  const runningPressureBar = (tdh.totalDynamicHeadM + setting.submergenceM) / M_HEAD_PER_BAR;
  column = columnAndHead(query, data, flowM3h, settingDepthM, runningPressureBar, gap);
  tdh = headWith(query, pumpingLevelM, column.frictionLossM);
  const specificCapacity = specificCapacityM3hPerM(flowM3h, query.drawdownM);
  // Jacob's s = BQ + CQ² through the two test points when a second is given (the query checked it
  // fits); else the linear s = Q/Sc, an assumption the sheet states.
  const jacob =
    query.secondFlowM3h !== undefined && query.secondDrawdownM !== undefined
      ? jacobDrawdown(
          { flowM3h, drawdownM: query.drawdownM },
          { flowM3h: query.secondFlowM3h, drawdownM: query.secondDrawdownM },
        )
      : null;
  const drawdownAt = (flow: number) => (jacob ? jacobDrawdownAtM(flow, jacob) : drawdownAtM(flow, specificCapacity));
  if (column.pipe.materialChanged) {
    warnings.push({ code: 'pipe-material-changed', figures: { settingDepthM, pipeName: column.pipe.name } });
  }
  if (column.pipe.velocityMs > MAX_PIPE_VELOCITY_MS) {
    warnings.push({
      code: 'pipe-velocity-high',
      figures: { pipeName: column.pipe.name, velocityMs: column.pipe.velocityMs },
    });
  }
  const levelAtM = (flow: number) => query.staticLevelM + drawdownAt(flow);
  return { column, tdh, runningPressureBar, specificCapacity, jacob, drawdownAt, levelAtM, warnings };
}

/**
 * The well's system curve through a column: H_sys(Q) = static level + drawdown(Q) + delivery height
 * + friction(Q) + outlet pressure head, in m for a flow in m³/h.
 */
export function systemHeadThrough(
  query: SizingQuery,
  stage: Pick<ColumnStage, 'drawdownAt' | 'tdh'>,
  column: ColumnAndHead,
): (flowM3h: number) => number {
  return (q: number) =>
    query.staticLevelM +
    stage.drawdownAt(q) +
    query.deliveryHeightM +
    column.friction(q) +
    stage.tdh.breakdown.outletPressureHeadM;
}
