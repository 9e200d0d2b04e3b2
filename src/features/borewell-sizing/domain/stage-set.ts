import type { EngineeringData } from '@/content/engineering';
import { chooseDropCable, VOLTAGE_DROP_AIM_PCT, VOLTAGE_DROP_MAX_PCT, type DropCable } from '@/engineering/cable';
import { columnHangingLoad, type BandGapSize } from '@/engineering/column-pipe';
import { coolingCheck, type CoolingCheck } from '@/engineering/cooling';
import { CABLE_CORES, pumpSetAllowanceKg, type HungEquipment } from '@/engineering/hanging-load';
import { motorLoad, type MotorLoad } from '@/engineering/motor';
import type { SizingQuery } from '@/engineering/sizing-query';
import { choosePanel, type ControlPanel } from '@/engineering/starter';
import {
  DEFAULT_WATER_TEMP_C,
  HOT_WATER_MIN_COOLING_VELOCITY_MS,
  MOTOR_RATED_WATER_TEMP_C,
} from '@/engineering/warm-water';
import {
  curvesCrossing,
  DAYS_PER_YEAR,
  hydraulicPowerKw,
  inputPowerKw,
  M_HEAD_PER_BAR,
  shutOffHeadM,
} from '@/lib/hydraulics';
import { awayFromDuty, type WellDuty } from './choose-pump';
import { ISO_9906_GRADE_2B } from './duty-tolerance';
import { SUBMERGENCE_MARGIN_M } from './levels';
import type { PickedPump } from './pick-pump';
import { fmt, type Quantity } from './sentences';
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
  q: Quantity,
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
      message: `The ${pipe.name} (${pipe.grade}, ${pipe.nominalSize}-inch) would carry ${fmt(pipe.hangingLoad.loadKn)} kN at its top joint (pipe, water, cable and pump set at ${fmt(settingDepthM, 0)} m), ${fmt(pipe.hangingLoad.stressMPa, 0)} MPa at the thread root against the ${fmt(pipe.allowableStressMPa, 1)} MPa allowed: hang the set on a heavier column or a support rope, or consult us.`,
    });
  }
  if (pipe.pressureExceeded) {
    warnings.push({
      code: 'pipe-pressure-rating',
      message: `At shut-off the pump puts ${q(shutOffPressureBar, 'bar')} into the column (shut-off head ${q(h0, 'm', 0)} + ${q(settingDepthM - query.staticLevelM, 'm', 0)} of water above the pump), more than the ${q(pipe.pressureRatingBar, 'bar')} the ${pipe.name} (${pipe.grade}) is rated for: choose a higher-rated column (for example GI).`,
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
  q: Quantity,
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
  const levelAtOp = levelAtM(point.flowM3h);
  const warning: SizingWarning = {
    code: 'flow-exceeds-duty',
    message: `In this well the set delivers ${q(point.flowM3h, 'm³/h')} at ${q(point.headM, 'm')}, ${fmt((point.flowM3h / flowM3h - 1) * 100, 0)} % more than the ${q(flowM3h, 'm³/h')} asked for; the well yields it (pumping level ${q(levelAtOp, 'm')}, ${q(settingDepthM - levelAtOp, 'm')} above the intake). Accept the extra water${throttle ? `, or throttle the outlet valve to ${q(flowM3h, 'm³/h')}: the valve then burns ${q(throttle.valveLossM, 'm')} of head, about ${fmt(throttle.wastedKw, 2)} kW or ${fmt(throttle.wastedKwhPerYear, 0)} kWh a year wasted` : ''}, or run a smaller pump on a variable-speed drive.`,
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
  q: Quantity,
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
      message: `At its ${q(operatingFlowM3h, 'm³/h')} the pumping level is ${q(levelAtOperatingFlowM, 'm')}, only ${q(settingDepthM - levelAtOperatingFlowM, 'm')} above the intake at ${q(settingDepthM, 'm')}, inside the ${q(SUBMERGENCE_MARGIN_M, 'm', 'rule')} this sizing keeps: the pump may draw air if the water falls further. ${deeperM > settingDepthM + 0.05 ? `Hang it at ${q(deeperM, 'm')} (the bore allows ${q(setting.maxSettingDepthM, 'm')}), or pump less.` : 'Pump less, or deepen the bore.'} ${jacob ? `The drawdown follows Jacob's s = BQ + CQ² through your two test points (B ${fmt(jacob.bMPerM3h, 3)} m per m³/h, C ${fmt(jacob.cMPerM3h2, 4)} m per (m³/h)²).` : "The drawdown is taken proportional to the flow (your test point's specific capacity), an assumption: turbulent well losses draw a well down more at higher flows (Jacob 1947); give a second test point to size on them."}`,
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
  q: Quantity,
): { panel: ControlPanel | null; warnings: SizingWarning[] } {
  const { pump, starter } = chosen;
  const { shaftKw, load, runningCurrentA, cable } = at;
  const warnings: SizingWarning[] = [];
  if (load.status !== 'nameplate') {
    const limitKw = pump.motor.powerKw * pump.motor.serviceFactor;
    const figures = `the pump takes ${fmt(shaftKw, 2)} kW, ${fmt(load.loadPctOfNameplate)} % of the ${pump.motor.powerKw} kW motor's nameplate (service factor ${pump.motor.serviceFactor}: up to ${fmt(limitKw, 2)} kW) and draws ${fmt(runningCurrentA)} A against its ${fmt(pump.motor.fullLoadCurrentA)} A full-load current`;
    warnings.push(
      load.status === 'overload'
        ? {
            code: 'motor-overload',
            message: `Motor overload: ${figures}, beyond what the motor may carry: choose a larger motor or a model that runs nearer its best efficiency in this well.`,
          }
        : {
            code: 'service-factor-load',
            message: `Motor in its service factor: ${figures}. It may run so, but hotter and with a shorter life; the drop cable is sized for that current, and the overload relay must be set to it.`,
          },
    );
  }
  if (cable.status === 'high') {
    warnings.push({
      code: 'voltage-drop-high',
      message: `Even the largest cable (${cable.sizeMm2} mm²) drops ${fmt(cable.voltageDropPct, 2)} % over ${q(cable.lengthM, 'm', 0)}, above the ${VOLTAGE_DROP_AIM_PCT} % aimed at: shorten the run from the panel or raise the supply voltage.`,
    });
  } else if (cable.status === 'refused') {
    warnings.push({
      code: 'cable-too-long',
      message: `No cable of the range keeps the voltage drop within ${VOLTAGE_DROP_MAX_PCT} % at ${fmt(cable.currentA)} A over ${q(cable.lengthM, 'm', 0)}: move the panel closer to the well or consult us.`,
    });
  }
  const panel = choosePanel(data.panels, query.phase, starter.method, pump.motor.powerKw);
  if (!panel) {
    warnings.push({
      code: 'no-panel',
      message: `No control panel of the range serves a ${pump.motor.powerKw} kW ${query.phase}-phase motor started ${starter.method}: consult us.`,
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
  q: Quantity,
): { cooling: CoolingCheck; warnings: SizingWarning[] } {
  const warnings: SizingWarning[] = [];
  const cooling = coolingCheck(operatingFlowM3h, query.boreDiameterIn, pump.motor.outerDiameterMm, query.waterTempC);
  if (query.waterTempC > DEFAULT_WATER_TEMP_C) {
    const changed = [
      pipe.temperatureFactor < 1
        ? `the ${pipe.name}'s pressure rating is derated × ${fmt(pipe.temperatureFactor, 3)} to ${q(pipe.pressureRatingBar, 'bar')} (${pipe.material === 'upvc' ? 'ISO 1452-2 Annex A' : 'ISO 4427-1 Annex A'})`
        : null,
      query.waterTempC > MOTOR_RATED_WATER_TEMP_C
        ? `above the ${MOTOR_RATED_WATER_TEMP_C} °C a standard motor is rated for, the water must pass it at ${q(HOT_WATER_MIN_COOLING_VELOCITY_MS, 'm/s', 'rule')} or more (Franklin Electric AIM, hot water), ${cooling.flowSleeveNeeded ? `so a flow sleeve is needed (${q(cooling.velocityMs, 'm/s', 3)} without)` : `which it does (${q(cooling.velocityMs, 'm/s', 3)})`}; or ask for a motor rated for hot water`
        : null,
    ].filter((c): c is string => c !== null);
    if (changed.length > 0) {
      warnings.push({
        code: 'warm-water',
        message: `Water at ${fmt(query.waterTempC, 0)} °C: ${changed.join('; ')}.`,
      });
    }
  }
  if (cooling.flowSleeveNeeded) {
    warnings.push({
      code: 'flow-sleeve-needed',
      message: `The water passes the ${pump.motor.outerDiameterMm} mm motor at ${q(cooling.velocityMs, 'm/s', 3)}, below the ${q(cooling.minimumMs, 'm/s', 'rule')} it needs for cooling: fit a flow sleeve (shroud) around the motor.`,
    });
  }
  return { cooling, warnings };
}
