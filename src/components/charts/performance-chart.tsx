import { useId } from 'react';
import { formatFigure } from '@/components/format/figures';
import { ChartView } from './chart-view';
import { chartGeometry } from './geometry';
import type { FlowDisplayUnit, HeadDisplayUnit, PerformanceChartProps } from './types';
import { flowFromM3h, flowSymbols, headFromM, headSymbols } from './units';

/** The duty point in the units asked, e.g. '26.4 US gpm at 394 ft' (the chart's text alternative). */
function dutyText(
  duty: { flowM3h: number; headM: number },
  flowUnit: FlowDisplayUnit,
  headUnit: HeadDisplayUnit,
): string {
  const flow = `${formatFigure(flowFromM3h(duty.flowM3h, flowUnit))} ${flowSymbols[flowUnit]}`;
  return `${flow} at ${formatFigure(headFromM(duty.headM, headUnit))} ${headSymbols[headUnit]}`;
}

/**
 * Pump performance chart (issue 12 §4), used on the selector, compare and product pages: Q–H curves of
 * one or more models, with efficiency and shaft-power panels sharing the flow axis; the duty point,
 * system curve, operating points and shaded preferred operating region when given. Rendered on the
 * server as a complete SVG (readable without JavaScript) from samples of the selection domain's own
 * curve functions (`series[].curve`); the client view redraws it at its box's width and adds exact
 * values on hover, tap or drag and keyboard focus, unit switches and highlighting. A "Show as table" disclosure gives every point
 * as a table for screen readers and for copying (drawn by the client view from the points it already
 * has, so the page does not carry the figures twice).
 * Units: flow m³/h, head m, efficiency %, power kW (display units switchable in the browser).
 */
export function PerformanceChart(props: PerformanceChartProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const descriptionId = `${id}-desc`;
  if (props.series.length === 0 || props.series.every((s) => s.points.length < 2)) return null;
  const geometry = chartGeometry(props);
  // The curve and system-head functions are sampled into the geometry: a function cannot reach the
  // client view (React serialises its props).
  const viewProps = {
    ...props,
    systemHead: undefined,
    // Traits only name what differs between identical curves, already written into the geometry.
    series: props.series.map((s) => ({ ...s, curve: undefined, traits: undefined })),
  };
  const names = props.series.map((s) => s.label).join(', ');
  return (
    <figure className="min-w-0 space-y-3 rounded-card border border-line bg-surface p-3 shadow-card sm:p-5">
      <figcaption id={titleId} className="text-base font-bold text-navy-900">
        {props.title}
      </figcaption>
      <p id={descriptionId} className="sr-only">
        Head, efficiency and shaft power against flow for {names}.
        {props.duty ? ` Duty point ${dutyText(props.duty, props.flowUnit ?? 'm3h', props.headUnit ?? 'm')}.` : ''} The
        table below gives every point.
      </p>
      <ChartView {...viewProps} geometry={geometry} titleId={titleId} descriptionId={descriptionId} />
    </figure>
  );
}
