import type { EngineeringData } from '@/content/engineering';
import { chooseDropCable, type DropCable } from '@/engineering/cable';
import { columnHangingLoad, type BandGapSize } from '@/engineering/column-pipe';
import { coolingCheck, type CoolingCheck } from '@/engineering/cooling';
import { CABLE_CORES, pumpSetAllowanceKg, type HungEquipment } from '@/engineering/hanging-load';
import { motorLoad, type MotorLoad } from '@/engineering/motor';
import type { SizingQuery } from '@/engineering/sizing-query';
import { choosePanel, type ControlPanel } from '@/engineering/starter';
import { DEFAULT_WATER_TEMP_C, MOTOR_RATED_WATER_TEMP_C } from '@/engineering/warm-water';
import {
  curvesCrossing,
  DAYS_PER_YEAR,
  hydraulicPowerKw,
  inputPowerKw,
  M_HEAD_PER_BAR,
  shutOffHeadM,
} from '@/engineering/hydraulics';
import { awayFromDuty, type WellDuty } from './choose-pump';
import { ISO_9906_GRADE_2B } from './duty-tolerance';
import { SUBMERGENCE_MARGIN_M } from './levels';
import type { PickedPump } from './pick-pump';
import type { Delivered, SizedPipe, SizingWarning } from './sheet';
import type { ChosenSet } from './stage-pump';
import { columnAndHead, headWith, systemHeadThrough, type ColumnStage, type LevelsStage } from './stage-well';

/**
 * The stages after a pump is chosen: the column rated for its shut-off pressure and hanging load,
 * what the set delivers, the electrics (motor load, drop cable, panel), and cooling and warm water.
 */

/** The chosen set on its rated column: where it runs and what its column and cable see. */
export interface RatedSet {
  column: ColumnStage['column'];
  tdh: ColumnStage['tdh'];
  point: { flowM3h: number; headM: number };
  /** Shut-off head H0 in m. */
  h0: number;
  /** Pressure at the pump outlet at shut-off in bar: (H0 + water above the pump at rest) / m per bar. */
  shutOffPressureBar: number;
  /** H_sys(Q) in m through the rated column. */
  systemHeadM: (flowM3h: number) => number;
  /** Pumping hours a day at a flow (the daily volume ÷ the flow when a volume is given). */
  hoursPerDayAt: (flowM3h: number) => number;
  /** The motor's load and the drop cable at a flow. */
  cableAt: (flowM3h: number) => { p1: number; runningCurrentA: number; cable: DropCable; load: MotorLoad };
  /** What hangs on the column with a cable. */
  hungWith: (cable: DropCable) => HungEquipment;
}

/**
 * Stage 4, the column rated for the set: it must hold the pump's shut-off head plus the water above
 * the pump at rest, and a GI column the set and its cable hanging on it. A heavier grade has a
 * smaller bore: the friction, TDH and operating point follow it.
 */
export function ratedSetStage(
  query: SizingQuery,
  data: EngineeringData,
  gap: BandGapSize,
  levels: LevelsStage,
  col: ColumnStage,
  chosen: ChosenSet,
): RatedSet {
  const { pump, starter } = chosen;
  const settingDepthM = levels.setting.settingDepthM;
  let { point } = chosen;
  const h0 = shutOffHeadM(pump.curves);
  const shutOffPressureBar = (h0 + (settingDepthM - query.staticLevelM)) / M_HEAD_PER_BAR;
  const hoursPerDayAt = (q: number) =>
    query.dailyVolumeM3 !== undefined ? query.dailyVolumeM3 / q : levels.givenHours;
  const cableAt = (q: number) => {
    const load = motorLoad(pump.motor, pump.curves.power(q)!);
    const cable = chooseDropCable(data.cables, {
      circuit: starter.circuit,
      voltageV: query.voltage,
      fullLoadCurrentA: pump.motor.fullLoadCurrentA,
      runningCurrentA: load.currentA,
      powerFactor: pump.motor.powerFactor,
      lengthM: query.cableLengthM + settingDepthM,
      hoursPerYear: hoursPerDayAt(q) * DAYS_PER_YEAR,
    });
    return { p1: load.inputPowerKw, runningCurrentA: load.currentA, cable, load };
  };
  const hungWith = (cable: DropCable): HungEquipment => ({
    pumpSetKg: pumpSetAllowanceKg(pump.outerDiameterMm),
    cableConductors: CABLE_CORES * cable.cables,
    cableSizeMm2: cable.sizeMm2,
  });
  const hung = hungWith(cableAt(point.flowM3h).cable);
  const rated = columnAndHead(query, data, levels.flowM3h, settingDepthM, shutOffPressureBar, gap, hung);
  let { column, tdh } = col;
  if (rated.pipe.grade !== column.pipe.grade || rated.pipe.material !== column.pipe.material) {
    column = rated;
    tdh = headWith(query, levels.pumpingLevelM, column.frictionLossM);
    const moved = curvesCrossing(pump.curves, systemHeadThrough(query, col, column));
    if (typeof moved !== 'string') point = moved;
  }
  const systemHeadM = systemHeadThrough(query, col, column);
  return { column, tdh, point, h0, shutOffPressureBar, systemHeadM, hoursPerDayAt, cableAt, hungWith };
}

