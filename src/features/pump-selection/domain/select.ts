import type { CategoryName } from '@/content/schemas/catalogue';
import type { PumpModel } from '@/content/schemas/pump-models';
import type { MotorSupply } from '@/engineering/tables';
import {
  DEFAULT_HOURS_PER_DAY,
  energyKwhPerYear,
  npshAvailable,
  npshRequiredWithMargin,
  operatingPoint,
  specificEnergyKwhPerM3,
  systemCurveThrough,
  type SuctionConditions,
} from '@/engineering/hydraulics';
import { matchingSupply, motorLoad, motorOnSupply, serviceFactorOf, type MotorOnSupply } from '@/engineering/motor';
import { modelCurves } from '@/content/model-curves';
import { fitsInstallation, type Installation } from './installation';
import type { NearMissCause } from './near-miss';
import { operatingWarnings, type OperatingWarning } from './warnings';

/**
 * Pump selection for a duty point: which models deliver the duty, ranked, and which come close.
 * Rules (issue 12): a model qualifies when its operating point (pump curve ∩ system curve through
 * the duty point) delivers at least the duty flow, its head at the duty flow is not more than 25 %
 * above the duty head, and the operating flow lies within its allowable range Qmin–Qmax; and it
 * matches where the pump goes (`./installation.ts`), the frequency, supply, category and bore asked for. Preferred operating region (POR):
 * 70–120 % of the best-efficiency flow (ANSI/HI 9.6.3-2012, "Rotodynamic Pumps – Guideline for
 * Allowable Operating Region", §9.6.3.3). A surface pump (one whose data give NPSHr) qualifies only
 * when the duty gives its suction and NPSHa ≥ NPSHr + margin at the operating point, or when the duty
 * gives no suction (then its result says NPSH was not checked). Every result carries its operating
 * warnings (`./warnings.ts`). Input power, current and load are the motor's on the supply matched
 * (`motorOnSupply` of the hydraulics core: a single-phase supply has its own η and cos φ).
 */

/** The duty asked for, in catalogue units. */
export interface Duty {
  /** Duty flow Qd in m³/h (> 0). */
  flowM3h: number;
  /** Duty head Hd (total dynamic head) in m (> 0). */
  headM: number;
  /** Mains frequency in Hz. */
  frequencyHz: 50 | 60;
  /** Supply phases, when the visitor has one supply only. */
  phase?: 1 | 3;
  /** Supply voltage in V, matched within ±10 % of a model's rated voltage. */
  voltageV?: number;
  /** Where the pump goes: only models of the categories built for it (all when not given). */
  installation?: Installation;
  /** Only models of this category. */
  category?: CategoryName;
  /** Borehole diameter available in inch: models needing a larger bore do not fit. */
  boreDiameterIn?: number;
  /** Static head Hs of the system curve in m (default 0: all friction). */
  staticHeadM?: number;
  /** Running hours per day for the energy figures (default 8). */
  hoursPerDay?: number;
  /** Electricity tariff per kWh, for the cost per year. */
  tariffPerKwh?: number;
  /** Suction of a surface pump, for the NPSH check (lift in m, water °C, altitude m). */
  suction?: SuctionConditions;
}

/** POR bounds as fractions of Q_BEP (ANSI/HI 9.6.3-2012). */
export const PREFERRED_REGION = { min: 0.7, max: 1.2 } as const;
/** Largest head at the duty flow, as a multiple of the duty head, that still qualifies (issue 12: 25 %). */
export const MAX_HEAD_MARGIN = 1.25;

/** The operating figures of a model at a duty. */
export interface OperatingFigures {
  /** Operating point: flow in m³/h and head in m, with η (%) and P2 (kW) there. */
  operatingPoint: { flowM3h: number; headM: number; efficiencyPct: number; powerKw: number };
  /** Flow at the best efficiency point in m³/h. */
  bepFlowM3h: number;
  /** Q_op / Q_BEP. */
  bepRatio: number;
  /** Whether Q_op is inside the POR (70–120 % of Q_BEP). */
  inPreferredRegion: boolean;
  /** The model's allowable flow range at the duty's frequency, m³/h. */
  minFlowM3h: number;
  maxFlowM3h: number;
  /** The motor on the supply matched (the first offered when the duty names none). */
  motor: MotorOnSupply;
  /** Shaft power at the operating point as % of the motor's rated output (100 × P2 / P2,rated). */
  loadPctOfNameplate: number;
  /** Line current at the operating point in A (I_FL × P2 / P2,rated on the supply matched). */
  currentA: number;
  /** Electrical input power P1 = P2 / η_motor on the supply matched, in kW, at the operating point. */
  inputPowerKw: number;
  /** Specific energy E_s = P1 / Q_op in kWh per m³ delivered. */
  specificEnergyKwhPerM3: number;
  /** NPSH at the operating point of a surface pump whose suction the duty gives, m. */
  npsh?: { availableM: number; requiredM: number; requiredWithMarginM: number };
  /** What an application engineer would say about this operating point, most serious first. */
  warnings: OperatingWarning[];
  /** Energy per year in kWh at the duty's hours per day. */
  energyKwhPerYear: number;
  /** Cost per year at the duty's tariff, when one is given. */
  energyCostPerYear?: number;
}

