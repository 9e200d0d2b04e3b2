'use client';

import { useContext, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { ChartDutyContext } from './duty-context';
import { sampleFunction } from './sample-function';
import { formatFigure } from '@/lib/quantities/figures';
import { markerBox, placeLabel } from './label-placement';
import type {
  ChartGeometry,
  ChartPoint,
  FlowDisplayUnit,
  HeadDisplayUnit,
  PerformanceChartProps,
  UnitAxis,
} from './types';
import { flowFromM3h, flowSymbols, flowToM3h, headFromM, headSymbols, headToM, mapLinear } from './units';
import { ScrollRegion } from '@/components/ui/scroll-region';

/** Stroke colour and dash pattern of the n-th series: told apart by colour and by pattern (colour-blind safe). */
const seriesStyles = [
  { stroke: 'stroke-water-600', dash: undefined },
  { stroke: 'stroke-accent-600', dash: '7 4' },
  { stroke: 'stroke-navy-700', dash: '2 3' },
  { stroke: 'stroke-water-500', dash: '10 3 2 3' },
  { stroke: 'stroke-ink-600', dash: '4 2' },
] as const;
export const seriesStyle = (index: number) => seriesStyles[index % seriesStyles.length]!;

/** Narrowest and widest drawing in px; below 480 px the flow axis keeps every other tick. */
const MIN_WIDTH = 280;
const MAX_WIDTH = 960;
const NARROW = 480;
/** Font size of tick labels and of axis titles in px (the drawing is laid out at its box's width, 1 unit = 1 px). */
const TICK_FONT = 12;
const TITLE_FONT = 13;
/** Approximate advance of a semibold 12 px character, for placing a label before it is drawn. */
const CHAR_WIDTH = 7;

/** Props of the client view: the chart's props plus the geometry laid out on the server. */
export interface ChartViewProps extends Omit<PerformanceChartProps, 'title' | 'systemHead'> {
  geometry: ChartGeometry;
  titleId: string;
  descriptionId: string;
}

/**
 * CSS height of the chart's SVG once redrawn at its box's width `w` (px): the drawing's `height` when
 * MIN_WIDTH ≤ w ≤ MAX_WIDTH (the redraw is laid out at w), scaled by w / MIN_WIDTH or w / MAX_WIDTH
 * outside those bounds (the redraw is then laid out at the bound and scaled to the box). `100cqw` is
 * the box's width (it is a size container); a browser without container units drops the declaration
 * and sizes the SVG by its viewBox.
 */
function settledHeight(height: number): string {
  return `calc(${height} * max(min(1px, 100cqw / ${MIN_WIDTH}), 100cqw / ${MAX_WIDTH}))`;
}

/** An SVG path through points already in px. */
function pathOf(points: readonly [number, number][]): string {
  return points.length > 1 ? `M${points.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join('L')}` : '';
}

/**
 * The interactive view of the performance chart. Its first render (on the server) is the complete
 * SVG at the layout width, readable without JavaScript and scaled to its box by the viewBox. In the
 * browser it redraws at its box's own width (so 12 px ticks stay 12 px on a phone), and adds the
 * readout under hover, tap or drag and keyboard focus (arrow keys move along the active curve), unit
 * switches, highlighting a model from the legend, and a duty point given by the page
 * ({@link ChartDutyContext}). Ships no chart library: every position is mapped from the server's
 * linear scales.
 */
export function ChartView(props: ChartViewProps) {
  const { geometry, series } = props;
  const given = useContext(ChartDutyContext);
  // The units asked (the page's duty from its URL, else the props) start the switches; the visitor's
  // own choice holds only while the same units are asked, so a new search in other units redraws the
  // chart in them (issue 49, item 1) instead of keeping the switches of the previous one.
  const askedFlow: FlowDisplayUnit = given?.flowUnit ?? props.flowUnit ?? 'm3h';
  const askedHead: HeadDisplayUnit = given?.headUnit ?? props.headUnit ?? 'm';
  const [flowChoice, setFlowChoice] = useState({ asked: askedFlow, unit: askedFlow });
  const [headChoice, setHeadChoice] = useState({ asked: askedHead, unit: askedHead });
  const flowUnit = flowChoice.asked === askedFlow ? flowChoice.unit : askedFlow;
  const headUnit = headChoice.asked === askedHead ? headChoice.unit : askedHead;
  const setFlowUnit = (unit: FlowDisplayUnit) => setFlowChoice({ asked: askedFlow, unit });
  const setHeadUnit = (unit: HeadDisplayUnit) => setHeadChoice({ asked: askedHead, unit });
  const initial = Math.max(
    0,
    series.findIndex((s) => s.id === props.highlightId),
  );
  const [active, setActive] = useState(initial);
  const [readFlow, setReadFlow] = useState<number | null>(null);
  const [width, setWidth] = useState(geometry.width);
  const [touch, setTouch] = useState(false);
  const boxRef = useRef<HTMLDivElement>(null);
  const readoutId = useId();

  useEffect(() => {
    // Touch screens read "tap"; known only in the browser, so the server's text is the pointer one.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setTouch(window.matchMedia?.('(pointer: coarse)').matches ?? false);
    const box = boxRef.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const measured = entry?.contentRect.width ?? 0;
      if (measured > 0) setWidth(Math.round(Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, measured))));
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, []);

  const duty = props.duty ?? given?.duty;
  const left = geometry.marginLeft;
  const right = width - geometry.marginRight;
  const xAxis: UnitAxis = geometry.flow[flowUnit];
  const headAxis: UnitAxis = geometry.head[headUnit];
  const headPanel = geometry.panels[0]!;
  const bottom = geometry.panels.at(-1)!;
  const x = (q: number) => mapLinear({ domain: xAxis.domain, range: [left, right] }, q);
  const yOf = (axis: UnitAxis, panel: { top: number; height: number }) => (v: number) =>
    mapLinear({ domain: axis.domain, range: [panel.top + panel.height, panel.top] }, v);
  const yHead = yOf(headAxis, headPanel);
  // The samples back as points (the payload carries them as columns).
  const sampled = useMemo(
    () =>
      geometry.series.map((s) =>
        s.flow.map((flowM3h, i): ChartPoint => ({
          flowM3h,
          headM: s.head[i]!,
          ...(s.efficiency.length ? { efficiencyPct: s.efficiency[i]! } : {}),
          ...(s.power.length ? { powerKw: s.power[i]! } : {}),
        })),
      ),
    [geometry],
  );
  const point = useMemo(() => {
    const samples: readonly ChartPoint[] = sampled[active] ?? [];
    if (readFlow === null || samples.length === 0) return undefined;
    return samples.reduce((best, p) => (Math.abs(p.flowM3h - readFlow) < Math.abs(best.flowM3h - readFlow) ? p : best));
  }, [readFlow, sampled, active]);

  const system = geometry.system ?? (given?.systemHead ? sampleFunction(given.systemHead, xAxis.domain[1]) : undefined);
  const systemPath = system
    ? pathOf(system.filter((p) => p.headM <= headAxis.domain[1]).map((p) => [x(p.flowM3h), yHead(p.headM)]))
    : '';

  function flowAt(event: PointerEvent<SVGSVGElement>): number | null {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0) return null;
    const svgX = ((event.clientX - box.left) / box.width) * width;
    return mapLinear({ domain: [left, right], range: xAxis.domain }, svgX);
  }

  function onPointer(event: PointerEvent<SVGSVGElement>) {
    // A tap or a drag on a touch screen reads like hovering with a mouse.
    if (event.type === 'pointerdown' || event.pointerType === 'mouse' || event.buttons > 0) {
      const flow = flowAt(event);
      if (flow !== null) setReadFlow(flow);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const flows = series[active]?.points.map((p) => p.flowM3h) ?? [];
    if (flows.length === 0) return;
    const index = readFlow === null ? -1 : flows.findIndex((q) => q >= readFlow - 1e-9);
    const moves: Record<string, number> = { ArrowRight: 1, ArrowUp: 1, ArrowLeft: -1, ArrowDown: -1 };
    if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      setReadFlow(event.key === 'Home' ? flows[0]! : flows.at(-1)!);
    } else if (event.key in moves) {
      event.preventDefault();
      const next = Math.min(flows.length - 1, Math.max(0, (index === -1 ? -1 : index) + moves[event.key]!));
      setReadFlow(flows[next]!);
    } else if (event.key === 'Escape') {
      setReadFlow(null);
    }
  }

  const flowLabel = (q: number) => formatFigure(flowFromM3h(q, flowUnit));
  const headLabel = (h: number) => formatFigure(headFromM(h, headUnit));
  const narrow = width < NARROW;
  const region = props.preferredRegion;
  const operatingPoints = props.operatingPoints ?? [];
  const dutyText = duty
    ? `Duty ${flowLabel(duty.flowM3h)} ${flowSymbols[flowUnit]}, ${headLabel(duty.headM)} ${headSymbols[headUnit]}`
    : '';
  const dutyBox = duty
    ? placeLabel(
        { x: x(duty.flowM3h), y: yHead(duty.headM) },
        { width: dutyText.length * CHAR_WIDTH, height: TICK_FONT + 2 },
        operatingPoints.map((op) => markerBox(x(op.flowM3h), yHead(op.headM), 6)),
        { x: left, y: headPanel.top, width: right - left, height: headPanel.height },
      )
    : undefined;

  return (
    <div className="min-w-0 space-y-3">
      {/* Controls (unit switches, the readout's hint, the legend's links, the table toggle) are not printed. */}
      <div className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm print:hidden">
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
        ref={boxRef}
        tabIndex={0}
        role="group"
        aria-label="Curve values: arrow keys move along the highlighted curve"
        aria-describedby={readoutId}
        onKeyDown={onKeyDown}
        className="@container min-w-0 rounded-card focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-water-600"
      >
        <svg
          viewBox={`0 0 ${width} ${geometry.height}`}
          // The box is as tall from the first paint as after the redraw at the box's width, so nothing
          // below the chart moves when the page hydrates (issue 26: a 0.034 layout shift on a phone's
          // compare page, where the server's 720 px drawing scaled to 354 px was 260 px tall and the
          // redraw 528 px). Until then the server's drawing is scaled into the top of the box. Without
          // scripting no redraw comes, so the box keeps the drawing's own proportions (h-auto).
          preserveAspectRatio="xMidYMin meet"
          style={{ height: settledHeight(geometry.height) }}
          role="img"
          aria-labelledby={props.titleId}
          aria-describedby={props.descriptionId}
          data-width={width}
          // Vertical swipes still scroll the page; sideways drags move the readout.
          // On paper the page is narrower than the screen it was measured on: the drawing keeps its
          // proportions there, or its screen height would leave a blank band under it.
          className="block w-full touch-pan-y select-none noscript:h-auto! print:h-auto!"
          onPointerDown={onPointer}
          onPointerMove={onPointer}
          onPointerLeave={(event) => {
            if (event.pointerType === 'mouse') setReadFlow(null);
          }}
        >
          {geometry.panels.map((panel, p) => {
            const axis = panel.key === 'head' ? headAxis : panel.axis;
            const y = yOf(axis, panel);
            return (
              <g key={panel.key}>
                <rect
                  x={left}
                  y={panel.top}
                  width={right - left}
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
                {(narrow ? xAxis.sparseTicks : xAxis.ticks).map((tick) => {
                  const at = x(flowToM3h(tick, flowUnit));
                  return (
                    <line
                      key={tick}
                      x1={at}
                      x2={at}
                      y1={panel.top}
                      y2={panel.top + panel.height}
                      className="stroke-line"
                    />
                  );
                })}
                {axis.ticks.map((tick) => {
                  const at = y(panel.key === 'head' ? headToM(tick, headUnit) : tick);
                  return (
                    <g key={tick}>
                      <line x1={left} x2={right} y1={at} y2={at} className="stroke-line" />
                      <text
                        x={left - 6}
                        y={at + 4}
                        textAnchor="end"
                        fontSize={TICK_FONT}
                        className="fill-ink-600"
                        data-testid={p === 0 ? 'head-tick' : undefined}
                      >
                        {formatFigure(tick)}
                      </text>
                    </g>
                  );
                })}
                <text x={left + 8} y={panel.top + 17} fontSize={TITLE_FONT} className="fill-navy-900 font-semibold">
                  {panel.key === 'head' ? `${panel.label} (${headSymbols[headUnit]})` : panel.label}
                </text>
                {geometry.series.map((s, i) => {
                  const samples = sampled[i]!;
                  const value = (q: ChartPoint) =>
                    panel.key === 'head' ? q.headM : panel.key === 'efficiency' ? q.efficiencyPct : q.powerKw;
                  const d = pathOf(
                    samples.flatMap((q) => {
                      const v = value(q);
                      return v === undefined ? [] : [[x(q.flowM3h), y(v)] as [number, number]];
                    }),
                  );
                  return d ? (
                    <path
                      key={s.id}
                      d={d}
                      data-series={s.id}
                      fill="none"
                      strokeWidth={i === active ? 3 : 1.6}
                      strokeDasharray={seriesStyle(i).dash}
                      className={`${seriesStyle(i).stroke} ${i === active ? '' : 'opacity-70'}`}
                    />
                  ) : null;
                })}
              </g>
            );
          })}
          {(narrow ? xAxis.sparseTicks : xAxis.ticks).map((tick) => (
            <text
              key={tick}
              x={x(flowToM3h(tick, flowUnit))}
              y={bottom.top + bottom.height + 17}
              textAnchor="middle"
              fontSize={TICK_FONT}
              className="fill-ink-600"
              data-testid="flow-tick"
            >
              {formatFigure(tick)}
            </text>
          ))}
          <text
            x={(left + right) / 2}
            y={bottom.top + bottom.height + 37}
            textAnchor="middle"
            fontSize={TITLE_FONT}
            className="fill-navy-900 font-semibold"
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
          {operatingPoints.map((op) => (
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
          {duty && dutyBox ? (
            <g data-testid="duty-point">
              <path
                d={`M${x(duty.flowM3h) - 7},${yHead(duty.headM)}h14M${x(duty.flowM3h)},${yHead(duty.headM) - 7}v14`}
                strokeWidth={2.5}
                className="stroke-accent-600"
              />
              <text
                x={dutyBox.x}
                y={dutyBox.y + dutyBox.height - 3}
                fontSize={TICK_FONT}
                // A halo in the surface colour: the label stays readable where a curve passes under it.
                paintOrder="stroke"
                strokeWidth={4}
                strokeLinejoin="round"
                className="fill-accent-700 stroke-surface font-semibold"
                data-testid="duty-label"
              >
                {dutyText}
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

      <p
        id={readoutId}
        aria-live="polite"
        className="min-h-6 text-sm text-ink-700 print:hidden"
        data-testid="chart-readout"
      >
        {point && series[active]
          ? `${series[active].label}: Q ${flowLabel(point.flowM3h)} ${flowSymbols[flowUnit]}, H ${headLabel(point.headM)} ${headSymbols[headUnit]}` +
            (point.efficiencyPct !== undefined ? `, η ${formatFigure(point.efficiencyPct)} %` : '') +
            (point.powerKw !== undefined ? `, P2 ${formatFigure(point.powerKw)} kW` : '')
          : touch
            ? 'Tap or drag along the chart, or focus it and use the arrow keys, to read the values at a flow.'
            : 'Hover over the chart, or focus it and use the arrow keys, to read the values at a flow.'}
      </p>

      {geometry.identicalNotes.length > 0 && (
        <ul className="space-y-1 text-sm text-ink-700" data-testid="identical-curves">
          {geometry.identicalNotes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}

      <ul className="flex flex-wrap gap-2" aria-label="Models on the chart">
        {series.map((s, i) => (
          <li key={s.id} className="flex items-center gap-1">
            <button
              type="button"
              aria-pressed={i === active}
              onClick={() => {
                setActive(i);
                setReadFlow(null);
              }}
              onFocus={() => setActive(i)}
              className="inline-flex min-h-6 items-center gap-2 rounded-full border border-line px-3 py-1 text-xs font-medium text-navy-900 aria-pressed:border-water-600 aria-pressed:bg-water-50"
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
              // At least 24 × 24 px to tap (WCAG 2.2 2.5.8).
              <a
                href={s.href}
                className="inline-flex min-h-6 min-w-6 items-center px-1.5 text-xs text-water-700 underline underline-offset-2 print:hidden"
              >
                <span className="sr-only">{s.label} </span>details
              </a>
            ) : null}
          </li>
        ))}
      </ul>
      <details className="text-sm print:hidden">
        <summary className="cursor-pointer font-semibold text-water-700">Show as table</summary>
        <div className="mt-3 space-y-4">
          {series.map((s) => (
            <ScrollRegion key={s.id} className="overflow-x-auto" label={`${s.label} points`}>
              <table className="w-full border-collapse text-left [&_td]:px-3 [&_td]:py-1 [&_th]:px-3 [&_th]:py-1 [&_tbody_tr]:border-t [&_tbody_tr]:border-line">
                <caption className="py-1 text-left font-semibold text-navy-900">{s.label}</caption>
                <thead className="bg-navy-900 text-white">
                  <tr>
                    <th scope="col">Flow Q ({flowSymbols[flowUnit]})</th>
                    <th scope="col">Head H ({headSymbols[headUnit]})</th>
                    <th scope="col">Efficiency η (%)</th>
                    <th scope="col">Shaft power P2 (kW)</th>
                  </tr>
                </thead>
                <tbody>
                  {s.points.map((p) => (
                    <tr key={p.flowM3h}>
                      <th scope="row">{flowLabel(p.flowM3h)}</th>
                      <td>{headLabel(p.headM)}</td>
                      <td>{p.efficiencyPct === undefined ? '–' : formatFigure(p.efficiencyPct)}</td>
                      <td>{p.powerKw === undefined ? '–' : formatFigure(p.powerKw)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
          ))}
        </div>
      </details>
    </div>
  );
}
