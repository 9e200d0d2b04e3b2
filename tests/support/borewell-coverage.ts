import { getEngineeringData } from '@/content/engineering';
import { getPumpModels } from '@/content/pump-models';
import { meetsDutyTolerance, sizeBorewell, type SizingSheet } from '@/features/borewell-sizing';
import { sizingQuery } from './sizing';
import { pickCataloguePump } from '@/features/borewell-sizing/server/pump-picker';
import { modelCurves } from '@/content/model-curves';
import { siteConfig } from '@/config/site';

/**
 * The borewell coverage sweep of issue 48, shared by `issue-48-wells.test.ts` and `npm run
 * bench:coverage`: 600 wells (flows 1–70 m³/h, static levels 10–200 m with 5 m drawdown, 5 m
 * delivery, 20 m run, bores 4/6/8-inch, 50 and 60 Hz, three-phase). A duty counts as one a model
 * meets when a borehole submersible of its frequency with a three-phase motor, whose product page
 * states a bore within this one, passes the ISO 9906 grade 2B tolerance cross at (Q, TDH) with its
 * shaft power there within its motor's rating × 1.15. Each such duty must get a set, or a warning
 * naming a safety reason ({@link SAFETY_CODES}).
 */

/**
 * The sizing tests' reference well (the borewell page tests' and issue 47's recorded answers'): a
 * 6-inch bore 120 m deep, static level 30 m, drawdown 15 m, delivery 5 m up and 50 m away, 20 m of
 * cable to the panel. Without a flow: each test gives its own.
 */
export const referenceWell = {
  boreDiameterIn: '6',
  boreDepthM: '120',
  staticLevelM: '30',
  drawdownM: '15',
  deliveryHeightM: '5',
  horizontalRunM: '50',
  cableLengthM: '20',
} as const;

/**
 * A well sized as the page sizes it: its query parsed, the catalogue's pumps, today's engineering
 * tables and the site's DOL limit.
 * @param params the borewell query (`boreDiameterIn`, `staticLevelM`, …)
 * @throws Error with the parser's message when the query is refused
 */
export function sizeCatalogueWell(params: Record<string, string>): SizingSheet {
  return sizeBorewell(sizingQuery(params), {
    pickPump: pickCataloguePump,
    data: getEngineeringData(),
    dolMaxKw: siteConfig.directOnLineMaxKw,
  });
}

/** Warnings that name why no set is offered for a safety reason. */
export const SAFETY_CODES = [
  'does-not-fit',
  'pumping-level-below-intake',
  'well-cannot-yield',
  'pump-above-water',
  'pipe-pressure-rating',
];

/** The sweep's outcome: duties a model meets, those given a set, and those refused without a named reason. */
export interface BorewellCoverage {
  met: number;
  covered: number;
  /** Refused for a named safety reason. */
  refusedForSafety: string[];
  /** Neither a set nor a named reason (should be empty). */
  unexplained: string[];
}

/** Runs the sweep. */
export function borewellCoverage(): BorewellCoverage {
  const submersibles = getPumpModels().filter((m) => m.category === 'SUBMERSIBLE PUMPS');
  const outcome: BorewellCoverage = { met: 0, covered: 0, refusedForSafety: [], unexplained: [] };
  for (const hz of [50, 60] as const) {
    for (const bore of [4, 6, 8]) {
      for (const flow of [1, 2, 3, 5, 8, 12, 20, 30, 45, 70]) {
        for (const staticLevelM of [10, 20, 30, 45, 60, 80, 100, 130, 160, 200]) {
          const sheet = sizeCatalogueWell({
            boreDiameterIn: String(bore),
            boreDepthM: String(staticLevelM + 60),
            staticLevelM: String(staticLevelM),
            drawdownM: '5',
            flowM3h: String(flow),
            deliveryHeightM: '5',
            horizontalRunM: '20',
            hz: String(hz),
            cableLengthM: '30',
          });
          const meets = submersibles.some((m) => {
            if (m.frequencyHz !== hz || (m.minBoreInch ?? 0) > bore) return false;
            if (!m.motor.supplies.some((s) => s.phase === 3)) return false;
            const curves = modelCurves(m);
            if (!meetsDutyTolerance(curves, flow, sheet.totalDynamicHeadM)) return false;
            const p2 = curves.power(Math.min(Math.max(flow, curves.minFlowM3h), curves.maxFlowM3h))!;
            return p2 <= m.motor.powerKw * 1.15;
          });
          if (!meets) continue;
          outcome.met += 1;
          const codes = sheet.warnings.map((w) => w.code);
          const duty = `${hz} Hz, ${bore}-inch, ${flow} m³/h at ${sheet.totalDynamicHeadM.toFixed(1)} m: ${codes.join(', ')}`;
          if (sheet.pump) outcome.covered += 1;
          else if (codes.some((c) => SAFETY_CODES.includes(c))) outcome.refusedForSafety.push(duty);
          else outcome.unexplained.push(duty);
        }
      }
    }
  }
  return outcome;
}
