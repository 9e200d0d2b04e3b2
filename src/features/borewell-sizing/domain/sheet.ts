import type { EngineeringData } from '@/content/engineering';
import type { ColumnPipe } from '@/engineering/column-pipe';
import type { CoolingCheck } from '@/engineering/cooling';
import type { DropCable } from '@/engineering/cable';
import type { ControlPanel, Protection, StarterChoice } from '@/engineering/starter';
import type { JacobDrawdown } from '@/engineering/well-curve';
import type { UnitSystem } from '@/lib/units';
import type { NearMiss, PickPump, SetMotor } from './pick-pump';
import type { TdhBreakdown } from './tdh';

/**
 * The borewell sizing's answer, the system sheet: what `sizeBorewell` returns and its stages build
 * (figures unrounded, SI units as in the names).
 */

/** Something the visitor should know about the set; `code` is stable for pages, the API and tests. */
export interface SizingWarning {
  code:
    | 'well-too-shallow'
    | 'pump-above-water'
    | 'pipe-material-changed'
    | 'pipe-velocity-high'
    | 'pipe-pressure-rating'
    | 'pipe-hanging-load'
    | 'no-pump'
    | 'does-not-fit'
    | 'pumping-level-below-intake'
    | 'flow-exceeds-duty'
    | 'well-cannot-yield'
    | 'low-submergence'
    | 'warm-water'
    | 'voltage-drop-high'
    | 'cable-too-long'
    | 'no-panel'
    | 'flow-sleeve-needed'
    | 'service-factor-load'
    | 'motor-overload';
  message: string;
}

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
  nearMisses: NearMiss[];
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
  /**
   * Units of the sentences (warnings and near-miss reasons): metric by default, imperial for a page
   * shown in ft, psi and US gpm. The sheet's figures stay SI, as their names say.
   */
  unitSystem?: UnitSystem;
}
