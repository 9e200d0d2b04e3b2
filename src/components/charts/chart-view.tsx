'use client';

import { useEffect, useId, useMemo, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { ChartGeometry, ChartSeries, FlowDisplayUnit, HeadDisplayUnit, PerformanceChartProps } from './types';
import { flowFromM3h, flowSymbols, flowToM3h, formatFigure, headFromM, headSymbols, headToM, mapLinear } from './units';

/** Stroke colour and dash pattern of the n-th series: told apart by colour and by pattern (colour-blind safe). */
const seriesStyles = [
  { stroke: 'stroke-water-600', dash: undefined },
  { stroke: 'stroke-accent-600', dash: '7 4' },
  { stroke: 'stroke-navy-700', dash: '2 3' },
  { stroke: 'stroke-water-500', dash: '10 3 2 3' },
  { stroke: 'stroke-ink-600', dash: '4 2' },
] as const;
export const seriesStyle = (index: number) => seriesStyles[index % seriesStyles.length]!;

/** Props of the client view: the chart's props plus the geometry laid out on the server. */
export interface ChartViewProps extends Omit<PerformanceChartProps, 'title'> {
  geometry: ChartGeometry;
  titleId: string;
  descriptionId: string;
}

/** The duty point in the page URL (`?flow=&head=&flowUnit=&headUnit=&staticHeadM=`), in m³/h and m. */
function dutyFromLocation(): { flowM3h: number; headM: number; staticHeadM: number } | undefined {
  const params = new URLSearchParams(window.location.search);
  const flow = Number(params.get('flow'));
  const head = Number(params.get('head'));
  if (!(flow > 0) || !(head > 0)) return undefined;
  const flowUnit = (params.get('flowUnit') ?? 'm3h') as FlowDisplayUnit;
  const headUnit = (params.get('headUnit') ?? 'm') as HeadDisplayUnit;
  const flowM3h = flowUnit in flowSymbols ? flowToM3h(flow, flowUnit) : flow;
  const headM = headUnit in headSymbols ? headToM(head, headUnit) : head;
  const staticHeadM = Math.min(Math.max(Number(params.get('staticHeadM')) || 0, 0), headM * 0.99);
  return { flowM3h, headM, staticHeadM };
}

/**
 * The interactive view of the performance chart. Its first render (on the server) is the complete
 * SVG, readable without JavaScript; in the browser it adds the readout under hover and keyboard focus
 * (arrow keys move along the active curve), unit switches, highlighting a model from the legend, and
 * the duty point from the URL on prerendered product pages. Ships no chart library: every position is
 * mapped from the server's linear scales.
 */
export function ChartView(props: ChartViewProps) {
  const { geometry, series } = props;
  const [flowUnit, setFlowUnit] = useState<FlowDisplayUnit>(props.flowUnit ?? 'm3h');
  const [headUnit, setHeadUnit] = useState<HeadDisplayUnit>(props.headUnit ?? 'm');
  const initial = Math.max(
    0,
    series.findIndex((s) => s.id === props.highlightId),
  );
  const [active, setActive] = useState(initial);
  const [pointIndex, setPointIndex] = useState<number | null>(null);
  const [urlDuty, setUrlDuty] = useState<ReturnType<typeof dutyFromLocation>>();
  const readoutId = useId();

  useEffect(() => {
    // The URL is only known in the browser; reading it after mount keeps the first render identical.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (props.dutyFromUrl) setUrlDuty(dutyFromLocation());
  }, [props.dutyFromUrl]);

  const duty = props.duty ?? urlDuty;
  const system =
    props.systemCurve ??
    (urlDuty
      ? { staticHeadM: urlDuty.staticHeadM, k: (urlDuty.headM - urlDuty.staticHeadM) / urlDuty.flowM3h ** 2 }
      : undefined);
  const x = (q: number) => mapLinear(geometry.x, q);
  const headPanel = geometry.panels[0]!;
  const yHead = (h: number) => mapLinear(headPanel.y, h);
  const bottom = geometry.panels.at(-1)!;
  const activeSeries: ChartSeries | undefined = series[active];
  const point = pointIndex !== null ? activeSeries?.points[pointIndex] : undefined;

  const systemPath = useMemo(() => {
    if (!system) return '';
    const [q0, q1] = geometry.x.domain;
    const steps = 40;
    const points: string[] = [];
    for (let i = 0; i <= steps; i++) {
      const q = q0 + ((q1 - q0) * i) / steps;
      const h = system.staticHeadM + system.k * q * q;
      if (h > headPanel.y.domain[1]) break;
      points.push(`${x(q).toFixed(1)},${yHead(h).toFixed(1)}`);
    }
    return points.length > 1 ? `M${points.join('L')}` : '';
    // x and yHead only read the geometry, which the dependency covers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [system?.staticHeadM, system?.k, geometry]);

  function nearestPoint(flowM3h: number): number {
    const pts = activeSeries?.points ?? [];
    let best = 0;
    pts.forEach((p, i) => {
      if (Math.abs(p.flowM3h - flowM3h) < Math.abs(pts[best]!.flowM3h - flowM3h)) best = i;
    });
    return best;
  }

  function onPointerMove(event: PointerEvent<SVGSVGElement>) {
    const svg = event.currentTarget;
    const box = svg.getBoundingClientRect();
    if (box.width === 0) return;
    const svgX = ((event.clientX - box.left) / box.width) * geometry.width;
    const [r0, r1] = geometry.x.range;
    const [d0, d1] = geometry.x.domain;
    setPointIndex(nearestPoint(d0 + ((svgX - r0) / (r1 - r0)) * (d1 - d0)));
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const count = activeSeries?.points.length ?? 0;
    if (count === 0) return;
    const moves: Record<string, number> = { ArrowRight: 1, ArrowUp: 1, ArrowLeft: -1, ArrowDown: -1 };
    if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      setPointIndex(event.key === 'Home' ? 0 : count - 1);
    } else if (event.key in moves) {
      event.preventDefault();
      setPointIndex((current) => Math.min(count - 1, Math.max(0, (current ?? -1) + moves[event.key]!)));
    } else if (event.key === 'Escape') {
      setPointIndex(null);
    }
  }

  const flowLabel = (q: number) => formatFigure(flowFromM3h(q, flowUnit));
  const headLabel = (h: number) => formatFigure(headFromM(h, headUnit));
  const region = props.preferredRegion;

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm">
        <label className="flex items-center gap-2 text-ink-700">
          Flow unit
          <select
            value={flowUnit}
            onChange={(e) => setFlowUnit(e.target.value as FlowDisplayUnit)}
            className="rounded-md border border-line bg-surface px-2 py-1 text-ink-900"
          >
            {Object.entries(flowSymbols).map(([unit, symbol]) => (
              <option key={unit} value={unit}>
                {symbol}
              </option>
            ))}
          </select>
        </label>
        <label className="flex items-center gap-2 text-ink-700">
          Head unit
          <select
            value={headUnit}
            onChange={(e) => setHeadUnit(e.target.value as HeadDisplayUnit)}
            className="rounded-md border border-line bg-surface px-2 py-1 text-ink-900"
          >
            {Object.entries(headSymbols).map(([unit, symbol]) => (
              <option key={unit} value={unit}>
                {symbol}
              </option>
            ))}
          </select>
        </label>
      </div>

      <div
        tabIndex={0}
        role="group"
        aria-label="Curve values: arrow keys move along the highlighted curve"
        aria-describedby={readoutId}
        onKeyDown={onKeyDown}
        className="overflow-x-auto rounded-card focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-water-600"
      >
        <svg
          viewBox={`0 0 ${geometry.width} ${geometry.height}`}
          role="img"
          aria-labelledby={props.titleId}
          aria-describedby={props.descriptionId}
          // Below 600 px the drawing keeps its size and scrolls sideways, so labels stay legible on phones.
          className="h-auto w-full min-w-[600px] touch-pan-x touch-pan-y select-none"
          onPointerMove={onPointerMove}
          onPointerLeave={() => setPointIndex(null)}
        >
          {geometry.panels.map((panel) => (
            <g key={panel.key}>
              <rect
                x={geometry.left}
                y={panel.top}
                width={geometry.right - geometry.left}
                height={panel.height}
                className="fill-surface stroke-line"
              />
              {region ? (
                <rect
                  data-testid="preferred-region"
                  x={x(region.minFlowM3h)}
                  y={panel.top}
                  width={Math.max(0, x(region.maxFlowM3h) - x(region.minFlowM3h))}
                  height={panel.height}
                  className="fill-water-100/70"
                />
              ) : null}
              {geometry.xTicks.map((tick) => (
                <line
                  key={tick}
                  x1={x(tick)}
                  x2={x(tick)}
                  y1={panel.top}
                  y2={panel.top + panel.height}
                  className="stroke-line"
                />
              ))}
              {panel.yTicks.map((tick) => {
                const y = mapLinear(panel.y, tick);
                return (
                  <g key={tick}>
                    <line x1={geometry.left} x2={geometry.right} y1={y} y2={y} className="stroke-line" />
                    <text x={geometry.left - 6} y={y + 4} textAnchor="end" className="fill-ink-600 text-[11px]">
                      {panel.key === 'head' ? headLabel(tick) : formatFigure(tick)}
                    </text>
                  </g>
                );
              })}
              <text x={geometry.left + 8} y={panel.top + 16} className="fill-navy-900 text-[12px] font-semibold">
                {panel.key === 'head' ? `${panel.label} (${headSymbols[headUnit]})` : panel.label}
              </text>
              {panel.paths.map((d, i) =>
                d ? (
                  <path
                    key={series[i]!.id}
                    d={d}
                    data-series={series[i]!.id}
                    fill="none"
                    strokeWidth={i === active ? 3 : 1.6}
                    strokeDasharray={seriesStyle(i).dash}
                    className={`${seriesStyle(i).stroke} ${i === active ? '' : 'opacity-70'}`}
                  />
                ) : null,
              )}
            </g>
          ))}
          {geometry.xTicks.map((tick) => (
            <text
              key={tick}
              x={x(tick)}
              y={bottom.top + bottom.height + 16}
              textAnchor="middle"
              className="fill-ink-600 text-[11px]"
            >
              {flowLabel(tick)}
            </text>
          ))}
          <text
            x={(geometry.left + geometry.right) / 2}
            y={bottom.top + bottom.height + 36}
            textAnchor="middle"
            className="fill-navy-900 text-[12px] font-semibold"
          >
            Flow Q ({flowSymbols[flowUnit]})
          </text>
          {systemPath ? (
            <path
              d={systemPath}
              data-testid="system-curve"
              fill="none"
              strokeWidth={1.5}
              strokeDasharray="3 3"
              className="stroke-ink-500"
            />
          ) : null}
          {(props.operatingPoints ?? []).map((op) => (
            <circle
              key={op.id}
              data-testid="operating-point"
              cx={x(op.flowM3h)}
              cy={yHead(op.headM)}
              r={4.5}
              className="fill-surface stroke-navy-900"
              strokeWidth={2}
            />
          ))}
          {duty ? (
            <g data-testid="duty-point">
              <path
                d={`M${x(duty.flowM3h) - 7},${yHead(duty.headM)}h14M${x(duty.flowM3h)},${yHead(duty.headM) - 7}v14`}
                strokeWidth={2.5}
                className="stroke-accent-600"
              />
              <text
                x={x(duty.flowM3h) + 9}
                y={yHead(duty.headM) - 8}
                className="fill-accent-700 text-[11px] font-semibold"
              >
                Duty {flowLabel(duty.flowM3h)} {flowSymbols[flowUnit]}, {headLabel(duty.headM)} {headSymbols[headUnit]}
              </text>
            </g>
          ) : null}
          {point ? (
            <g data-testid="crosshair">
              <line
                x1={x(point.flowM3h)}
                x2={x(point.flowM3h)}
                y1={headPanel.top}
                y2={bottom.top + bottom.height}
                className="stroke-navy-900"
                strokeDasharray="2 2"
              />
              <circle cx={x(point.flowM3h)} cy={yHead(point.headM)} r={4} className="fill-navy-900" />
            </g>
          ) : null}
        </svg>
      </div>

      <p id={readoutId} aria-live="polite" className="min-h-6 text-sm text-ink-700" data-testid="chart-readout">
        {point && activeSeries
          ? `${activeSeries.label}: Q ${flowLabel(point.flowM3h)} ${flowSymbols[flowUnit]}, H ${headLabel(point.headM)} ${headSymbols[headUnit]}` +
            (point.efficiencyPct !== undefined ? `, η ${formatFigure(point.efficiencyPct)} %` : '') +
            (point.powerKw !== undefined ? `, P2 ${formatFigure(point.powerKw)} kW` : '')
          : 'Hover over the chart, or focus it and use the arrow keys, to read exact values.'}
      </p>

      <ul className="flex flex-wrap gap-2" aria-label="Models on the chart">
        {series.map((s, i) => (
          <li key={s.id} className="flex items-center gap-1">
            <button
              type="button"
              aria-pressed={i === active}
              onClick={() => {
                setActive(i);
                setPointIndex(null);
              }}
              onFocus={() => setActive(i)}
              className="inline-flex items-center gap-2 rounded-full border border-line px-3 py-1 text-xs font-medium text-navy-900 aria-pressed:border-water-600 aria-pressed:bg-water-50"
            >
              <svg width="22" height="8" aria-hidden="true">
                <line
                  x1="1"
                  x2="21"
                  y1="4"
                  y2="4"
                  strokeWidth={2.5}
                  strokeDasharray={seriesStyle(i).dash}
                  className={seriesStyle(i).stroke}
                />
              </svg>
              {s.label}
            </button>
            {s.href ? (
              <a href={s.href} className="text-xs text-water-700 underline underline-offset-2">
                <span className="sr-only">{s.label} </span>details
              </a>
            ) : null}
          </li>
        ))}
      </ul>
      <details className="text-sm">
        <summary className="cursor-pointer font-semibold text-water-700">Show as table</summary>
        <div className="mt-3 space-y-4">
          {series.map((s) => (
            <div key={s.id} className="overflow-x-auto" role="region" aria-label={`${s.label} points`} tabIndex={0}>
              <table className="w-full min-w-max border-collapse text-left [&_td]:px-3 [&_td]:py-1 [&_th]:px-3 [&_th]:py-1 [&_tbody_tr]:border-t [&_tbody_tr]:border-line">
                <caption className="py-1 text-left font-semibold text-navy-900">{s.label}</caption>
                <thead className="bg-navy-900 text-white">
                  <tr>
                    <th scope="col">Flow Q (m³/h)</th>
                    <th scope="col">Head H (m)</th>
                    <th scope="col">Efficiency η (%)</th>
                    <th scope="col">Shaft power P2 (kW)</th>
                  </tr>
                </thead>
                <tbody>
                  {s.points.map((p) => (
                    <tr key={p.flowM3h}>
                      <th scope="row">{formatFigure(p.flowM3h)}</th>
                      <td>{formatFigure(p.headM)}</td>
                      <td>{p.efficiencyPct === undefined ? '–' : formatFigure(p.efficiencyPct)}</td>
                      <td>{p.powerKw === undefined ? '–' : formatFigure(p.powerKw)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ))}
        </div>
      </details>
    </div>
  );
}
