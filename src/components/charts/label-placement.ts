/**
 * Placement of a chart's text label next to the point it names, so it does not cover the markers
 * around it (the duty label over the operating points, issue 25): the label tries the four corners
 * around its point and takes the first that stays inside the plot and clear of every marker.
 */

/** A rectangle in px (top-left corner, size). */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

function overlap(a: Box, b: Box): number {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}

function outside(box: Box, bounds: Box): number {
  const dx = Math.max(0, bounds.x - box.x) + Math.max(0, box.x + box.width - (bounds.x + bounds.width));
  const dy = Math.max(0, bounds.y - box.y) + Math.max(0, box.y + box.height - (bounds.y + bounds.height));
  return dx * box.height + dy * box.width;
}

/**
 * The label's box: above-right, above-left, below-right or below-left of `point` (in that order of
 * preference), `gap` px away, then the same slid sideways inside `bounds`; the first inside `bounds`
 * that overlaps no obstacle, else the one with the least overlap and overflow.
 * @param point the labelled point in px
 * @param size the label's width and height in px
 * @param obstacles boxes to keep clear (markers)
 * @param bounds the plot area
 */
export function placeLabel(
  point: { x: number; y: number },
  size: { width: number; height: number },
  obstacles: readonly Box[],
  bounds: Box,
  gap = 8,
): Box {
  const { width, height } = size;
  const candidates: Box[] = [
    { x: point.x + gap, y: point.y - gap - height, width, height },
    { x: point.x - gap - width, y: point.y - gap - height, width, height },
    { x: point.x + gap, y: point.y + gap, width, height },
    { x: point.x - gap - width, y: point.y + gap, width, height },
  ];
  // On a narrow chart neither side may hold the label: then the same boxes slid inside the plot.
  const slide = (box: Box): Box => ({
    ...box,
    x: Math.max(bounds.x, Math.min(box.x, bounds.x + bounds.width - width)),
  });
  candidates.push(...candidates.map(slide));
  const cost = (box: Box) => obstacles.reduce((sum, o) => sum + overlap(box, o), 0) * 4 + outside(box, bounds);
  return candidates.reduce((best, box) => (cost(box) < cost(best) ? box : best));
}

/** The box around a round marker of radius `r` at (x, y). */
export const markerBox = (x: number, y: number, r: number): Box => ({
  x: x - r,
  y: y - r,
  width: 2 * r,
  height: 2 * r,
});
