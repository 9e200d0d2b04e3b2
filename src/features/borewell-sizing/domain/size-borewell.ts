import type { EngineeringData } from '@/content/engineering';
import {
  annualEnergy,
  curvesCrossing,
  DAYS_PER_YEAR,
  hydraulicPowerKw,
  inputPowerKw,
  shutOffHeadM,
} from '@/lib/hydraulics';
import { motorLoad } from '@/engineering/motor';
import { chooseDropCable, VOLTAGE_DROP_AIM_PCT, VOLTAGE_DROP_MAX_PCT, type DropCable } from '@/engineering/cable';
import {
  awayFromDuty,
  compareSets,
  judgeCandidate,
  NEAR_MISS_REACH,
  type AcceptedSet,
  type Refusal,
  type WellDuty,
} from './choose-pump';
import { coolingCheck, type CoolingCheck } from '@/engineering/cooling';
import {
  DEFAULT_WATER_TEMP_C,
  HOT_WATER_MIN_COOLING_VELOCITY_MS,
  MOTOR_RATED_WATER_TEMP_C,
} from '@/engineering/warm-water';
import { ISO_9906_GRADE_2B } from './duty-tolerance';
import { fittingsEquivalentLengthM, hazenWilliamsHeadLossM } from '@/engineering/friction';
import {
  flowFromDailyVolumeM3h,
  pumpingWaterLevelM,
  pumpSetting,
  SUBMERGENCE_MARGIN_M,
  SUMP_ALLOWANCE_M,
} from './levels';
import type { NearMiss, PickPump, SetMotor } from './pick-pump';
import {
  chooseColumnPipe,
  columnHangingLoad,
  MAX_PIPE_VELOCITY_MS,
  type BandGapSize,
  type ColumnPipe,
} from '@/engineering/column-pipe';
import { DEFAULT_PUMPING_HOURS, type SizingQuery } from '@/engineering/sizing-query';
import {
  chooseStarter,
  choosePanel,
  requiredProtections,
  type ControlPanel,
  type Protection,
  type StarterChoice,
} from '@/engineering/starter';
import { M_HEAD_PER_BAR } from '@/lib/hydraulics';
import { inUnitSystem, type ImperialConvertible, type UnitSystem } from '@/lib/units';
import { totalDynamicHead, type TdhBreakdown } from './tdh';
import {
  checkValveDepthsM,
  drawdownAtM,
  jacobDrawdown,
  jacobDrawdownAtM,
  specificCapacityM3hPerM,
  type JacobDrawdown,
} from '@/engineering/well-curve';
import { CABLE_CORES, pumpSetAllowanceKg, type HungEquipment } from '@/engineering/hanging-load';

/**
 * The borewell sizing: from the well data to a complete pump set (pump, column pipe, drop cable,
 * starter and control panel), with the figures behind each choice.
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

const fmt = (n: number, digits = 1) => n.toFixed(digits);

/** Most refused models listed as near misses. */
const MAX_NEAR_MISSES = 8;

/**
 * A quantity for a sentence, e.g. '12.5 m' or in imperial '41.0 ft', to `digits` decimals, or with
 * `'rule'` as a rule's constant is written (0.5 m/s; in imperial to three significant digits, 1.64 ft/s).
 */
function quantityIn(system: UnitSystem) {
  return (value: number, unit: ImperialConvertible, digits: number | 'rule' = 1) => {
    const shown = inUnitSystem(value, unit, system);
    const figure = digits === 'rule' ? String(Number(shown.value.toPrecision(3))) : fmt(shown.value, digits);
    return `${figure} ${shown.symbol}`;
  };
}

