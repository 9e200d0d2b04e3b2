import type { SizingQuery } from '@/engineering/sizing-query';
import { chooseStarter, type StarterChoice } from '@/engineering/starter';
import {
  compareSets,
  judgeCandidate,
  NEAR_MISS_REACH,
  type AcceptedSet,
  type Refusal,
  type WellDuty,
} from './choose-pump';
import { ISO_9906_GRADE_2B } from './duty-tolerance';
import { SUBMERGENCE_MARGIN_M } from './levels';
import type { NearMiss, PickedPump, PickPump } from './pick-pump';
import { fmt, type Quantity } from './sentences';
import type { SizingWarning } from './sheet';
import { systemHeadThrough, type ColumnStage, type LevelsStage } from './stage-well';

/**
 * The pump stage of the borewell sizing: each pump the picker offers judged where its curve meets
 * the well's system curve, the best equipped with its starter, the others near misses.
 */

/** Most refused models listed as near misses. */
const MAX_NEAR_MISSES = 8;

/** A refused candidate with how far its flow is from the duty (0 for a curve within tolerance). */
export interface RefusedSet {
  model: string;
  refusal: Refusal;
  distance: number;
}

/** The chosen set: the pump, its bore fit, its starter and where it runs. */
export interface ChosenSet {
  pump: PickedPump;
  fit: AcceptedSet['fit'];
  starter: StarterChoice;
  point: { flowM3h: number; headM: number };
}

/** Stage 3, the pump on the system curve. */
export interface PumpStage {
  chosen: ChosenSet | undefined;
  refused: RefusedSet[];
  nearMisses: NearMiss[];
  wellDuty: WellDuty;
  /** A refusal in words (the near misses' reasons and the no-pump warnings). */
  reason: (refusal: Refusal) => string;
}

/**
 * Stage 3: asks the picker for candidates at the duty (TDH, supply, bore), judges each on the well's
 * system curve ({@link judgeCandidate}), equips the best by {@link compareSets} with its starter
 * (`chooseStarter`, the DOL limit given), and lists the refused within 30 % of the duty flow.
 */
export function pumpStage(
  query: SizingQuery,
  { pickPump, dolMaxKw }: { pickPump: PickPump; dolMaxKw: number },
  levels: LevelsStage,
  col: ColumnStage,
  q: Quantity,
): PumpStage {
  const { flowM3h, setting } = levels;
  const pick = pickPump({
    flowM3h,
    headM: col.tdh.totalDynamicHeadM,
    frequencyHz: query.hz,
    phase: query.phase,
    voltageV: query.voltage,
    boreInch: query.boreDiameterIn,
    staticHeadM: col.tdh.totalDynamicHeadM - col.column.frictionLossM,
  });
  const wellDuty: WellDuty = {
    flowM3h,
    headM: col.tdh.totalDynamicHeadM,
    systemHeadM: systemHeadThrough(query, col, col.column),
    levelAtM: col.levelAtM,
    settingDepthM: setting.settingDepthM,
    intakeMarginM: SUBMERGENCE_MARGIN_M,
    deepestSettingM: setting.maxSettingDepthM,
    boreInch: query.boreDiameterIn,
  };
  const { accepted, refused } = judgeAll(pick.candidates, wellDuty);
  const best = accepted[0];
  const chosen = best && {
    pump: best.pump,
    fit: best.fit,
    starter: chooseStarter(query.phase, best.pump.motor, best.fit.fits, dolMaxKw),
    point: best.point,
  };
  const reason = refusalReason(query, levels, q);
  const nearMisses: NearMiss[] = [
    ...pick.nearMisses,
    ...refused
      .filter((r) => r.distance <= NEAR_MISS_REACH)
      .sort((a, b) => a.distance - b.distance || a.model.localeCompare(b.model))
      .slice(0, MAX_NEAR_MISSES)
      .map((r) => ({ model: r.model, reason: reason(r.refusal) })),
  ];
  return { chosen, refused, nearMisses, wellDuty, reason };
}

/** Every candidate judged in the well: the accepted best first, the refused with their distance. */
function judgeAll(candidates: readonly PickedPump[], wellDuty: WellDuty) {
  const accepted: AcceptedSet[] = [];
  const refused: RefusedSet[] = [];
  for (const pump of candidates) {
    const judged = judgeCandidate(pump, wellDuty);
    if ('accepted' in judged) accepted.push(judged.accepted);
    else {
      // A curve that meets the duty within tolerance but runs outside its range in this well is a
      // near miss too (listed first); other curves that do not meet the well's are far off.
      const { refusal } = judged;
      const distance =
        judged.flowM3h !== undefined
          ? Math.abs(judged.flowM3h / wellDuty.flowM3h - 1)
          : refusal.kind === 'curve' && refusal.withinTolerance
            ? 0
            : Infinity;
      refused.push({ model: pump.model, refusal: judged.refusal, distance });
    }
  }
  accepted.sort(compareSets);
  return { accepted, refused };
}

/** A refusal in words, in the visitor's units. */
function refusalReason(query: SizingQuery, { flowM3h, setting }: LevelsStage, q: Quantity) {
  const settingDepthM = setting.settingDepthM;
  return (refusal: Refusal): string => {
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
}

/**
 * The checks when no pump is chosen: the column's rating at the running pressure, then why the
 * nearest were refused (intake, well yield, bore fit), and that none can be recommended.
 */
export function noPumpWarnings(
  query: SizingQuery,
  levels: LevelsStage,
  col: ColumnStage,
  stage: PumpStage,
  q: Quantity,
): SizingWarning[] {
  const warnings: SizingWarning[] = [];
  const { column, tdh, runningPressureBar } = col;
  const firstRefusal = (kind: Refusal['kind']) => stage.refused.find((r) => r.refusal.kind === kind);
  if (column.pipe.pressureExceeded) {
    warnings.push({
      code: 'pipe-pressure-rating',
      message: `Even running at the duty the pump outlet is at ${q(runningPressureBar, 'bar')} (TDH ${q(tdh.totalDynamicHeadM, 'm', 0)} + ${q(levels.setting.submergenceM, 'm', 0)} of water above the pump), more than the ${q(column.pipe.pressureRatingBar, 'bar')} the ${column.pipe.name} (${column.pipe.grade}) is rated for, and a pump's shut-off pressure is higher still: choose a higher-rated column (for example GI).`,
    });
  }
  const intake = firstRefusal('intake');
  if (intake) {
    warnings.push({
      code: 'pumping-level-below-intake',
      message: `The pump is not recommended: ${intake.model}: ${stage.reason(intake.refusal)} and it would run dry. Pump less water (a smaller model or a throttled outlet), or hang the pump deeper if the bore allows.`,
    });
  }
  const weak = firstRefusal('well-yield');
  if (weak) {
    warnings.push({
      code: 'well-cannot-yield',
      message: `No pump meets the duty within tolerance, and the larger ones draw the well down too far: ${weak.model} ${stage.reason(weak.refusal)}. Ask for less water, or hang the pump deeper if the bore allows.`,
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
    message: `No model of the range can be recommended for ${q(levels.flowM3h, 'm³/h')} at ${q(tdh.totalDynamicHeadM, 'm')} on a ${query.phase}-phase ${query.voltage} V ${query.hz} Hz supply in a ${query.boreDiameterIn}-inch bore.`,
  });
  return warnings;
}
