/**
 * The chart's layout in px (the drawing is laid out at its box's width, 1 unit = 1 px): the server's
 * drawing and the bounds the browser's redraw keeps to.
 */
export const chartLayout = {
  /** Width the server lays out for; the view re-maps every position to its box's width in the browser. */
  width: 720,
  marginLeft: 52,
  marginRight: 16,
  /** Space above the first panel, between panels, and under the last one for the flow axis. */
  top: 14,
  gap: 18,
  axisSpace: 44,
  /** Height of the head panel and of each of the efficiency and power panels. */
  headHeight: 250,
  smallHeight: 92,
  /** Narrowest and widest redraw; below `narrow` the flow axis keeps every other tick. */
  minWidth: 280,
  maxWidth: 960,
  narrow: 480,
  /** Font size of tick labels and of axis titles. */
  tickFont: 12,
  titleFont: 13,
  /** Approximate advance of a semibold 12 px character, for placing a label before it is drawn. */
  charWidth: 7,
} as const;

/**
 * CSS height of the chart's SVG once redrawn at its box's width `w` (px): the drawing's `height` when
 * minWidth ≤ w ≤ maxWidth (the redraw is laid out at w), scaled by w / minWidth or w / maxWidth
 * outside those bounds (the redraw is then laid out at the bound and scaled to the box). `100cqw` is
 * the box's width (it is a size container); a browser without container units drops the declaration
 * and sizes the SVG by its viewBox.
 */
export function settledHeight(height: number): string {
  return `calc(${height} * max(min(1px, 100cqw / ${chartLayout.minWidth}), 100cqw / ${chartLayout.maxWidth}))`;
}

/** An SVG path through points already in px ('' for fewer than two points). */
export function pathOf(points: readonly [number, number][]): string {
  return points.length > 1 ? `M${points.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join('L')}` : '';
}

/** Stroke colour and dash pattern of the n-th series: told apart by colour and by pattern (colour-blind safe). */
const seriesStyles = [
  { stroke: 'stroke-water-600', dash: undefined },
  { stroke: 'stroke-accent-600', dash: '7 4' },
  { stroke: 'stroke-navy-700', dash: '2 3' },
  { stroke: 'stroke-water-500', dash: '10 3 2 3' },
  { stroke: 'stroke-ink-600', dash: '4 2' },
] as const;

/** The style of the series at `index` (0-based; the five styles repeat). */
export const seriesStyle = (index: number) => seriesStyles[index % seriesStyles.length]!;
