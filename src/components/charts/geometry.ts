import { scaleLinear } from 'd3-scale';
import { flowUnits, headUnits } from '@/engineering/units';
import type {
  ChartGeometry,
  ChartPoint,
  ChartSeries,
  PanelGeometry,
  PerformanceChartProps,
  SampledSeries,
  UnitAxis,
} from './types';
import { chartLayout } from './layout';
import { sampleFunction } from './sample-function';
import { flowFromM3h, flowToM3h, headFromM, headToM } from './units';

/**
 * Even samples drawn per curve, on top of the published points (at least 7): with them a curve has a
 * vertex every ~20 px of a 720 px plot, smooth for these gently bending curves, and a product page of
 * twelve models stays within its first-response budget.
 */
const SAMPLES = 24;

/**
 * The points drawn for one series: its curve functions (the selection domain's interpolation) sampled
 * at {@link SAMPLES} even steps over their span plus at every published point, so the drawing passes
 * through the tested points and the readout gives their exact values. Without curve functions, the
 * published points themselves (joined by straight lines).
 */
export function sampleSeries(series: Pick<ChartSeries, 'points' | 'curve'>): ChartPoint[] {
  const { curve } = series;
  if (!curve) return series.points;
  const { minFlowM3h: q0, maxFlowM3h: q1 } = curve;
  const flows = new Set<number>();
  for (let i = 0; i <= SAMPLES; i++) flows.add(Number((q0 + ((q1 - q0) * i) / SAMPLES).toPrecision(10)));
  for (const p of series.points) if (p.flowM3h >= q0 && p.flowM3h <= q1) flows.add(p.flowM3h);
  return [...flows]
    .sort((a, b) => a - b)
    .flatMap((flowM3h) => {
      const headM = curve.head(flowM3h);
      if (headM === undefined) return [];
      const efficiencyPct = curve.efficiency?.(flowM3h);
      const powerKw = curve.power?.(flowM3h);
      return [
        {
          flowM3h,
          headM,
          ...(efficiencyPct !== undefined ? { efficiencyPct } : {}),
          ...(powerKw !== undefined ? { powerKw } : {}),
        },
      ];
    });
}

/** Whether two sampled curves are the same (every value within 1 part in 10⁶). */
function sameCurves(a: readonly ChartPoint[], b: readonly ChartPoint[]): boolean {
  const close = (x?: number, y?: number) =>
    x === y || (x !== undefined && y !== undefined && Math.abs(x - y) <= 1e-6 * Math.max(1, Math.abs(x)));
  return (
    a.length === b.length &&
    a.every(
      (p, i) =>
        close(p.flowM3h, b[i]!.flowM3h) &&
        close(p.headM, b[i]!.headM) &&
        close(p.efficiencyPct, b[i]!.efficiencyPct) &&
        close(p.powerKw, b[i]!.powerKw),
    )
  );
}

/**
 * Notes on series whose curves are identical to an earlier series' (one draws over the other, so the
 * legend alone would look like a duplicate), naming the traits that differ: for KP4-08/14 after
 * KC4-08/14, `{ label: 'KP4-08/14', note: 'same hydraulics as KC4-08/14; differs in series, materials.' }`.
 * @param series the series with their samples (see {@link sampleSeries}), in legend order
 */
export function identicalCurveNotes(
  series: readonly (Pick<ChartSeries, 'label' | 'traits'> & { samples: readonly ChartPoint[] })[],
): { label: string; note: string }[] {
  const notes: { label: string; note: string }[] = [];
  series.forEach((s, j) => {
    const twin = series.slice(0, j).find((other) => sameCurves(other.samples, s.samples));
    if (!twin) return;
    const keys = [...new Set([...Object.keys(twin.traits ?? {}), ...Object.keys(s.traits ?? {})])];
    const differs = keys.filter((key) => twin.traits?.[key] !== s.traits?.[key]);
    notes.push({
      label: s.label,
      note:
        `same hydraulics as ${twin.label}` +
        (differs.length > 0 ? `; differs in ${differs.join(', ')}.` : '; the curves coincide.'),
    });
  });
  return notes;
}

/**
 * A value as the payload carries it: three significant digits, what the readout shows
 * (`formatFigure` of src/components/format/figures.ts) and below a pixel on these axes (1 m in 1,000 m over 250 px is 0.25 px).
 */
const threeDigits = (value: number) => Number(value.toPrecision(3));

/** A series' samples as rounded columns (see {@link SampledSeries}). */
function columns(id: string, samples: readonly ChartPoint[]): SampledSeries {
  const all = (key: 'efficiencyPct' | 'powerKw') =>
    samples.every((p) => p[key] !== undefined) ? samples.map((p) => threeDigits(p[key]!)) : [];
  return {
    id,
    flow: samples.map((p) => threeDigits(p.flowM3h)),
    head: samples.map((p) => threeDigits(p.headM)),
    efficiency: all('efficiencyPct'),
    power: all('powerKw'),
  };
}

/**
 * {@link unitAxis} in each display unit of a quantity, over 0 … `maxBase` in its base unit (m³/h, m).
 * @param from base → display unit, `to` display → base unit, each for the unit given
 */
