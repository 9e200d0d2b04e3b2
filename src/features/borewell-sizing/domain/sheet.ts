import type { EngineeringData } from '@/content/engineering';
import type { ColumnPipe } from '@/engineering/column-pipe';
import type { CoolingCheck } from '@/engineering/cooling';
import type { DropCable } from '@/engineering/cable';
import type { ControlPanel, Protection, StarterChoice } from '@/engineering/starter';
import type { JacobDrawdown } from '@/engineering/well-curve';
import type { Refusal } from './choose-pump';
import type { PickPump, SetMotor } from './pick-pump';
import type { TdhBreakdown } from './tdh';
import type { CodedWarning } from '@/engineering/coded-warning';

/**
 * The borewell sizing's answer, the system sheet: what `sizeBorewell` returns and its stages build
 * (figures unrounded, SI units as in the names).
 */

/** What a refused candidate is judged against: the duty flow and the well's depths (m³/h, in, m). */
export interface RefusalContext {
  dutyFlowM3h: number;
  boreDiameterIn: number;
  settingDepthM: number;
  maxSettingDepthM: number;
}

/** Why a model came close but was not chosen, as figures (`ui/messages.ts` words it). */
export type NearMissRefusal =
  (Refusal & RefusalContext) | { kind: 'supply'; offered: { phase: 1 | 3; voltageV: number }[] };

/** A model that came close, with why it was refused. */
export interface SizingNearMiss {
  model: string;
  refusal: NearMissRefusal;
}

/** The figures of each warning (SI units as in the names), by code. */
export interface SizingWarningFigures {
  'well-too-shallow': {
    wantedSettingDepthM: number;
    pumpingLevelM: number;
    maxSettingDepthM: number;
    submergenceM: number;
  };
  'pump-above-water': { settingDepthM: number; pumpingLevelM: number };
  'pipe-material-changed': { settingDepthM: number; pipeName: string };
  'pipe-velocity-high': { pipeName: string; velocityMs: number };
  /** At the running pressure before a pump is chosen, or at the chosen pump's shut-off. */
  'pipe-pressure-rating':
    | {
        at: 'running';
        pressureBar: number;
        totalDynamicHeadM: number;
        submergenceM: number;
        pressureRatingBar: number;
        pipeName: string;
        grade: string;
      }
    | {
        at: 'shut-off';
        pressureBar: number;
        shutOffHeadM: number;
        waterAbovePumpM: number;
        pressureRatingBar: number;
        pipeName: string;
        grade: string;
      };
  'pipe-hanging-load': {
    pipeName: string;
    grade: string;
    nominalSize: string;
    loadKn: number;
    settingDepthM: number;
    stressMPa: number;
    allowableStressMPa: number;
  };
  'no-pump': {
    flowM3h: number;
    totalDynamicHeadM: number;
    phase: 1 | 3;
    voltageV: number;
    hz: number;
    boreDiameterIn: number;
  };
  'does-not-fit': { boreDiameterIn: number; boreInnerDiameterMm: number; model: string; neededMm: number };
  'pumping-level-below-intake': { model: string; refusal: NearMissRefusal };
  'well-cannot-yield': { model: string; refusal: NearMissRefusal };
  'flow-exceeds-duty': {
    flowM3h: number;
    headM: number;
    dutyFlowM3h: number;
    pumpingLevelM: number;
    settingDepthM: number;
    throttle: { valveLossM: number; wastedKw: number; wastedKwhPerYear: number } | null;
  };
  'low-submergence': {
    flowM3h: number;
    pumpingLevelM: number;
    settingDepthM: number;
    deeperM: number;
    maxSettingDepthM: number;
    jacob: JacobDrawdown | null;
  };
  'warm-water': {
    waterTempC: number;
    pipeDerating: { pipeName: string; factor: number; pressureRatingBar: number; material: string } | null;
    motorCooling: { flowSleeveNeeded: boolean; velocityMs: number } | null;
  };
  'voltage-drop-high': { sizeMm2: number; voltageDropPct: number; lengthM: number };
  'cable-too-long': { currentA: number; lengthM: number };
  'no-panel': { motorKw: number; phase: 1 | 3; starting: string };
  'flow-sleeve-needed': { motorOuterDiameterMm: number; velocityMs: number; minimumMs: number };
  'service-factor-load': MotorLoadFigures;
  'motor-overload': MotorLoadFigures;
}

/** The motor's load at the operating point (kW, %, A). */
export interface MotorLoadFigures {
  shaftKw: number;
  loadPctOfNameplate: number;
  motorKw: number;
  serviceFactor: number;
  limitKw: number;
  runningCurrentA: number;
  fullLoadCurrentA: number;
}

/**
 * Something the visitor should know about the set: `code` is stable for pages, the API and tests;
 * `figures` are what `ui/messages.ts` words in the visitor's units.
 */