/**
 * Stage 5, the column's checks with the final cable: its hanging load at the top joint and its
 * pressure rating at shut-off.
 */
export function pipeStage(
  query: SizingQuery,
  settingDepthM: number,
  rated: RatedSet,
  cable: DropCable,
): { pipe: SizedPipe; warnings: SizingWarning[] } {
  const { column, h0, shutOffPressureBar } = rated;
  // The cable at the final operating point may be a size away from the one the grade was chosen
  // with: the load shown is the final set's.
  const finalLoad = columnHangingLoad(
    column.pipe.material,
    column.pipe.outerDiameterMm,
    column.pipe.innerDiameterMm,
    settingDepthM,
    rated.hungWith(cable),
  );
  const pipe: SizedPipe = {
    ...column.pipe,
    shutOffPressureBar,
    hangingLoad: finalLoad,
    hangingLoadExceeded: (finalLoad?.stressMPa ?? 0) > column.pipe.allowableStressMPa,
  };
  const warnings: SizingWarning[] = [];
  if (pipe.hangingLoad && pipe.hangingLoadExceeded) {
    warnings.push({
      code: 'pipe-hanging-load',
      figures: {
        pipeName: pipe.name,
        grade: pipe.grade,
        nominalSize: pipe.nominalSize,
        loadKn: pipe.hangingLoad.loadKn,
        settingDepthM,
        stressMPa: pipe.hangingLoad.stressMPa,
        allowableStressMPa: pipe.allowableStressMPa,
      },
    });
  }
  if (pipe.pressureExceeded) {
    warnings.push({
      code: 'pipe-pressure-rating',
      figures: {
        at: 'shut-off',
        pressureBar: shutOffPressureBar,
        shutOffHeadM: h0,
        waterAbovePumpM: settingDepthM - query.staticLevelM,
        pressureRatingBar: pipe.pressureRatingBar,
        pipeName: pipe.name,
        grade: pipe.grade,
      },
    });
  }
  return { pipe, warnings };
}

/**
 * Stage 6, what the set delivers when it runs away from the duty beyond the ISO 9906 grade 2B
 * tolerances; above the duty, what throttling the outlet to the duty flow costs:
 * ΔH = H_pump(Q_d) − H_sys(Q_d), P1 = ρ·g·Q_d·ΔH / (η_pump·η_motor), × hours × 365 a year.
 */
export function deliveredStage(
  pump: PickedPump,
  wellDuty: WellDuty,
  rated: RatedSet,
  levelAtM: (flowM3h: number) => number,
  settingDepthM: number,
): { delivered: Delivered | null; warnings: SizingWarning[] } {
  const { point, systemHeadM } = rated;
  const flowM3h = wellDuty.flowM3h;
  if (!awayFromDuty(point, wellDuty)) return { delivered: null, warnings: [] };
  const pumpHeadAtDutyM = pump.curves.head(flowM3h);
  const throttle =
    point.flowM3h > flowM3h && pumpHeadAtDutyM !== undefined
      ? (() => {
          const valveLossM = pumpHeadAtDutyM - systemHeadM(flowM3h);
          const wastedKw = inputPowerKw(
            hydraulicPowerKw(flowM3h, valveLossM) / (pump.curves.efficiency(flowM3h)! / 100),
            pump.motor.efficiencyPct,
          );
          return { valveLossM, wastedKw, wastedKwhPerYear: wastedKw * rated.hoursPerDayAt(flowM3h) * DAYS_PER_YEAR };
        })()
      : null;
  const delivered = { flowM3h: point.flowM3h, headM: point.headM, throttle };
  if (!(point.flowM3h > flowM3h)) return { delivered, warnings: [] };
  const warning: SizingWarning = {
    code: 'flow-exceeds-duty',
    figures: {
      flowM3h: point.flowM3h,
      headM: point.headM,
      dutyFlowM3h: flowM3h,
      pumpingLevelM: levelAtM(point.flowM3h),
      settingDepthM,
      throttle,
    },
  };
  return { delivered, warnings: [warning] };
}

/**
 * Stage 7, submergence at the operating flow: within the flow tolerance the drawdown may grow by
 * tQ × the duty's drawdown; beyond that the level is inside the margin (or, in a bore too shallow
 * for it, below the duty's own level).
 */
