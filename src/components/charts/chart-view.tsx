'use client';

import { useContext, useId, useMemo, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { ChartDutyContext } from './duty-context';
import { sampleFunction } from './sample-function';
import { formatFigure } from '@/components/format/figures';
import { markerBox, placeLabel } from './label-placement';
import type {
  ChartGeometry,
  ChartPoint,
  FlowDisplayUnit,
  HeadDisplayUnit,
  PerformanceChartProps,
  UnitAxis,
} from './types';
import { flowFromM3h, flowSymbols, flowToM3h, headFromM, headSymbols, mapLinear } from './units';
import { chartLayout, pathOf, settledHeight } from './layout';
import { UnitSwitches } from './unit-switches';
import { ChartLegend } from './chart-legend';
import { ChartTable } from './chart-table';
import { ChartPanel } from './chart-panel';
import { useChartBox } from './use-chart-box';

/** Props of the client view: the chart's props plus the geometry laid out on the server. */
export interface ChartViewProps extends Omit<PerformanceChartProps, 'title' | 'systemHead'> {
  geometry: ChartGeometry;
  titleId: string;
  descriptionId: string;
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
  const { boxRef, width, touch } = useChartBox(geometry.width);
  const readoutId = useId();

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
  const flowTicks = width < chartLayout.narrow ? xAxis.sparseTicks : xAxis.ticks;
  const panelSeries = geometry.series.map((s, i) => ({ id: s.id, samples: sampled[i]! }));
  const region = props.preferredRegion;
  const operatingPoints = props.operatingPoints ?? [];
  const dutyText = duty
    ? `Duty ${flowLabel(duty.flowM3h)} ${flowSymbols[flowUnit]}, ${headLabel(duty.headM)} ${headSymbols[headUnit]}`
    : '';
  const dutyBox = duty
    ? placeLabel(
        { x: x(duty.flowM3h), y: yHead(duty.headM) },
        { width: dutyText.length * chartLayout.charWidth, height: chartLayout.tickFont + 2 },
        operatingPoints.map((op) => markerBox(x(op.flowM3h), yHead(op.headM), 6)),
        { x: left, y: headPanel.top, width: right - left, height: headPanel.height },
      )
    : undefined;

  return (
    <div className="min-w-0 space-y-3">
      {/* Controls (unit switches, the readout's hint, the legend's links, the table toggle) are not printed. */}
      <UnitSwitches flowUnit={flowUnit} headUnit={headUnit} onFlowUnit={setFlowUnit} onHeadUnit={setHeadUnit} />

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
            return (
              <ChartPanel
                key={panel.key}
                panel={panel}
                axis={axis}
                first={p === 0}
                left={left}
                right={right}
                x={x}
                y={yOf(axis, panel)}
                flowTicks={flowTicks}
                flowUnit={flowUnit}
                headUnit={headUnit}
                region={region}
                series={panelSeries}
                active={active}
              />
            );
          })}
          {flowTicks.map((tick) => (
            <text
              key={tick}
              x={x(flowToM3h(tick, flowUnit))}
              y={bottom.top + bottom.height + 17}
              textAnchor="middle"
              fontSize={chartLayout.tickFont}
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
            fontSize={chartLayout.titleFont}
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
                fontSize={chartLayout.tickFont}
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

      <ChartLegend
        series={series}
        active={active}
        onPick={(i) => {
          setActive(i);
          setReadFlow(null);
        }}
        onFocus={setActive}
      />
      <ChartTable series={series} flowUnit={flowUnit} headUnit={headUnit} flowLabel={flowLabel} headLabel={headLabel} />
    </div>
  );
}