export type SizingWarning = CodedWarning<SizingWarningFigures>;

/** The column pipe with its length and the pressure it must hold. */
export interface SizedPipe extends ColumnPipe {
  /** Straight length in m: setting depth + delivery height + horizontal run. */
  straightLengthM: number;
  /** Equivalent length of the fittings in m. */
  fittingsEquivalentLengthM: number;
  /** Length used for the friction in m. */
  lengthM: number;
  /** Pressure at the pump outlet at shut-off in bar (null before a pump is chosen). */
  shutOffPressureBar: number | null;
}

/** The chosen pump set running in this well. */
export interface SizedPump {
  model: string;
  productId: string;
  /** Largest outer diameter of the set in mm. */
  outerDiameterMm: number;
  /** Largest diameter of the pump with its cable guard in mm (with the motor's `diameterWithCableMm`, the bore fit). */
  maxDiameterWithCableGuardMm: number;
  motor: SetMotor & {
    /** Line current at the operating point in A: I_FL × P2 / P2,rated (η and cos φ taken as rated; `motorLoad`). */
    runningCurrentA: number;
  };
  /** Shaft power at the operating point as % of the motor's rated output (100 × P2 / P2,rated). */
  loadPctOfNameplate: number;
  /** Where the pump runs on the well's system curve. */
  operatingPoint: { flowM3h: number; headM: number; efficiencyPct: number; powerKw: number };
  /** Electrical input power P1 at the operating point in kW. */
  inputPowerKw: number;
  /** Shut-off head H0 in m. */
  shutOffHeadM: number;
}

/** The operating point of a set that runs away from the duty, and what throttling it would cost. */
export interface Delivered {
  /** Operating flow in m³/h. */
  flowM3h: number;
  /** Operating head in m. */
  headM: number;
  /**
   * Throttled to the duty flow with the outlet valve (above the duty only, when the duty flow is on
   * the pump's curve): the head the valve burns, H_pump(Q_d) − H_sys(Q_d), in m, and the input power
   * and energy a year it wastes, ρ·g·Q_d·ΔH / (η_pump·η_motor) in kW and × hours × 365 in kWh.
   */
  throttle: { valveLossM: number; wastedKw: number; wastedKwhPerYear: number } | null;
}

/** The well's yield figures. */
export interface WellYield {
  /** Specific capacity in m³/h per m (null when the drawdown is 0). */
  specificCapacityM3hPerM: number | null;
  drawdownAtOperatingFlowM: number;
  pumpingLevelAtOperatingFlowM: number;
}

/** The system sheet (all figures unrounded, SI units as in the names). */
export interface SizingSheet {
  /** Duty flow in m³/h. */
  flowM3h: number;
  /** Pumping hours per day used for the energy (daily volume ÷ operating flow when a volume is given). */
  pumpingHoursPerDay: number;
  /** Pumping level at the duty flow. */
  pumpingLevelM: number;
  settingDepthM: number;
  /** Water above the pump at the pumping level in m. */
  submergenceM: number;
  frictionLossM: number;
  totalDynamicHeadM: number;
  tdhBreakdown: TdhBreakdown;
  /** Specific capacity in m³/h per m (null when the drawdown is 0). */
  specificCapacityM3hPerM: number | null;
  /** Jacob's s = BQ + CQ² when a second test point was given (else the drawdown is Q/Sc), null otherwise. */
  jacobDrawdown: JacobDrawdown | null;
  pipe: SizedPipe;
  /** The chosen pump set, or null when no model of the range meets the duty in this well. */
  pump: SizedPump | null;
  /**
   * What the set delivers when its operating point is away from the duty beyond the ISO 9906 grade
   * 2B tolerances (flow ±8 %, head ±5 %), else null; above the duty, what throttling to the duty costs.
   */
  delivered: Delivered | null;
  nearMisses: SizingNearMiss[];
  well: WellYield | null;
  cable: DropCable | null;
  starter: StarterChoice | null;
  panel: (ControlPanel & { protections: Protection[] }) | null;
  cooling: CoolingCheck | null;
  /** Check-valve depths in m below ground, deepest first. */
  checkValves: { depthsM: number[] } | null;
  energyKwhPerYear: number | null;
  energyCostPerYear: number | null;
  warnings: SizingWarning[];
}

/** What the sizing needs besides the query. */
export interface SizingDeps {
  /** The pump choice (the selection feature's ranked matches, wired in by the route). */
  pickPump: PickPump;
  /** Engineering tables, from `getEngineeringData()`. */
  data: EngineeringData;
  /**
   * Largest three-phase motor started direct-on-line, kW: the site setting
   * `siteConfig.directOnLineMaxKw`, passed in by the caller (a domain takes the configuration only
   * as an argument; see `chooseStarter`).
   */
  dolMaxKw: number;
}