function axesByUnit<U extends string>(
  units: readonly U[],
  maxBase: number,
  from: (v: number, unit: U) => number,
  to: (v: number, unit: U) => number,
  count: number,
): Record<U, UnitAxis> {
  return Object.fromEntries(
    units.map((unit) => [
      unit,
      unitAxis(
        maxBase,
        (v) => from(v, unit),
        (v) => to(v, unit),
        count,
      ),
    ]),
  ) as Record<U, UnitAxis>;
}

/**
 * One axis in a display unit: d3's `nice()` on the domain converted to that unit, so its ticks are
 * round numbers of the unit the visitor reads (0, 50, 100 US gpm, not converted metric ticks), and the
 * domain converted back to the base unit for drawing.
 * @param maxBase the largest value to show, in the base unit (m³/h, m, %, kW)
 * @param from base → display unit, `to` display → base unit
 * @param count the tick count asked of d3 (about half of it for the sparse ticks)
 */
function unitAxis(maxBase: number, from: (v: number) => number, to: (v: number) => number, count: number): UnitAxis {
  const scale = scaleLinear()
    .domain([0, from(maxBase)])
    .nice(count);
  const [d0, d1] = scale.domain() as [number, number];
  return {
    domain: [to(d0), to(d1)],
    ticks: scale.ticks(count),
    sparseTicks: scale.ticks(Math.max(2, Math.ceil(count / 2))),
  };
}

/**
 * The system curve as the view draws it: {@link sampleFunction}'s 61 samples over the widest flow
 * axis, without those above every head axis (the view draws a sample only while its head is on the
 * axis of the unit shown, and the steep part of a parabola leaves the chart early: of a selection's
 * 61 samples about 20 are drawn), each rounded to {@link threeDigits} like the curves' columns. The
 * page's RSC payload carried the 61 at full precision, about 3 KB (issue 51, item 3).
 * @param head system head H in m at flow Q in m³/h
 * @param widestFlowM3h the largest flow-axis domain of all units, m³/h
 * @param headAxes the head axis in each unit (domains in m)
 */
function systemSamples(
  head: (flowM3h: number) => number,
  widestFlowM3h: number,
  headAxes: Record<string, UnitAxis>,
): ChartPoint[] {
  const highest = Math.max(...Object.values(headAxes).map((axis) => axis.domain[1]));
  return sampleFunction(head, widestFlowM3h)
    .filter((p) => p.headM <= highest)
    .map((p) => ({ flowM3h: threeDigits(p.flowM3h), headM: threeDigits(p.headM) }));
}

/**
 * Lays the chart out on the server: the curves sampled from the domain's functions, the flow axis in
 * each flow unit and the head axis in each head unit (d3-scale `nice()` domains and ticks, so the
 * browser ships no chart library), one panel for Q–H and, when the series carry them, one each for
 * efficiency and shaft power sharing the flow axis. Horizontal positions are mapped by the view at its
 * own width.
 */
export function chartGeometry(props: Pick<PerformanceChartProps, 'series' | 'duty' | 'systemHead'>): ChartGeometry {
  const sampled = props.series.map((s) => sampleSeries(s));
  const all = sampled.flat();
  const maxFlow = Math.max(...all.map((p) => p.flowM3h), props.duty ? props.duty.flowM3h * 1.15 : 0) * 1.05;
  const maxHead = Math.max(...all.map((p) => p.headM), props.duty ? props.duty.headM * 1.15 : 0) * 1.08;
  const has = (key: keyof ChartPoint) => all.some((p) => p[key] !== undefined);
  const identity = (v: number) => v;
  const small = (key: 'efficiency' | 'power', label: string, value: (p: ChartPoint) => number | undefined) => ({
    key,
    label,
    axis: unitAxis(Math.max(...all.map((p) => value(p) ?? 0)) * 1.08, identity, identity, 3),
  });
  const specs = [
    { key: 'head' as const, label: 'Head H', axis: unitAxis(maxHead, identity, identity, 6) },
    ...(has('efficiencyPct') ? [small('efficiency', 'Efficiency η (%)', (p) => p.efficiencyPct)] : []),
    ...(has('powerKw') ? [small('power', 'Shaft power P2 (kW)', (p) => p.powerKw)] : []),
  ];
  let top = chartLayout.top;
  const panels = specs.map((spec): PanelGeometry => {
    const height = spec.key === 'head' ? chartLayout.headHeight : chartLayout.smallHeight;
    const panel = { ...spec, top, height };
    top += height + chartLayout.gap;
    return panel;
  });
  const flow = axesByUnit(flowUnits, maxFlow, flowFromM3h, flowToM3h, 8);
  const widest = Math.max(...Object.values(flow).map((axis) => axis.domain[1]));
  const head = axesByUnit(headUnits, maxHead, headFromM, headToM, 6);
  return {
    width: chartLayout.width,
    height: top - chartLayout.gap + chartLayout.axisSpace,
    marginLeft: chartLayout.marginLeft,
    marginRight: chartLayout.marginRight,
    flow,
    head,
    panels,
    series: props.series.map((s, i) => columns(s.id, sampled[i]!)),
    ...(props.systemHead ? { system: systemSamples(props.systemHead, widest, head) } : {}),
    identicalNotes: identicalCurveNotes(props.series.map((s, i) => ({ ...s, samples: sampled[i]! }))).map(
      ({ label, note }) => `${label}: ${note}`,
    ),
  };
}
