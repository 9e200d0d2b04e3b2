import { MAX_PIPE_VELOCITY_MS } from '@/engineering/column-pipe';
import { VOLTAGE_DROP_AIM_PCT, VOLTAGE_DROP_MAX_PCT } from '@/engineering/cable';
import { HOT_WATER_MIN_COOLING_VELOCITY_MS, MOTOR_RATED_WATER_TEMP_C } from '@/engineering/warm-water';
import { inUnitSystem, type ImperialConvertible, type UnitSystem } from '@/engineering/units';
import {
  ISO_9906_GRADE_2B,
  SUBMERGENCE_MARGIN_M,
  SUMP_ALLOWANCE_M,
  type MotorLoadFigures,
  type NearMissRefusal,
  type SizingNearMiss,
  type SizingWarning,
  type SizingWarningFigures,
} from '../domain';

/**
 * The borewell sizing's words: its warnings and near misses, from the figures the domain's stages
 * return, in the visitor's unit system (metric, or ft, psi and US gpm). The API answers in metric.
 */

/** A figure to `digits` decimals for a sentence. */
const fmt = (n: number, digits = 1) => n.toFixed(digits);

/** A quantity for a sentence in the visitor's unit system (see {@link quantityIn}). */
type Quantity = (value: number, unit: ImperialConvertible, digits?: number | 'rule') => string;

/**
 * A quantity for a sentence, e.g. '12.5 m' or in imperial '41.0 ft', to `digits` decimals, or with
 * `'rule'` as a rule's constant is written (0.5 m/s; in imperial to three significant digits, 1.64 ft/s).
 */
function quantityIn(system: UnitSystem): Quantity {
  return (value, unit, digits = 1) => {
    const shown = inUnitSystem(value, unit, system);
    const figure = digits === 'rule' ? String(Number(shown.value.toPrecision(3))) : fmt(shown.value, digits);
    return `${figure} ${shown.symbol}`;
  };
}

/** A warning as the sheet and the API show it: its code and its sentence. */
export interface WordedWarning {
  code: SizingWarning['code'];
  message: string;
}

/**
 * The warnings in words.
 * @param warnings the sheet's warnings (`{ code, figures }`)
 * @param system the visitor's unit system
 */
export function warningsIn(warnings: readonly SizingWarning[], system: UnitSystem): WordedWarning[] {
  const q = quantityIn(system);
  return warnings.map((w) => ({ code: w.code, message: warningText(w, q) }));
}

/**
 * The near misses in words: `{ model, reason }`.
 * @param nearMisses the sheet's near misses (`{ model, refusal }`)
 * @param system the visitor's unit system
 */
export function nearMissesIn(
  nearMisses: readonly SizingNearMiss[],
  system: UnitSystem,
): { model: string; reason: string }[] {
  const q = quantityIn(system);
  return nearMisses.map((m) => ({ model: m.model, reason: refusalText(m.refusal, q) }));
}

/** Why a model was refused, in words. */
function refusalText(refusal: NearMissRefusal, q: Quantity): string {
  switch (refusal.kind) {
    case 'supply':
      return `meets the duty, but its motor is offered for ${refusal.offered.map((s) => `${s.phase}-phase ${s.voltageV} V`).join(', ')} only`;
    case 'curve':
      return refusal.where === 'below'
        ? `head too low on the well’s own curve (drawdown grows with the flow): it would run below its minimum flow of ${q(refusal.limitFlowM3h, 'm³/h')}`
        : `would run past the end of its curve in this well, beyond its maximum flow of ${q(refusal.limitFlowM3h, 'm³/h')}`;
    case 'short':
      return `would deliver ${q(refusal.flowM3h, 'm³/h')} at ${q(refusal.headM, 'm')} in this well, ${fmt((1 - refusal.flowM3h / refusal.dutyFlowM3h) * 100, 0)} % short of the duty and outside the ISO 9906 grade 2B tolerance (flow ±${ISO_9906_GRADE_2B.flow * 100} %, head ±${ISO_9906_GRADE_2B.head * 100} %)`;
    case 'motor':
      return `its motor would carry ${fmt(refusal.shaftKw, 2)} kW at the operating point, above its rating × service factor (${fmt(refusal.limitKw, 2)} kW)`;
    case 'fit':
      return `does not fit a ${refusal.boreDiameterIn.toFixed(2)}-inch (${fmt(refusal.fit.boreInnerDiameterMm)} mm) bore: it needs ${fmt(refusal.fit.neededMm, 0)} mm (pump with cable guard ${fmt(refusal.pumpMm, 0)} mm, motor with its cable ${fmt(refusal.motorMm, 0)} mm)`;
    case 'intake':
      return `at its ${q(refusal.flowM3h, 'm³/h')} the drawdown brings the pumping level to ${q(refusal.levelM, 'm')}, below its intake at ${q(refusal.settingDepthM, 'm')}`;
    case 'well-yield':
      return `would deliver ${q(refusal.flowM3h, 'm³/h')}, more than the duty, and the well cannot yield it: the pumping level would fall to ${q(refusal.levelM, 'm')}, so the pump would have to hang at ${q(refusal.levelM + SUBMERGENCE_MARGIN_M, 'm')} (${q(SUBMERGENCE_MARGIN_M, 'm', 'rule')} below it), deeper than the ${q(refusal.maxSettingDepthM, 'm')} the bore allows`;
  }
}

