import type { EngineeringData } from '@/content/engineering';
import type { Starting } from '@/content/schemas/engineering';
import { chooseDropCable, VOLTAGE_DROP_AIM_PCT, VOLTAGE_DROP_MAX_PCT, type DropCable, type Wiring } from './cable';
import { coolingCheck, STANDARD_MOTOR_OD_MM, standardMotorForBore, type CoolingCheck } from './cooling';
import { annualEnergy, DAYS_PER_YEAR } from '@/lib/hydraulics';
import { fittingsEquivalentLengthM, hazenWilliamsHeadLossM } from './friction';
import {
  flowFromDailyVolumeM3h,
  pumpingWaterLevelM,
  pumpSetting,
  SUBMERGENCE_MARGIN_M,
  SUMP_ALLOWANCE_M,
} from './levels';
import type { NearMiss, PickedPump, PickPump } from './pick-pump';
import { chooseColumnPipe, MAX_PIPE_VELOCITY_MS, type ColumnPipe } from './pipe';
import { DEFAULT_PUMPING_HOURS, type SizingQuery } from './query';
import {
  choosePanel,
  DOL_MAX_KW,
  requiredProtections,
  starterFor,
  type ControlPanel,
  type Protection,
} from './starter';
import { totalDynamicHead, type TdhBreakdown } from './tdh';

/**
 * The borewell sizing: from the well data to a complete pump set (pump, column pipe, drop cable,
 * starter and control panel), with the figures behind each choice.
 */

/** Something the visitor should know about the set; `code` is stable for pages and tests. */
export interface SizingWarning {
  code:
    | 'well-too-shallow'
    | 'pump-above-water'
    | 'pipe-material-changed'
    | 'pipe-velocity-high'
    | 'no-pump'
    | 'cable-drop-high'
    | 'cable-refused'
    | 'no-panel'
    | 'motor-does-not-fit'
    | 'flow-sleeve-needed';
  message: string;
}

/** The column pipe with its length. */
export interface SizedPipe extends ColumnPipe {
  /** Straight length in m: setting depth + delivery height + horizontal run. */
  straightLengthM: number;
  /** Equivalent length of the fittings in m. */
  fittingsEquivalentLengthM: number;
  /** Length used for the friction in m. */
  lengthM: number;
}

/** The system sheet (all figures unrounded, SI units as in the names). */
export interface SizingSheet {
  /** Duty flow in m³/h. */
  flowM3h: number;
  /** Pumping hours per day used for the energy. */
  pumpingHoursPerDay: number;
  pumpingLevelM: number;
  settingDepthM: number;
  /** Water above the pump at the pumping level in m. */
  submergenceM: number;
  frictionLossM: number;
  totalDynamicHeadM: number;
  tdhBreakdown: TdhBreakdown;
  pipe: SizedPipe;
  /** The picked pump set, or null when no model of the range meets the duty. */
  pump: PickedPump | null;
  nearMisses: NearMiss[];
  cable: DropCable | null;
  starter: { method: Starting; dolMaxKw: number } | null;
  panel: (ControlPanel & { protections: Protection[] }) | null;
  cooling: CoolingCheck | null;
  energyKwhPerYear: number | null;
  energyCostPerYear: number | null;
  warnings: SizingWarning[];
}

/** What the sizing needs besides the query. */
export interface SizingDeps {
  /** The pump choice (the selection feature's best match, wired in by the route). */
  pickPump: PickPump;
  /** Engineering tables, from `getEngineeringData()`. */
  data: EngineeringData;
}

const fmt = (n: number, digits = 1) => n.toFixed(digits);

/**
 * Sizes the set for a checked query: levels and setting depth, flow, column pipe and friction, TDH,
 * pump (through `pickPump`), drop cable, starter and panel, motor cooling and energy.
 * @param query a query from `parseSizingQuery` (the cross-field checks hold)
 */