/** One qualifying model. */
export interface SelectionResult extends OperatingFigures {
  model: PumpModel;
  /** The supply that matches the duty (the first offered when the duty names none). */
  supply: MotorSupply;
}

/** A model that comes close, with why it does not qualify. */
export interface NearMiss {
  model: PumpModel;
  /**
   * Why, as data (m³/h and m): the pages word it in the visitor's units and the JSON API in m³/h and m
   * (`describeNearMiss` of `ui/messages.ts`: 'head 12 m short at 8 m³/h').
   */
  causes: NearMissCause[];
  /** How far off it is (0 = just missed); orders the list. */
  distance: number;
}

/** The answer for a duty. */
export interface Selection {
  results: SelectionResult[];
  nearMisses: NearMiss[];
}

/**
 * Relative slack on every boundary of the rules (1e-9): the same duty given in other units arrives
 * with rounding noise of about 1e-16, which must not move a model across a limit.
 */
export const BOUNDARY_TOLERANCE = 1e-9;
const over = (value: number, limit: number) => value > limit * (1 + BOUNDARY_TOLERANCE);
const under = (value: number, limit: number) => value < limit * (1 - BOUNDARY_TOLERANCE);

/** Most near misses listed. */
export const MAX_NEAR_MISSES = 8;
/** How far off (as a fraction of the duty flow or head) a model may be and still be a near miss. */
export const NEAR_MISS_REACH = 0.3;

/**
 * How a model runs at a duty: the operating point on the system curve through the duty point, and
 * its motor there on the supply the duty matches (the first offered when none matches).
 * @returns undefined when the pump curve and the system curve do not cross within the curve's span
 */
export function operatingFigures(model: PumpModel, duty: Duty): OperatingFigures | undefined {
  const curves = modelCurves(model);
  const system = systemCurveThrough(duty.flowM3h, duty.headM, duty.staticHeadM ?? 0);
  const point = operatingPoint(curves, system);
  if (!point) return undefined;
  const efficiencyPct = curves.efficiency(point.flowM3h)!;
  const powerKw = curves.power(point.flowM3h)!;
  const bepRatio = point.flowM3h / curves.bepFlowM3h;
  const motor = motorOnSupply(
    model.motor,
    matchingSupply(model, duty) ?? model.motor.supplies[0]!,
    serviceFactorOf(model),
  );
  const load = motorLoad(motor, powerKw);
  const p1 = load.inputPowerKw;
  const energy = energyKwhPerYear(p1, duty.hoursPerDay ?? DEFAULT_HOURS_PER_DAY);
  const npshrM = curves.npshr?.(point.flowM3h);
  const npsh =
    npshrM !== undefined && duty.suction
      ? {
          availableM: npshAvailable(duty.suction).npshAvailableM,
          requiredM: npshrM,
          requiredWithMarginM: npshRequiredWithMargin(npshrM),
        }
      : undefined;
  const figures = {
    operatingPoint: { flowM3h: point.flowM3h, headM: point.headM, efficiencyPct, powerKw },
    bepFlowM3h: curves.bepFlowM3h,
    bepRatio,
    inPreferredRegion: bepRatio >= PREFERRED_REGION.min && bepRatio <= PREFERRED_REGION.max,
    minFlowM3h: model.flowRangeM3h.min,
    maxFlowM3h: model.flowRangeM3h.max,
    motor,
    loadPctOfNameplate: load.loadPctOfNameplate,
    currentA: load.currentA,
    inputPowerKw: p1,
    specificEnergyKwhPerM3: specificEnergyKwhPerM3(p1, point.flowM3h),
    energyKwhPerYear: energy,
    ...(duty.tariffPerKwh !== undefined ? { energyCostPerYear: energy * duty.tariffPerKwh } : {}),
    ...(npsh ? { npsh } : {}),
  };
  return { ...figures, warnings: operatingWarnings(model, figures, { npshChecked: duty.suction !== undefined }) };
}

/**
 * Why a model of the right kind misses the duty hydraulically, or undefined when it qualifies. The
 * distance combines how far the duty flow lies outside the model's range and how far its head at the
 * nearest allowable flow is from the duty head, both relative: √(Δq² + Δh²); the reason names each.
 */