/** The sentences of each warning code, from its figures. */
const sentences: { [C in keyof SizingWarningFigures]: (f: SizingWarningFigures[C], q: Quantity) => string } = {
  'well-too-shallow': (f, q) =>
    `The well is too shallow for this duty: the pump should hang at ${q(f.wantedSettingDepthM, 'm')} (pumping water level ${q(f.pumpingLevelM, 'm')} + ${q(SUBMERGENCE_MARGIN_M, 'm', 'rule')} submergence), but the bore allows ${q(f.maxSettingDepthM, 'm')} (bore depth − ${q(SUMP_ALLOWANCE_M, 'm', 'rule')} above the bottom), so it is set there with ${q(f.submergenceM, 'm')} of water above it.`,
  'pump-above-water': (f, q) =>
    `At ${q(f.settingDepthM, 'm')} the pump would be above the pumping water level (${q(f.pumpingLevelM, 'm')}) and run dry: pump less water, or deepen the bore.`,
  'pipe-material-changed': (f, q) =>
    `No uPVC grade carries a pump set at ${q(f.settingDepthM, 'm')}: the column is ${f.pipeName}.`,
  'pipe-velocity-high': (f, q) =>
    `The flow is more than the largest ${f.pipeName} carries at ${q(MAX_PIPE_VELOCITY_MS, 'm/s', 'rule')} (${q(f.velocityMs, 'm/s', 2)}): consult us for a larger column.`,
  'pipe-pressure-rating': (f, q) =>
    f.at === 'running'
      ? `Even running at the duty the pump outlet is at ${q(f.pressureBar, 'bar')} (TDH ${q(f.totalDynamicHeadM, 'm', 0)} + ${q(f.submergenceM, 'm', 0)} of water above the pump), more than the ${q(f.pressureRatingBar, 'bar')} the ${f.pipeName} (${f.grade}) is rated for, and a pump's shut-off pressure is higher still: choose a higher-rated column (for example GI).`
      : `At shut-off the pump puts ${q(f.pressureBar, 'bar')} into the column (shut-off head ${q(f.shutOffHeadM, 'm', 0)} + ${q(f.waterAbovePumpM, 'm', 0)} of water above the pump), more than the ${q(f.pressureRatingBar, 'bar')} the ${f.pipeName} (${f.grade}) is rated for: choose a higher-rated column (for example GI).`,
  'pipe-hanging-load': (f) =>
    `The ${f.pipeName} (${f.grade}, ${f.nominalSize}-inch) would carry ${fmt(f.loadKn)} kN at its top joint (pipe, water, cable and pump set at ${fmt(f.settingDepthM, 0)} m), ${fmt(f.stressMPa, 0)} MPa at the thread root against the ${fmt(f.allowableStressMPa, 1)} MPa allowed: hang the set on a heavier column or a support rope, or consult us.`,
  'no-pump': (f, q) =>
    `No model of the range can be recommended for ${q(f.flowM3h, 'm³/h')} at ${q(f.totalDynamicHeadM, 'm')} on a ${f.phase}-phase ${f.voltageV} V ${f.hz} Hz supply in a ${f.boreDiameterIn}-inch bore.`,
  'does-not-fit': (f) =>
    `No pump set that meets the duty fits a ${f.boreDiameterIn.toFixed(2)}-inch (${fmt(f.boreInnerDiameterMm)} mm) bore with its drop cable and cable guard: ${f.model} needs ${fmt(f.neededMm, 0)} mm; a wider bore is needed.`,
  'pumping-level-below-intake': (f, q) =>
    `The pump is not recommended: ${f.model}: ${refusalText(f.refusal, q)} and it would run dry. Pump less water (a smaller model or a throttled outlet), or hang the pump deeper if the bore allows.`,
  'well-cannot-yield': (f, q) =>
    `No pump meets the duty within tolerance, and the larger ones draw the well down too far: ${f.model} ${refusalText(f.refusal, q)}. Ask for less water, or hang the pump deeper if the bore allows.`,
  'flow-exceeds-duty': (f, q) =>
    `In this well the set delivers ${q(f.flowM3h, 'm³/h')} at ${q(f.headM, 'm')}, ${fmt((f.flowM3h / f.dutyFlowM3h - 1) * 100, 0)} % more than the ${q(f.dutyFlowM3h, 'm³/h')} asked for; the well yields it (pumping level ${q(f.pumpingLevelM, 'm')}, ${q(f.settingDepthM - f.pumpingLevelM, 'm')} above the intake). Accept the extra water${f.throttle ? `, or throttle the outlet valve to ${q(f.dutyFlowM3h, 'm³/h')}: the valve then burns ${q(f.throttle.valveLossM, 'm')} of head, about ${fmt(f.throttle.wastedKw, 2)} kW or ${fmt(f.throttle.wastedKwhPerYear, 0)} kWh a year wasted` : ''}, or run a smaller pump on a variable-speed drive.`,
  'low-submergence': (f, q) =>
    `At its ${q(f.flowM3h, 'm³/h')} the pumping level is ${q(f.pumpingLevelM, 'm')}, only ${q(f.settingDepthM - f.pumpingLevelM, 'm')} above the intake at ${q(f.settingDepthM, 'm')}, inside the ${q(SUBMERGENCE_MARGIN_M, 'm', 'rule')} this sizing keeps: the pump may draw air if the water falls further. ${f.deeperM > f.settingDepthM + 0.05 ? `Hang it at ${q(f.deeperM, 'm')} (the bore allows ${q(f.maxSettingDepthM, 'm')}), or pump less.` : 'Pump less, or deepen the bore.'} ${f.jacob ? `The drawdown follows Jacob's s = BQ + CQ² through your two test points (B ${fmt(f.jacob.bMPerM3h, 3)} m per m³/h, C ${fmt(f.jacob.cMPerM3h2, 4)} m per (m³/h)²).` : "The drawdown is taken proportional to the flow (your test point's specific capacity), an assumption: turbulent well losses draw a well down more at higher flows (Jacob 1947); give a second test point to size on them."}`,
  'warm-water': (f, q) => {
    const changed = [
      f.pipeDerating
        ? `the ${f.pipeDerating.pipeName}'s pressure rating is derated × ${fmt(f.pipeDerating.factor, 3)} to ${q(f.pipeDerating.pressureRatingBar, 'bar')} (${f.pipeDerating.material === 'upvc' ? 'ISO 1452-2 Annex A' : 'ISO 4427-1 Annex A'})`
        : null,
      f.motorCooling
        ? `above the ${MOTOR_RATED_WATER_TEMP_C} °C a standard motor is rated for, the water must pass it at ${q(HOT_WATER_MIN_COOLING_VELOCITY_MS, 'm/s', 'rule')} or more (Franklin Electric AIM, hot water), ${f.motorCooling.flowSleeveNeeded ? `so a flow sleeve is needed (${q(f.motorCooling.velocityMs, 'm/s', 3)} without)` : `which it does (${q(f.motorCooling.velocityMs, 'm/s', 3)})`}; or ask for a motor rated for hot water`
        : null,
    ].filter((c): c is string => c !== null);
    return `Water at ${fmt(f.waterTempC, 0)} °C: ${changed.join('; ')}.`;
  },
  'voltage-drop-high': (f, q) =>
    `Even the largest cable (${f.sizeMm2} mm²) drops ${fmt(f.voltageDropPct, 2)} % over ${q(f.lengthM, 'm', 0)}, above the ${VOLTAGE_DROP_AIM_PCT} % aimed at: shorten the run from the panel or raise the supply voltage.`,
  'cable-too-long': (f, q) =>
    `No cable of the range keeps the voltage drop within ${VOLTAGE_DROP_MAX_PCT} % at ${fmt(f.currentA)} A over ${q(f.lengthM, 'm', 0)}: move the panel closer to the well or consult us.`,
  'no-panel': (f) =>
    `No control panel of the range serves a ${f.motorKw} kW ${f.phase}-phase motor started ${f.starting}: consult us.`,
  'flow-sleeve-needed': (f, q) =>
    `The water passes the ${f.motorOuterDiameterMm} mm motor at ${q(f.velocityMs, 'm/s', 3)}, below the ${q(f.minimumMs, 'm/s', 'rule')} it needs for cooling: fit a flow sleeve (shroud) around the motor.`,
  'service-factor-load': (f) =>
    `Motor in its service factor: ${motorLoadText(f)}. It may run so, but hotter and with a shorter life; the drop cable is sized for that current, and the overload relay must be set to it.`,
  'motor-overload': (f) =>
    `Motor overload: ${motorLoadText(f)}, beyond what the motor may carry: choose a larger motor or a model that runs nearer its best efficiency in this well.`,
};

/** The motor's load at the operating point in words. */
function motorLoadText(f: MotorLoadFigures): string {
  return `the pump takes ${fmt(f.shaftKw, 2)} kW, ${fmt(f.loadPctOfNameplate)} % of the ${f.motorKw} kW motor's nameplate (service factor ${f.serviceFactor}: up to ${fmt(f.limitKw, 2)} kW) and draws ${fmt(f.runningCurrentA)} A against its ${fmt(f.fullLoadCurrentA)} A full-load current`;
}

/** One warning's sentence. */
function warningText(w: SizingWarning, q: Quantity): string {
  const say = sentences[w.code] as (f: SizingWarning['figures'], q: Quantity) => string;
  return say(w.figures, q);
}
