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
import { SUBMERGENCE_MARGIN_M } from './levels';
import type { PickedPump, PickPump } from './pick-pump';
import type { NearMissRefusal, RefusalContext, SizingNearMiss, SizingWarning } from './sheet';
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
  nearMisses: SizingNearMiss[];
  wellDuty: WellDuty;
  /** A refusal with the duty and depths it was judged against. */
  withContext: (refusal: Refusal) => NearMissRefusal;
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
  const context = withContext(query, levels);
  const nearMisses: SizingNearMiss[] = [
    ...pick.nearMisses,
    ...refused
      .filter((r) => r.distance <= NEAR_MISS_REACH)
      .sort((a, b) => a.distance - b.distance || a.model.localeCompare(b.model))
      .slice(0, MAX_NEAR_MISSES)
      .map((r) => ({ model: r.model, refusal: context(r.refusal) })),
  ];
  return { chosen, refused, nearMisses, wellDuty, withContext: context };
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

/** A refusal with what it was judged against, as the near misses and warnings carry it. */
function withContext(query: SizingQuery, { flowM3h, setting }: LevelsStage) {
  const context: RefusalContext = {
    dutyFlowM3h: flowM3h,
    boreDiameterIn: query.boreDiameterIn,
    settingDepthM: setting.settingDepthM,
    maxSettingDepthM: setting.maxSettingDepthM,
  };
  return (refusal: Refusal): NearMissRefusal => ({ ...refusal, ...context });
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
): SizingWarning[] {
  const warnings: SizingWarning[] = [];
  const { column, tdh, runningPressureBar } = col;
  const firstRefusal = (kind: Refusal['kind']) => stage.refused.find((r) => r.refusal.kind === kind);
  if (column.pipe.pressureExceeded) {
    warnings.push({
      code: 'pipe-pressure-rating',
      figures: {
        at: 'running',
        pressureBar: runningPressureBar,
        totalDynamicHeadM: tdh.totalDynamicHeadM,
        submergenceM: levels.setting.submergenceM,
        pressureRatingBar: column.pipe.pressureRatingBar,
        pipeName: column.pipe.name,
        grade: column.pipe.grade,
      },
    });
  }
  const intake = firstRefusal('intake');
  if (intake) {
    warnings.push({
      code: 'pumping-level-below-intake',
      figures: { model: intake.model, refusal: stage.withContext(intake.refusal) },
    });
  }
  const weak = firstRefusal('well-yield');
  if (weak) {
    warnings.push({
      code: 'well-cannot-yield',
      figures: { model: weak.model, refusal: stage.withContext(weak.refusal) },
    });
  }
  const tooWide = firstRefusal('fit');
  if (tooWide && tooWide.refusal.kind === 'fit') {
    warnings.push({
      code: 'does-not-fit',
      figures: {
        boreDiameterIn: query.boreDiameterIn,
        boreInnerDiameterMm: tooWide.refusal.fit.boreInnerDiameterMm,
        model: tooWide.model,
        neededMm: tooWide.refusal.fit.neededMm,
      },
    });
  }
  warnings.push({
    code: 'no-pump',
    figures: {
      flowM3h: levels.flowM3h,
      totalDynamicHeadM: tdh.totalDynamicHeadM,
      phase: query.phase,
      voltageV: query.voltage,
      hz: query.hz,
      boreDiameterIn: query.boreDiameterIn,
    },
  });
  return warnings;
}