export function submergenceWarnings(
  query: SizingQuery,
  levels: LevelsStage,
  col: ColumnStage,
  operatingFlowM3h: number,
): SizingWarning[] {
  const { setting } = levels;
  const settingDepthM = setting.settingDepthM;
  const { jacob } = col;
  const levelAtOperatingFlowM = col.levelAtM(operatingFlowM3h);
  const drawdownAllowanceM = ISO_9906_GRADE_2B.flow * query.drawdownM;
  const inMargin =
    settingDepthM - levelAtOperatingFlowM <
    Math.min(SUBMERGENCE_MARGIN_M, setting.submergenceM) - drawdownAllowanceM - 1e-9;
  if (!inMargin) return [];
  const deeperM = Math.min(levelAtOperatingFlowM + SUBMERGENCE_MARGIN_M, setting.maxSettingDepthM);
  return [
    {
      code: 'low-submergence',
      figures: {
        flowM3h: operatingFlowM3h,
        pumpingLevelM: levelAtOperatingFlowM,
        settingDepthM,
        deeperM,
        maxSettingDepthM: setting.maxSettingDepthM,
        jacob,
      },
    },
  ];
}

/**
 * Stage 8, the electrics' checks: the motor's load against its nameplate and service factor
 * (`motorLoad`), the drop cable's voltage drop, and a control panel for the motor and its starting.
 */
export function electricsStage(
  query: SizingQuery,
  data: EngineeringData,
  chosen: ChosenSet,
  at: { shaftKw: number; load: MotorLoad; runningCurrentA: number; cable: DropCable },
): { panel: ControlPanel | null; warnings: SizingWarning[] } {
  const { pump, starter } = chosen;
  const { shaftKw, load, runningCurrentA, cable } = at;
  const warnings: SizingWarning[] = [];
  if (load.status !== 'nameplate') {
    const figures = {
      shaftKw,
      loadPctOfNameplate: load.loadPctOfNameplate,
      motorKw: pump.motor.powerKw,
      serviceFactor: pump.motor.serviceFactor,
      limitKw: pump.motor.powerKw * pump.motor.serviceFactor,
      runningCurrentA,
      fullLoadCurrentA: pump.motor.fullLoadCurrentA,
    };
    warnings.push(
      load.status === 'overload' ? { code: 'motor-overload', figures } : { code: 'service-factor-load', figures },
    );
  }
  if (cable.status === 'high') {
    warnings.push({
      code: 'voltage-drop-high',
      figures: { sizeMm2: cable.sizeMm2, voltageDropPct: cable.voltageDropPct, lengthM: cable.lengthM },
    });
  } else if (cable.status === 'refused') {
    warnings.push({ code: 'cable-too-long', figures: { currentA: cable.currentA, lengthM: cable.lengthM } });
  }
  const panel = choosePanel(data.panels, query.phase, starter.method, pump.motor.powerKw);
  if (!panel) {
    warnings.push({
      code: 'no-panel',
      figures: { motorKw: pump.motor.powerKw, phase: query.phase, starting: starter.method },
    });
  }
  return { panel, warnings };
}

/**
 * Stage 9, cooling and warm water: the flow past the motor (`coolingCheck`), the column's pressure
 * derating and the motor's hot-water cooling velocity above 25 °C water.
 */
export function coolingStage(
  query: SizingQuery,
  pump: PickedPump,
  operatingFlowM3h: number,
  pipe: SizedPipe,
): { cooling: CoolingCheck; warnings: SizingWarning[] } {
  const warnings: SizingWarning[] = [];
  const cooling = coolingCheck(operatingFlowM3h, query.boreDiameterIn, pump.motor.outerDiameterMm, query.waterTempC);
  if (query.waterTempC > DEFAULT_WATER_TEMP_C) {
    const pipeDerating =
      pipe.temperatureFactor < 1
        ? {
            pipeName: pipe.name,
            factor: pipe.temperatureFactor,
            pressureRatingBar: pipe.pressureRatingBar,
            material: pipe.material,
          }
        : null;
    const motorCooling =
      query.waterTempC > MOTOR_RATED_WATER_TEMP_C
        ? { flowSleeveNeeded: cooling.flowSleeveNeeded, velocityMs: cooling.velocityMs }
        : null;
    if (pipeDerating || motorCooling) {
      warnings.push({ code: 'warm-water', figures: { waterTempC: query.waterTempC, pipeDerating, motorCooling } });
    }
  }
  if (cooling.flowSleeveNeeded) {
    warnings.push({
      code: 'flow-sleeve-needed',
      figures: {
        motorOuterDiameterMm: pump.motor.outerDiameterMm,
        velocityMs: cooling.velocityMs,
        minimumMs: cooling.minimumMs,
      },
    });
  }
  return { cooling, warnings };
}
