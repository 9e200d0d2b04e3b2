import { formatFigure } from '@/components/format/figures';
import { chartLayout, pathOf, seriesStyle } from './layout';
import type { ChartPoint, ChartUnits, PanelGeometry, UnitAxis } from './types';
import { flowToM3h, headSymbols, headToM } from './units';

/**
 * One panel of the chart (Q–H, η or P2) as SVG: its frame, the preferred region, the flow grid, its
 * own value ticks (head in the chosen unit), its title and one path per series; the active series is
 * drawn thicker. Positions in px from `x` (flow in m³/h) and `y` (the panel's value: m, % or kW).
 */
export function ChartPanel(
  props: ChartUnits & {
    panel: PanelGeometry;
    /** The panel's value axis (the head panel's in the chosen head unit). */
    axis: UnitAxis;
    /** Whether this is the top panel, whose ticks are the head ticks. */
    first: boolean;
    left: number;
    right: number;
    x: (flowM3h: number) => number;
    y: (value: number) => number;
    /** Flow ticks in the chosen flow unit. */
    flowTicks: readonly number[];
    region: { minFlowM3h: number; maxFlowM3h: number } | undefined;
    /** Each series' id and its points, in the order of the legend. */
    series: readonly { id: string; samples: readonly ChartPoint[] }[];
    active: number;
  },
) {
  const { panel, axis, left, right, x, y, region } = props;
  const value = (q: ChartPoint) =>
    panel.key === 'head' ? q.headM : panel.key === 'efficiency' ? q.efficiencyPct : q.powerKw;
  return (
    <g>
      <rect x={left} y={panel.top} width={right - left} height={panel.height} className="fill-surface stroke-line" />
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
      {props.flowTicks.map((tick) => {
        const at = x(flowToM3h(tick, props.flowUnit));
        return <line key={tick} x1={at} x2={at} y1={panel.top} y2={panel.top + panel.height} className="stroke-line" />;
      })}
      {axis.ticks.map((tick) => {
        const at = y(panel.key === 'head' ? headToM(tick, props.headUnit) : tick);
        return (
          <g key={tick}>
            <line x1={left} x2={right} y1={at} y2={at} className="stroke-line" />
            <text
              x={left - 6}
              y={at + 4}
              textAnchor="end"
              fontSize={chartLayout.tickFont}
              className="fill-ink-600"
              data-testid={props.first ? 'head-tick' : undefined}
            >
              {formatFigure(tick)}
            </text>
          </g>
        );
      })}
      <text x={left + 8} y={panel.top + 17} fontSize={chartLayout.titleFont} className="fill-navy-900 font-semibold">
        {panel.key === 'head' ? `${panel.label} (${headSymbols[props.headUnit]})` : panel.label}
      </text>
      {props.series.map((s, i) => {
        const d = pathOf(
          s.samples.flatMap((q) => {
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
            strokeWidth={i === props.active ? 3 : 1.6}
            strokeDasharray={seriesStyle(i).dash}
            className={`${seriesStyle(i).stroke} ${i === props.active ? '' : 'opacity-70'}`}
          />
        ) : null;
      })}
    </g>
  );
}
