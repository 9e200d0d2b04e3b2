import { PerformanceChart } from '@/components/charts';
import { systemHead } from '@/engineering/hydraulics';
import type { CompareOutcome, CurveView, DutyView, SelectorOutcome } from './view-model';

/** The chart's inputs shared by the selector and compare. */
function chartProps(
  curves: readonly CurveView[],
  duty: DutyView | null,
  operatingPoints: readonly { id: string; flowM3h: number; headM: number }[],
) {
  const top = curves[0];
  return {
    series: curves.map((c) => ({
      id: c.id,
      label: c.label,
      points: c.points,
      curve: c.curve,
      bepFlowM3h: c.bepFlowM3h,
      href: c.href,
      traits: c.traits,
    })),
    duty: duty ? { flowM3h: duty.flowM3h, headM: duty.headM } : undefined,
    // The domain's system curve H = Hs + k·Q² through the duty point.
    systemHead: duty
      ? (flowM3h: number) => systemHead({ staticHeadM: duty.staticHeadM, k: duty.systemK }, flowM3h)
      : undefined,
    operatingPoints: [...operatingPoints],
    // The preferred operating region (70–120 % of Q_BEP, ANSI/HI 9.6.3) of the first model.
    preferredRegion: top ? { minFlowM3h: 0.7 * top.bepFlowM3h, maxFlowM3h: 1.2 * top.bepFlowM3h } : undefined,
    highlightId: top?.id,
    // The visitor's own units (round ticks in them); m³/h and m without a duty.
    flowUnit: duty?.flowUnit ?? 'm3h',
    headUnit: duty?.headUnit ?? 'm',
  };
}

/** The chart of `curves` with the duty point, the system curve through it and the operating points. */
function CurvesChart({
  title,
  outcome,
}: {
  title: string;
  outcome: Pick<CompareOutcome, 'curves' | 'duty' | 'operatingPoints'>;
}) {
  return (
    <div className="break-inside-avoid">
      <PerformanceChart title={title} {...chartProps(outcome.curves, outcome.duty, outcome.operatingPoints)} />
    </div>
  );
}

/** The selector's chart: the ranked models' curves with the duty point, system curve and operating points. */
export function SelectorChart({ outcome }: { outcome: Extract<SelectorOutcome, { status: 'ok' }> }) {
  return <CurvesChart title="Performance curves of the matching pumps" outcome={outcome} />;
}

/** Compare's chart: the compared models' curves overlaid, with the duty point when given. */
export function CompareChart({ outcome }: { outcome: CompareOutcome }) {
  return <CurvesChart title="Performance curves compared" outcome={outcome} />;
}