/** The column, its lengths, friction and TDH at the duty flow, for a pressure to hold. */
function columnAndHead(
  query: SizingQuery,
  data: EngineeringData,
  flowM3h: number,
  settingDepthM: number,
  pressureBar: number,
  gap: BandGapSize,
  hung?: HungEquipment,
) {
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

/**
 * Sizes the set for a checked query: levels and setting depth, flow, column pipe and friction, TDH,
 * then each pump the picker offers judged where its curve meets the well's system curve (drawdown
 * ∝ flow) by {@link judgeCandidate}: within the ISO 9906 grade 2B tolerance of the duty, or above it
 * where the well yields it, the motor carrying it, fitting the bore with its cable and keeping its
 * intake under water; the best by {@link compareSets} is equipped (the refused ones within 30 % of
 * the duty flow are near misses): column pressure rating, drop cable, panel, cooling, check valves
 * and energy, and what the set delivers when it runs away from the duty. Where the column's
 * velocity band falls between two sizes the larger (less friction) is sized first, and the smaller
 * only when no pump meets the duty on the larger's system curve (issue 48).
 * @param query a query from `parseSizingQuery` (the cross-field checks hold)
 */
export function sizeBorewell(query: SizingQuery, deps: SizingDeps): SizingSheet {
  const larger = sizeWithColumn(query, deps, 'larger');
  if (larger.pump) return larger;
  const smaller = sizeWithColumn(query, deps, 'smaller');
  return smaller.pump ? smaller : larger;
}

/** {@link sizeBorewell} with the column size taken where the velocity band falls between sizes. */
function sizeWithColumn(
  query: SizingQuery,
  { pickPump, data, dolMaxKw, unitSystem = 'metric' }: SizingDeps,
  gap: BandGapSize,
): SizingSheet {
  const q = quantityIn(unitSystem);
  const warnings: SizingWarning[] = [];
  const givenHours = query.pumpingHours ?? DEFAULT_PUMPING_HOURS;
  const flowM3h = query.flowM3h ?? flowFromDailyVolumeM3h(query.dailyVolumeM3 ?? 0, givenHours);

  const pumpingLevelM = pumpingWaterLevelM(query.staticLevelM, query.drawdownM);
  const setting = pumpSetting(pumpingLevelM, query.boreDepthM);
  if (setting.tooShallow) {
    warnings.push({
      code: 'well-too-shallow',
      message: `The well is too shallow for this duty: the pump should hang at ${q(setting.wantedSettingDepthM, 'm')} (pumping water level ${q(pumpingLevelM, 'm')} + ${q(SUBMERGENCE_MARGIN_M, 'm', 'rule')} submergence), but the bore allows ${q(setting.maxSettingDepthM, 'm')} (bore depth − ${q(SUMP_ALLOWANCE_M, 'm', 'rule')} above the bottom), so it is set there with ${q(setting.submergenceM, 'm')} of water above it.`,
    });
  }
  if (setting.submergenceM <= 0) {
    warnings.push({
      code: 'pump-above-water',
      message: `At ${q(setting.settingDepthM, 'm')} the pump would be above the pumping water level (${q(pumpingLevelM, 'm')}) and run dry: pump less water, or deepen the bore.`,
    });
  }
  const settingDepthM = setting.settingDepthM;
  let column = columnAndHead(query, data, flowM3h, settingDepthM, 0, gap);
  const head = (frictionLossM: number) =>
    totalDynamicHead({
      pumpingLevelM,
      deliveryHeightM: query.deliveryHeightM,
      frictionLossM,
      outletPressureBar: query.outletPressureBar,
    });
  let tdh = head(column.frictionLossM);
  // While running at the duty the pump outlet sees TDH + submergence (its inlet pressure); the
  // column must hold at least that before any pump is known, and its shut-off pressure once it is.
  const runningPressureBar = (tdh.totalDynamicHeadM + setting.submergenceM) / M_HEAD_PER_BAR;
  column = columnAndHead(query, data, flowM3h, settingDepthM, runningPressureBar, gap);
  tdh = head(column.frictionLossM);
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
  /** H_sys(Q) = static level + Q/Sc + delivery height + friction(Q) + outlet pressure head. */
  const systemHeadM = (q: number) =>
    query.staticLevelM + drawdownAt(q) + query.deliveryHeightM + column.friction(q) + tdh.breakdown.outletPressureHeadM;

  if (column.pipe.materialChanged) {
    warnings.push({
      code: 'pipe-material-changed',
      message: `No uPVC grade carries a pump set at ${q(settingDepthM, 'm')}: the column is ${column.pipe.name}.`,
    });
  }
  if (column.pipe.velocityMs > MAX_PIPE_VELOCITY_MS) {
    warnings.push({
      code: 'pipe-velocity-high',
      message: `The flow is more than the largest ${column.pipe.name} carries at ${q(MAX_PIPE_VELOCITY_MS, 'm/s', 'rule')} (${q(column.pipe.velocityMs, 'm/s', 2)}): consult us for a larger column.`,
    });
  }

  const pick = pickPump({
    flowM3h,
    headM: tdh.totalDynamicHeadM,
    frequencyHz: query.hz,
    phase: query.phase,
    voltageV: query.voltage,
    boreInch: query.boreDiameterIn,
    staticHeadM: tdh.totalDynamicHeadM - column.frictionLossM,
  });
  const levelAtM = (flow: number) => query.staticLevelM + drawdownAt(flow);
  const wellDuty: WellDuty = {
    flowM3h,
    headM: tdh.totalDynamicHeadM,
    systemHeadM,
    levelAtM,
    settingDepthM,
    intakeMarginM: SUBMERGENCE_MARGIN_M,
    deepestSettingM: setting.maxSettingDepthM,
    boreInch: query.boreDiameterIn,
  };
  const accepted: AcceptedSet[] = [];
  const refused: { model: string; refusal: Refusal; distance: number }[] = [];
  for (const pump of pick.candidates) {
    const judged = judgeCandidate(pump, wellDuty);
    if ('accepted' in judged) accepted.push(judged.accepted);
    else {
      // A curve that meets the duty within tolerance but runs outside its range in this well is a
      // near miss too (listed first); other curves that do not meet the well's are far off.
      const { refusal } = judged;
      const distance =
        judged.flowM3h !== undefined
          ? Math.abs(judged.flowM3h / flowM3h - 1)
          : refusal.kind === 'curve' && refusal.withinTolerance
            ? 0
            : Infinity;
      refused.push({ model: pump.model, refusal: judged.refusal, distance });
    }
  }
  accepted.sort(compareSets);
  const best = accepted[0];
  const chosen = best && {
    pump: best.pump,
    fit: best.fit,
    starter: chooseStarter(query.phase, best.pump.motor, best.fit.fits, dolMaxKw),
    point: best.point,
  };
  const say = (refusal: Refusal): string => {
    switch (refusal.kind) {
      case 'curve':
        return refusal.where === 'below'
          ? `head too low on the well’s own curve (drawdown grows with the flow): it would run below its minimum flow of ${q(refusal.limitFlowM3h, 'm³/h')}`
          : `would run past the end of its curve in this well, beyond its maximum flow of ${q(refusal.limitFlowM3h, 'm³/h')}`;
      case 'short':
        return `would deliver ${q(refusal.flowM3h, 'm³/h')} at ${q(refusal.headM, 'm')} in this well, ${fmt((1 - refusal.flowM3h / flowM3h) * 100, 0)} % short of the duty and outside the ISO 9906 grade 2B tolerance (flow ±${ISO_9906_GRADE_2B.flow * 100} %, head ±${ISO_9906_GRADE_2B.head * 100} %)`;
      case 'motor':
        return `its motor would carry ${fmt(refusal.shaftKw, 2)} kW at the operating point, above its rating × service factor (${fmt(refusal.limitKw, 2)} kW)`;
      case 'fit':
        return `does not fit a ${query.boreDiameterIn.toFixed(2)}-inch (${fmt(refusal.fit.boreInnerDiameterMm)} mm) bore: it needs ${fmt(refusal.fit.neededMm, 0)} mm (pump with cable guard ${fmt(refusal.pumpMm, 0)} mm, motor with its cable ${fmt(refusal.motorMm, 0)} mm)`;
      case 'intake':
        return `at its ${q(refusal.flowM3h, 'm³/h')} the drawdown brings the pumping level to ${q(refusal.levelM, 'm')}, below its intake at ${q(settingDepthM, 'm')}`;
      case 'well-yield':
        return `would deliver ${q(refusal.flowM3h, 'm³/h')}, more than the duty, and the well cannot yield it: the pumping level would fall to ${q(refusal.levelM, 'm')}, so the pump would have to hang at ${q(refusal.levelM + SUBMERGENCE_MARGIN_M, 'm')} (${q(SUBMERGENCE_MARGIN_M, 'm', 'rule')} below it), deeper than the ${q(setting.maxSettingDepthM, 'm')} the bore allows`;
    }
  };
  const nearMisses: NearMiss[] = [
    ...pick.nearMisses,
    ...refused
      .filter((r) => r.distance <= NEAR_MISS_REACH)
      .sort((a, b) => a.distance - b.distance || a.model.localeCompare(b.model))
      .slice(0, MAX_NEAR_MISSES)
      .map((r) => ({ model: r.model, reason: say(r.refusal) })),
  ];
  const firstRefusal = (kind: Refusal['kind']) => refused.find((r) => r.refusal.kind === kind);

  const sheet: SizingSheet = {
    flowM3h,
    pumpingHoursPerDay: givenHours,
    pumpingLevelM,
    settingDepthM,
    submergenceM: setting.submergenceM,
    frictionLossM: column.frictionLossM,
    totalDynamicHeadM: tdh.totalDynamicHeadM,
    tdhBreakdown: tdh.breakdown,
    specificCapacityM3hPerM: specificCapacity,
    jacobDrawdown: jacob,
    pipe: column.pipe,
    pump: null,
    delivered: null,
    nearMisses,
    well: null,
    cable: null,
    starter: null,
    panel: null,
    cooling: null,
    checkValves: null,
    energyKwhPerYear: null,
    energyCostPerYear: null,
    warnings,
  };
  if (!chosen) {
    if (column.pipe.pressureExceeded) {
      warnings.push({
        code: 'pipe-pressure-rating',
        message: `Even running at the duty the pump outlet is at ${q(runningPressureBar, 'bar')} (TDH ${q(tdh.totalDynamicHeadM, 'm', 0)} + ${q(setting.submergenceM, 'm', 0)} of water above the pump), more than the ${q(column.pipe.pressureRatingBar, 'bar')} the ${column.pipe.name} (${column.pipe.grade}) is rated for, and a pump's shut-off pressure is higher still: choose a higher-rated column (for example GI).`,
      });
    }
    const intake = firstRefusal('intake');
    if (intake) {
      warnings.push({
        code: 'pumping-level-below-intake',
        message: `The pump is not recommended: ${intake.model}: ${say(intake.refusal)} and it would run dry. Pump less water (a smaller model or a throttled outlet), or hang the pump deeper if the bore allows.`,
      });
    }
    const weak = firstRefusal('well-yield');
    if (weak) {
      warnings.push({
        code: 'well-cannot-yield',
        message: `No pump meets the duty within tolerance, and the larger ones draw the well down too far: ${weak.model} ${say(weak.refusal)}. Ask for less water, or hang the pump deeper if the bore allows.`,
      });
    }
    const tooWide = firstRefusal('fit');
    if (tooWide && tooWide.refusal.kind === 'fit') {
      warnings.push({
        code: 'does-not-fit',
        message: `No pump set that meets the duty fits a ${query.boreDiameterIn.toFixed(2)}-inch (${fmt(tooWide.refusal.fit.boreInnerDiameterMm)} mm) bore with its drop cable and cable guard: ${tooWide.model} needs ${fmt(tooWide.refusal.fit.neededMm, 0)} mm; a wider bore is needed.`,
      });
    }
    warnings.push({
      code: 'no-pump',
      message: `No model of the range can be recommended for ${q(flowM3h, 'm³/h')} at ${q(tdh.totalDynamicHeadM, 'm')} on a ${query.phase}-phase ${query.voltage} V ${query.hz} Hz supply in a ${query.boreDiameterIn}-inch bore.`,
    });
    return sheet;
  }

  // The column must hold the pump's shut-off head plus the water above the pump at rest, and a GI
  // column the set and its cable hanging on it.
  const { pump, starter } = chosen;
  let { point } = chosen;
  const h0 = shutOffHeadM(pump.curves);
  const shutOffPressureBar = (h0 + (settingDepthM - query.staticLevelM)) / M_HEAD_PER_BAR;
  const hoursPerDayAt = (q: number) => (query.dailyVolumeM3 !== undefined ? query.dailyVolumeM3 / q : givenHours);
  const cableAt = (q: number) => {
    const load = motorLoad(pump.motor, pump.curves.power(q)!);
    const p1 = load.inputPowerKw;
    const runningCurrentA = load.currentA;
    const cable = chooseDropCable(data.cables, {
      circuit: starter.circuit,
      voltageV: query.voltage,
      fullLoadCurrentA: pump.motor.fullLoadCurrentA,
      runningCurrentA,
      powerFactor: pump.motor.powerFactor,
      lengthM: query.cableLengthM + settingDepthM,
      hoursPerYear: hoursPerDayAt(q) * DAYS_PER_YEAR,
    });
    return { p1, runningCurrentA, cable, load };
  };
  const hungWith = (cable: DropCable): HungEquipment => ({
    pumpSetKg: pumpSetAllowanceKg(pump.outerDiameterMm),
    cableConductors: CABLE_CORES * cable.cables,
    cableSizeMm2: cable.sizeMm2,
  });
  const rated = columnAndHead(
    query,
    data,
    flowM3h,
    settingDepthM,
    shutOffPressureBar,
    gap,
    hungWith(cableAt(point.flowM3h).cable),
  );
  if (rated.pipe.grade !== column.pipe.grade || rated.pipe.material !== column.pipe.material) {
    // A heavier grade has a smaller bore: the friction, TDH and operating point follow it.
    column = rated;
    tdh = head(column.frictionLossM);
    const moved = curvesCrossing(pump.curves, systemHeadM);
    if (typeof moved !== 'string') point = moved;
  }
  const efficiencyPct = pump.curves.efficiency(point.flowM3h)!;
  const shaftKw = pump.curves.power(point.flowM3h)!;
  const { p1, runningCurrentA, cable, load } = cableAt(point.flowM3h);
  const drawdownAtOperatingFlowM = drawdownAt(point.flowM3h);
  const hoursPerDay = hoursPerDayAt(point.flowM3h);
  // The cable at the final operating point may be a size away from the one the grade was chosen
  // with: the load shown is the final set's.
  const finalLoad = columnHangingLoad(
    column.pipe.material,
    column.pipe.outerDiameterMm,
    column.pipe.innerDiameterMm,
    settingDepthM,
    hungWith(cable),
  );
  const pipe: SizedPipe = {
    ...column.pipe,
    shutOffPressureBar,
    hangingLoad: finalLoad,
    hangingLoadExceeded: (finalLoad?.stressMPa ?? 0) > column.pipe.allowableStressMPa,
  };
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
  let delivered: Delivered | null = null;
  if (awayFromDuty(point, wellDuty)) {
    const pumpHeadAtDutyM = pump.curves.head(flowM3h);
    const throttle =
      point.flowM3h > flowM3h && pumpHeadAtDutyM !== undefined
        ? (() => {
            const valveLossM = pumpHeadAtDutyM - systemHeadM(flowM3h);
            const wastedKw = inputPowerKw(
              hydraulicPowerKw(flowM3h, valveLossM) / (pump.curves.efficiency(flowM3h)! / 100),
              pump.motor.efficiencyPct,
            );
            return { valveLossM, wastedKw, wastedKwhPerYear: wastedKw * hoursPerDayAt(flowM3h) * DAYS_PER_YEAR };
          })()
        : null;
    delivered = { flowM3h: point.flowM3h, headM: point.headM, throttle };
    if (point.flowM3h > flowM3h) {
      const levelAtOp = levelAtM(point.flowM3h);
      warnings.push({
        code: 'flow-exceeds-duty',
        message: `In this well the set delivers ${q(point.flowM3h, 'm³/h')} at ${q(point.headM, 'm')}, ${fmt((point.flowM3h / flowM3h - 1) * 100, 0)} % more than the ${q(flowM3h, 'm³/h')} asked for; the well yields it (pumping level ${q(levelAtOp, 'm')}, ${q(settingDepthM - levelAtOp, 'm')} above the intake). Accept the extra water${throttle ? `, or throttle the outlet valve to ${q(flowM3h, 'm³/h')}: the valve then burns ${q(throttle.valveLossM, 'm')} of head, about ${fmt(throttle.wastedKw, 2)} kW or ${fmt(throttle.wastedKwhPerYear, 0)} kWh a year wasted` : ''}, or run a smaller pump on a variable-speed drive.`,
      });
    }
  }
  const levelAtOperatingFlowM = levelAtM(point.flowM3h);
  // Within the flow tolerance the drawdown may grow by tQ × the duty's drawdown; beyond that the
  // level is inside the margin (or, in a bore too shallow for it, below the duty's own level).
  const drawdownAllowanceM = ISO_9906_GRADE_2B.flow * query.drawdownM;
  if (
    settingDepthM - levelAtOperatingFlowM <
    Math.min(SUBMERGENCE_MARGIN_M, setting.submergenceM) - drawdownAllowanceM - 1e-9
  ) {
    const deeperM = Math.min(levelAtOperatingFlowM + SUBMERGENCE_MARGIN_M, setting.maxSettingDepthM);
    warnings.push({
      code: 'low-submergence',
      message: `At its ${q(point.flowM3h, 'm³/h')} the pumping level is ${q(levelAtOperatingFlowM, 'm')}, only ${q(settingDepthM - levelAtOperatingFlowM, 'm')} above the intake at ${q(settingDepthM, 'm')}, inside the ${q(SUBMERGENCE_MARGIN_M, 'm', 'rule')} this sizing keeps: the pump may draw air if the water falls further. ${deeperM > settingDepthM + 0.05 ? `Hang it at ${q(deeperM, 'm')} (the bore allows ${q(setting.maxSettingDepthM, 'm')}), or pump less.` : 'Pump less, or deepen the bore.'} ${jacob ? `The drawdown follows Jacob's s = BQ + CQ² through your two test points (B ${fmt(jacob.bMPerM3h, 3)} m per m³/h, C ${fmt(jacob.cMPerM3h2, 4)} m per (m³/h)²).` : "The drawdown is taken proportional to the flow (your test point's specific capacity), an assumption: turbulent well losses draw a well down more at higher flows (Jacob 1947); give a second test point to size on them."}`,
    });
  }

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

  const cooling = coolingCheck(point.flowM3h, query.boreDiameterIn, pump.motor.outerDiameterMm, query.waterTempC);
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

  const energy = annualEnergy(p1, hoursPerDay, query.tariffPerKwh);
  return {
    ...sheet,
    pumpingHoursPerDay: hoursPerDay,
    frictionLossM: column.frictionLossM,
    totalDynamicHeadM: tdh.totalDynamicHeadM,
    tdhBreakdown: tdh.breakdown,
    pipe,
    delivered,
    pump: {
      model: pump.model,
      productId: pump.productId,
      outerDiameterMm: pump.outerDiameterMm,
      maxDiameterWithCableGuardMm: pump.maxDiameterWithCableGuardMm,
      motor: { ...pump.motor, runningCurrentA },
      loadPctOfNameplate: load.loadPctOfNameplate,
      operatingPoint: { ...point, efficiencyPct, powerKw: shaftKw },
      inputPowerKw: p1,
      shutOffHeadM: h0,
    },
    well: {
      specificCapacityM3hPerM: specificCapacity,
      drawdownAtOperatingFlowM,
      pumpingLevelAtOperatingFlowM: query.staticLevelM + drawdownAtOperatingFlowM,
    },
    cable,
    starter,
    panel: panel && { ...panel, protections: requiredProtections(query.phase) },
    cooling,
    checkValves: { depthsM: checkValveDepthsM(settingDepthM) },
    ...energy,
  };
}
