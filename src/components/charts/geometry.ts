import { scaleLinear } from 'd3-scale';
import { curveMonotoneX, line } from 'd3-shape';
import type { ChartGeometry, ChartPoint, PanelGeometry, PerformanceChartProps } from './types';

/** Width of the drawing in SVG units; it scales to the container (viewBox). */
const WIDTH = 720;
const LEFT = 52;
const RIGHT = WIDTH - 16;
const TOP = 14;
const GAP = 18;
const HEAD_HEIGHT = 250;
const SMALL_HEIGHT = 92;
const AXIS_SPACE = 44;

/**
 * Lays the chart out on the server: scales from d3-scale (`nice()` domains and ticks), monotone cubic
 * paths from d3-shape (`curveMonotoneX`, which never overshoots a falling Q–H curve), one panel for
 * Q–H and, when the series carry them, one each for efficiency and shaft power sharing the flow axis.
 */
export function chartGeometry(props: Pick<PerformanceChartProps, 'series' | 'duty' | 'systemCurve'>): ChartGeometry {
  const all = props.series.flatMap((s) => s.points);
  const maxFlow = Math.max(...all.map((p) => p.flowM3h), props.duty ? props.duty.flowM3h * 1.15 : 0);
  const maxHead = Math.max(...all.map((p) => p.headM), props.duty ? props.duty.headM * 1.15 : 0);
  const x = scaleLinear()
    .domain([0, maxFlow * 1.05])
    .range([LEFT, RIGHT])
    .nice(8);
  const has = (key: keyof ChartPoint) => all.some((p) => p[key] !== undefined);
  const specs: {
    key: PanelGeometry['key'];
    label: string;
    height: number;
    max: number;
    value: (p: ChartPoint) => number | undefined;
  }[] = [
    { key: 'head', label: 'Head H', height: HEAD_HEIGHT, max: maxHead, value: (p) => p.headM },
    ...(has('efficiencyPct')
      ? [
          {
            key: 'efficiency' as const,
            label: 'Efficiency η (%)',
            height: SMALL_HEIGHT,
            max: Math.max(...all.map((p) => p.efficiencyPct ?? 0)),
            value: (p: ChartPoint) => p.efficiencyPct,
          },
        ]
      : []),
    ...(has('powerKw')
      ? [
          {
            key: 'power' as const,
            label: 'Shaft power P2 (kW)',
            height: SMALL_HEIGHT,
            max: Math.max(...all.map((p) => p.powerKw ?? 0)),
            value: (p: ChartPoint) => p.powerKw,
          },
        ]
      : []),
  ];
  let top = TOP;
  const panels = specs.map((spec): PanelGeometry => {
    const y = scaleLinear()
      .domain([0, spec.max * 1.08])
      .range([top + spec.height, top])
      .nice(spec.key === 'head' ? 6 : 3);
    const path = line<ChartPoint>()
      .x((p) => x(p.flowM3h))
      .y((p) => y(spec.value(p)!))
      .curve(curveMonotoneX)
      // 0.1 SVG unit is far below a pixel at any width, and halves the page's weight of curves.
      .digits(1);
    const panel: PanelGeometry = {
      key: spec.key,
      label: spec.label,
      top,
      height: spec.height,
      y: { domain: y.domain() as [number, number], range: y.range() as [number, number] },
      yTicks: y.ticks(spec.key === 'head' ? 6 : 3),
      paths: props.series.map((s) => {
        const points = s.points.filter((p) => spec.value(p) !== undefined);
        return points.length > 1 ? (path(points) ?? '') : '';
      }),
    };
    top += spec.height + GAP;
    return panel;
  });
  return {
    width: WIDTH,
    height: top - GAP + AXIS_SPACE,
    left: LEFT,
    right: RIGHT,
    x: { domain: x.domain() as [number, number], range: x.range() as [number, number] },
    xTicks: x.ticks(8),
    panels,
  };
}