function hydraulicMiss(
  model: PumpModel,
  duty: Duty,
): { causes: NearMissCause[]; distance: number } | 'far' | undefined {
  const curves = modelCurves(model);
  const { min, max } = model.flowRangeM3h;
  const dutyFlow = duty.flowM3h;
  const reasons: NearMissCause[] = [];
  let flowOff = 0;
  if (over(dutyFlow, max)) {
    flowOff = (dutyFlow - max) / dutyFlow;
    reasons.push({ kind: 'flow-above-max', maxFlowM3h: max });
  } else if (under(dutyFlow, min)) {
    flowOff = (min - dutyFlow) / min;
    reasons.push({ kind: 'flow-below-min', minFlowM3h: min });
  }
  // Within the tolerance of a range end (rounding noise), the curve is read at that end.
  const q = Math.min(Math.max(dutyFlow, min), max);
  const head = curves.head(q)!;
  let headOff = 0;
  if (under(head, duty.headM)) {
    headOff = (duty.headM - head) / duty.headM;
    reasons.push({ kind: 'head-short', shortM: duty.headM - head, atFlowM3h: q });
  } else if (over(head, duty.headM * MAX_HEAD_MARGIN)) {
    headOff = head / duty.headM - MAX_HEAD_MARGIN;
    reasons.push({ kind: 'head-above', pctAboveDuty: Math.ceil((head / duty.headM - 1) * 100) });
  }
  if (reasons.length > 0) {
    const distance = Math.hypot(flowOff, headOff);
    return distance <= NEAR_MISS_REACH ? { causes: reasons, distance } : 'far';
  }
  const figures = operatingFigures(model, duty);
  if (!figures) return { causes: [{ kind: 'curves-do-not-meet' }], distance: 0.3 };
  if (over(figures.operatingPoint.flowM3h, max)) {
    return {
      causes: [{ kind: 'operating-beyond-max', operatingFlowM3h: figures.operatingPoint.flowM3h, maxFlowM3h: max }],
      distance: (figures.operatingPoint.flowM3h - max) / max,
    };
  }
  if (figures.npsh && figures.npsh.availableM < figures.npsh.requiredWithMarginM) {
    const { availableM, requiredM } = figures.npsh;
    return {
      causes: [{ kind: 'npsh', availableM, requiredM }],
      distance: (figures.npsh.requiredWithMarginM - availableM) / figures.npsh.requiredWithMarginM,
    };
  }
  return undefined;
}

/** A near miss with its causes. */
function nearMiss(model: PumpModel, causes: NearMissCause[], distance: number): NearMiss {
  return { model, causes, distance };
}

/**
 * Ranking of qualifying results (issue 12): in the POR first, then |Q_op/Q_BEP − 1|; ties go to the
 * lower specific energy (kWh/m³), then the higher η.
 */
export function compareResults(a: OperatingFigures, b: OperatingFigures): number {
  if (a.inPreferredRegion !== b.inPreferredRegion) return a.inPreferredRegion ? -1 : 1;
  const closeness = Math.abs(a.bepRatio - 1) - Math.abs(b.bepRatio - 1);
  if (Math.abs(closeness) > 1e-9) return closeness;
  const energy = a.specificEnergyKwhPerM3 - b.specificEnergyKwhPerM3;
  if (Math.abs(energy) > 1e-12) return energy;
  return b.operatingPoint.efficiencyPct - a.operatingPoint.efficiencyPct;
}

/**
 * Selects the pumps for a duty.
 * @param models the catalogue's models (`getPumpModels()`)
 * @param duty the duty point and filters, in m³/h and m
 * @returns the qualifying models ranked, and up to {@link MAX_NEAR_MISSES} near misses by closeness
 * @throws RangeError when the duty flow or head is not positive or the static head is not below the duty head
 */
export function selectPumps(models: readonly PumpModel[], duty: Duty): Selection {
  systemCurveThrough(duty.flowM3h, duty.headM, duty.staticHeadM ?? 0);
  const results: SelectionResult[] = [];
  const nearMisses: NearMiss[] = [];
  for (const model of models) {
    if (!fitsInstallation(model.category, duty.installation)) continue;
    if (duty.category && model.category !== duty.category) continue;
    const miss = hydraulicMiss(model, duty);
    if (miss === 'far') continue;
    if (model.frequencyHz !== duty.frequencyHz) {
      if (!miss) nearMisses.push(nearMiss(model, [{ kind: 'frequency', frequencyHz: model.frequencyHz }], 0.25));
      continue;
    }
    if (miss) {
      nearMisses.push(nearMiss(model, miss.causes, miss.distance));
      continue;
    }
    if (
      duty.boreDiameterIn !== undefined &&
      model.minBoreInch !== undefined &&
      model.minBoreInch > duty.boreDiameterIn
    ) {
      nearMisses.push(nearMiss(model, [{ kind: 'bore', minBoreInch: model.minBoreInch }], 0.2));
      continue;
    }
    const supply = matchingSupply(model, duty);
    if (!supply) {
      const offered = model.motor.supplies.map((s) => `${s.phase}-phase ${s.voltageV} V`);
      nearMisses.push(nearMiss(model, [{ kind: 'supply', offered }], 0.2));
      continue;
    }
    results.push({ model, supply, ...operatingFigures(model, duty)! });
  }
  results.sort(compareResults);
  nearMisses.sort((a, b) => a.distance - b.distance || a.model.model.localeCompare(b.model.model));
  return { results, nearMisses: nearMisses.slice(0, MAX_NEAR_MISSES) };
}
