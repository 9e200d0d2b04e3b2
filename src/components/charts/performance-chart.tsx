import { useId } from 'react';
import { ChartView } from './chart-view';
import { chartGeometry } from './geometry';
import type { PerformanceChartProps } from './types';
import { formatFigure } from './units';

/**
 * Pump performance chart (issue 12 §4), used on the selector, compare and product pages: Q–H curves of
 * one or more models, with efficiency and shaft-power panels sharing the flow axis; the duty point,
 * system curve, operating points and shaded preferred operating region when given. Rendered on the
 * server as a complete SVG (readable without JavaScript); the client view adds exact values on hover
 * and keyboard focus, unit switches and highlighting. A "Show as table" disclosure gives every point
 * as a table for screen readers and for copying.
 * Units: flow m³/h, head m, efficiency %, power kW (display units switchable in the browser).
 */
export function PerformanceChart(props: PerformanceChartProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const descriptionId = `${id}-desc`;
  if (props.series.length === 0 || props.series.every((s) => s.points.length < 2)) return null;
  const geometry = chartGeometry(props);
  const names = props.series.map((s) => s.label).join(', ');
  return (
    <figure className="min-w-0 space-y-3 rounded-card border border-line bg-surface p-3 shadow-card sm:p-5">
      <figcaption id={titleId} className="text-base font-bold text-navy-900">
        {props.title}
      </figcaption>
      <p id={descriptionId} className="sr-only">
        Head, efficiency and shaft power against flow for {names}.
        {props.duty
          ? ` Duty point ${formatFigure(props.duty.flowM3h)} m³/h at ${formatFigure(props.duty.headM)} m.`
          : ''}{' '}
        The table below gives every point.
      </p>
      <ChartView {...props} geometry={geometry} titleId={titleId} descriptionId={descriptionId} />
      <details className="text-sm">
        <summary className="cursor-pointer font-semibold text-water-700">Show as table</summary>
        <div className="mt-3 space-y-4">
          {props.series.map((s) => (
            <div key={s.id} className="overflow-x-auto" role="region" aria-label={`${s.label} points`} tabIndex={0}>
              <table className="w-full min-w-max border-collapse text-left">
                <caption className="py-1 text-left font-semibold text-navy-900">{s.label}</caption>
                <thead className="bg-navy-900 text-white">
                  <tr>
                    <th scope="col" className="px-3 py-2">
                      Flow Q (m³/h)
                    </th>
                    <th scope="col" className="px-3 py-2">
                      Head H (m)
                    </th>
                    <th scope="col" className="px-3 py-2">
                      Efficiency η (%)
                    </th>
                    <th scope="col" className="px-3 py-2">
                      Shaft power P2 (kW)
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {s.points.map((p) => (
                    <tr key={p.flowM3h} className="border-t border-line">
                      <th scope="row" className="px-3 py-1.5 font-medium">
                        {formatFigure(p.flowM3h)}
                      </th>
                      <td className="px-3 py-1.5">{formatFigure(p.headM)}</td>
                      <td className="px-3 py-1.5">
                        {p.efficiencyPct === undefined ? '–' : formatFigure(p.efficiencyPct)}
                      </td>
                      <td className="px-3 py-1.5">{p.powerKw === undefined ? '–' : formatFigure(p.powerKw)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ))}
        </div>
      </details>
    </figure>
  );
}