export function sizeBorewell(query: SizingQuery, { pickPump, data }: SizingDeps): SizingSheet {
  const warnings: SizingWarning[] = [];
  const pumpingHoursPerDay = query.pumpingHours ?? DEFAULT_PUMPING_HOURS;
  const flowM3h = query.flowM3h ?? flowFromDailyVolumeM3h(query.dailyVolumeM3 ?? 0, pumpingHoursPerDay);

  const pumpingLevelM = pumpingWaterLevelM(query.staticLevelM, query.drawdownM);
  const setting = pumpSetting(pumpingLevelM, query.boreDepthM);
  if (setting.tooShallow) {
    warnings.push({
      code: 'well-too-shallow',
      message: `The well is too shallow for this duty: the pump should hang at ${fmt(setting.wantedSettingDepthM)} m (pumping water level ${fmt(pumpingLevelM)} m + ${SUBMERGENCE_MARGIN_M} m submergence), but the bore allows ${fmt(setting.maxSettingDepthM)} m (bore depth − ${SUMP_ALLOWANCE_M} m above the bottom), so it is set there with ${fmt(setting.submergenceM)} m of water above it.`,
    });
  }
  if (setting.submergenceM <= 0) {
    warnings.push({
      code: 'pump-above-water',
      message: `At ${fmt(setting.settingDepthM)} m the pump would be above the pumping water level (${fmt(pumpingLevelM)} m) and run dry: pump less water, or deepen the bore.`,
    });
  }

  const column = chooseColumnPipe(data.pipes, query.pipeMaterial, flowM3h, setting.settingDepthM);
  if (column.materialChanged) {
    warnings.push({
      code: 'pipe-material-changed',
      message: `No uPVC grade carries a pump set at ${fmt(setting.settingDepthM)} m: the column is ${column.name}.`,
    });
  }
  if (column.velocityMs > MAX_PIPE_VELOCITY_MS) {
    warnings.push({
      code: 'pipe-velocity-high',
      message: `The flow is more than the largest ${column.name} carries at ${MAX_PIPE_VELOCITY_MS} m/s (${fmt(column.velocityMs, 2)} m/s): consult us for a larger column.`,
    });
  }
  const straightLengthM = setting.settingDepthM + query.deliveryHeightM + query.horizontalRunM;
  const fittingsM = fittingsEquivalentLengthM(column.innerDiameterMm);
  const pipe: SizedPipe = {
    ...column,
    straightLengthM,
    fittingsEquivalentLengthM: fittingsM,
    lengthM: straightLengthM + fittingsM,
  };
  const frictionLossM = hazenWilliamsHeadLossM(flowM3h, pipe.innerDiameterMm, pipe.lengthM, pipe.hazenWilliamsC);
  const { totalDynamicHeadM, breakdown } = totalDynamicHead({
    pumpingLevelM,
    deliveryHeightM: query.deliveryHeightM,
    frictionLossM,
    outletPressureBar: query.outletPressureBar,
  });

  const { best: pump, nearMisses } = pickPump({
    flowM3h,
    headM: totalDynamicHeadM,
    frequencyHz: query.hz,
    phase: query.phase,
    voltageV: query.voltage,
    boreInch: query.boreDiameterIn,
    staticHeadM: totalDynamicHeadM - frictionLossM,
  });
  const sheet: SizingSheet = {
    flowM3h,
    pumpingHoursPerDay,
    pumpingLevelM,
    settingDepthM: setting.settingDepthM,
    submergenceM: setting.submergenceM,
    frictionLossM,
    totalDynamicHeadM,
    tdhBreakdown: breakdown,
    pipe,
    pump,
    nearMisses,
    cable: null,
    starter: null,
    panel: null,
    cooling: null,
    energyKwhPerYear: null,
    energyCostPerYear: null,
    warnings,
  };
  if (!pump) {
    warnings.push({
      code: 'no-pump',
      message: `No model of the range delivers ${fmt(flowM3h)} m³/h at ${fmt(totalDynamicHeadM)} m on a ${query.phase}-phase ${query.voltage} V ${query.hz} Hz supply in a ${query.boreDiameterIn}-inch bore.`,
    });
    return sheet;
  }
  return { ...sheet, ...equipPump(query, pump, setting.settingDepthM, pumpingHoursPerDay, data, warnings) };
}

/** Cable, starter, panel, cooling and energy for the picked pump. */
function equipPump(
  query: SizingQuery,
  pump: PickedPump,
  settingDepthM: number,
  hoursPerDay: number,
  data: EngineeringData,
  warnings: SizingWarning[],
): Pick<SizingSheet, 'cable' | 'starter' | 'panel' | 'cooling' | 'energyKwhPerYear' | 'energyCostPerYear'> {
  const method = starterFor(query.phase, pump.motorPowerKw);
  const wiring: Wiring = query.phase === 1 ? 'single-phase' : method === 'star-delta' ? 'star-delta' : 'three-phase';
  const cable = chooseDropCable(data.cables, {
    wiring,
    voltageV: query.voltage,
    fullLoadCurrentA: pump.fullLoadCurrentA,
    powerFactor: pump.powerFactor,
    lengthM: query.cableLengthM + settingDepthM,
    hoursPerYear: hoursPerDay * DAYS_PER_YEAR,
  });
  if (cable.status === 'high') {
    warnings.push({
      code: 'cable-drop-high',
      message: `Even the largest cable (${cable.sizeMm2} mm²) drops ${fmt(cable.voltageDropPct, 2)} % over ${fmt(cable.lengthM, 0)} m, above the ${VOLTAGE_DROP_AIM_PCT} % aimed at: shorten the run from the panel or raise the supply voltage.`,
    });
  } else if (cable.status === 'refused') {
    warnings.push({
      code: 'cable-refused',
      message: `No cable of the range keeps the voltage drop within ${VOLTAGE_DROP_MAX_PCT} % at ${fmt(cable.currentA)} A over ${fmt(cable.lengthM, 0)} m: move the panel closer to the well or consult us.`,
    });
  }

  const panel = choosePanel(data.panels, query.phase, method, pump.motorPowerKw);
  if (!panel) {
    warnings.push({
      code: 'no-panel',
      message: `No control panel of the range serves a ${pump.motorPowerKw} kW ${query.phase}-phase motor: consult us.`,
    });
  }

  const motorOd = pump.outerDiameterMm ?? STANDARD_MOTOR_OD_MM[standardMotorForBore(query.boreDiameterIn) ?? 4];
  const cooling = coolingCheck(pump.operatingPoint.flowM3h, query.boreDiameterIn, motorOd);
  if (cooling.doesNotFit) {
    warnings.push({
      code: 'motor-does-not-fit',
      message: `The pump set (${motorOd} mm across) does not fit a ${query.boreDiameterIn}-inch bore.`,
    });
  } else if (cooling.flowSleeveNeeded) {
    warnings.push({
      code: 'flow-sleeve-needed',
      message: `The water passes the motor at ${fmt(cooling.coolingVelocityMs, 3)} m/s, below the ${cooling.minimumMs} m/s the motor needs for cooling: fit a flow sleeve (shroud) around the motor.`,
    });
  }

  const energy = annualEnergy(pump.inputPowerKw, hoursPerDay, query.tariffPerKwh);
  return {
    cable,
    starter: { method, dolMaxKw: DOL_MAX_KW },
    panel: panel && { ...panel, protections: requiredProtections(query.phase) },
    cooling,
    ...energy,
  };
}
