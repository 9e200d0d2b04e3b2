import type { LooseTable, NumRange, ProductFacts } from './content';
import { classifyProduct, type ProductKind } from './shapes';
import { condensedFamily, palette } from './palette';
import { esc, line, n, rect, svgDocument, text } from './svg';

/**
 * Family-curve charts, 1200×800 px: head H (m) against flow Q (m³/h) for 3 to 5 models of a
 * product family, on white with navy/blue lines. Models come from the product's spec table when it
 * lists flow and head per model (each curve then passes exactly through the table's range), otherwise
 * they are spread across the product's performance ranges. Families spanning more than a decade of
 * flow (split case, turbines) are drawn on log-log axes as one area per pump size, the usual format
 * of such overviews. The chart says "indicative" because the shapes are modelled, not measured.
 */

/** Output size of curve charts in px. */
export const curveSize = { width: 1200, height: 800 } as const;

/**
 * One model: its operating window and a quadratic H = a − b·Q² through the window's corners,
 * (Qmin, Hmax) and (Qmax, Hmin), which is how a radial pump's curve behaves near its duty range.
 */
export interface ModelCurve {
  model: string;
  /** Operating window, m³/h. */
  qMin: number;
  qMax: number;
  /** Head at qMin and at qMax, m. */
  hAtMin: number;
  hAtMax: number;
}

/** Head at flow `q` on the model's curve (m). */
export function headAt(m: ModelCurve, q: number): number {
  const b = m.qMax > m.qMin ? (m.hAtMin - m.hAtMax) / (m.qMax * m.qMax - m.qMin * m.qMin) : 0;
  return m.hAtMin + b * m.qMin * m.qMin - b * q * q;
}

/** Numbers in a display cell such as "0.4 - 19", "22–16236" or "7.5". */
function numbersIn(cell: string): number[] {
  return [...cell.replace(/,/g, '').matchAll(/\d+(?:\.\d+)?/g)].map((m) => Number(m[0]));
}

const flowRe = /flow|capacity|m3\/h|m³\/h|lpm|gpm|\bq\b/i;
const headRe = /head|\bh\b|\(m\)/i;
const modelRe = /model|type|pump|size/i;

/** One model from a flow cell and a head cell: ranges give the window, single figures a rated point. */
function modelFromCells(model: string, flowCell: string, headCell: string): ModelCurve | undefined {
  const q = numbersIn(flowCell);
  const h = numbersIn(headCell);
  if (!q.length || !h.length || !model.trim()) return undefined;
  const [q0, q1] = q.length > 1 ? [Math.min(...q), Math.max(...q)] : [q[0]! * 0.6, q[0]! * 1.2];
  const [h0, h1] = h.length > 1 ? [Math.min(...h), Math.max(...h)] : [h[0]! * 0.75, h[0]! * 1.25];
  if (!(q1 > 0 && h1 > 0)) return undefined;
  return { model: model.trim(), qMin: Math.max(q0, q1 * 0.05), qMax: q1, hAtMin: h1, hAtMax: Math.min(h0, h1 * 0.95) };
}

/** Models read from a table laid out either as rows per model or as columns per model. */
function modelsFromTable(table: LooseTable): ModelCurve[] {
  const flowCol = table.columns.findIndex((c) => flowRe.test(c));
  const headCol = table.columns.findIndex((c, i) => i !== flowCol && headRe.test(c));
  const found = (list: (ModelCurve | undefined)[]) => list.filter((c): c is ModelCurve => !!c);
  if (flowCol >= 0 && headCol >= 0) {
    const modelCol = Math.max(
      0,
      table.columns.findIndex((c) => modelRe.test(c)),
    );
    return found(table.rows.map((row) => modelFromCells(row[modelCol] ?? '', row[flowCol] ?? '', row[headCol] ?? '')));
  }
  // Transposed: the first column names the parameter, the other columns are models.
  const flowRow = table.rows.find((r) => flowRe.test(r[0] ?? ''));
  const headRow = table.rows.find((r) => r !== flowRow && headRe.test(r[0] ?? ''));
  if (flowRow && headRow) {
    return found(
      table.columns.slice(1).map((model, i) => modelFromCells(model, flowRow[i + 1] ?? '', headRow[i + 1] ?? '')),
    );
  }
  return [];
}

/** Typical ranges per kind when the content has no figures yet (SPEC 9 examples). */
const fallbackRanges: Partial<Record<ProductKind, { flow: NumRange; head: NumRange }>> = {
  'borehole-pump': { flow: { min: 0.4, max: 19 }, head: { min: 20, max: 300 } },
  'booster-horizontal': { flow: { min: 0.5, max: 12 }, head: { min: 10, max: 70 } },
  'booster-vertical': { flow: { min: 1, max: 120 }, head: { min: 10, max: 250 } },
  'end-suction': { flow: { min: 5, max: 400 }, head: { min: 8, max: 90 } },
  'split-case': { flow: { min: 22, max: 3000 }, head: { min: 7, max: 220 } },
  'vertical-turbine': { flow: { min: 20, max: 1200 }, head: { min: 10, max: 160 } },
  'sewage-pump': { flow: { min: 2, max: 60 }, head: { min: 4, max: 24 } },
  'grinder-pump': { flow: { min: 1, max: 20 }, head: { min: 5, max: 40 } },
  monoblock: { flow: { min: 2, max: 90 }, head: { min: 6, max: 50 } },
  peripheral: { flow: { min: 0.3, max: 3 }, head: { min: 5, max: 60 } },
};

/**
 * Synthesises `count` models across a flow and head range: small-flow models reach the top head,
 * large-flow ones the top flow, like a real family overview. Names follow the usual
 * series-size-nominal-flow pattern (e.g. KS4-8).
 */
export function synthesiseModels(
  series: string,
  sizeInch: number | undefined,
  flow: NumRange,
  head: NumRange,
  count = 4,
): ModelCurve[] {
  const qTop = Math.max(flow.max, 0.1);
  const qLow = Math.max(flow.min, qTop / 40, qTop * 0.18);
  const hTop = Math.max(head.max, 1);
  const hLow = Math.max(head.min, hTop * 0.12);
  const prefix = series.replace(/\s*[&/,].*$/, '').replace(/\s+/g, '') + (sizeInch ? String(sizeInch) : '');
  return Array.from({ length: count }, (_, i) => {
    const t = count === 1 ? 1 : i / (count - 1);
    const qMax = qLow * Math.pow(qTop / qLow, t);
    const hAtMin = hTop * Math.pow(hLow / hTop, t * 0.55);
    const nominal = qMax * 0.7;
    const tag = nominal >= 10 ? Math.round(nominal) : Math.round(nominal * 10) / 10;
    return { model: `${prefix || 'K'}-${tag}`, qMin: qMax * 0.3, qMax, hAtMin, hAtMax: hAtMin * 0.55 };
  });
}

/** The models to draw for a product: from its tables when possible, otherwise synthesised. */
export function modelsFor(facts: ProductFacts | undefined, name: string): ModelCurve[] {
  for (const table of facts?.tables ?? []) {
    const models = modelsFromTable(table);
    if (models.length >= 2) return thin(models, 5);
  }
  const kind = classifyProduct({ category: facts?.category, series: facts?.series, title: facts?.title, slug: name });
  const fallback = fallbackRanges[kind] ?? fallbackRanges['end-suction']!;
  const flow = facts?.flowM3h && facts.flowM3h.max > 0 ? facts.flowM3h : fallback.flow;
  const head = facts?.headM && facts.headM.max > 0 ? facts.headM : fallback.head;
  const series = facts?.series ?? /(?:^|-)(k[a-z]{1,3})(?:-|$)/i.exec(name)?.[1]?.toUpperCase() ?? 'K';
  return synthesiseModels(series, facts?.sizeInch, flow, head, flow.max / Math.max(flow.min, 0.01) > 30 ? 5 : 4);
}

/** Keeps at most `max` models, evenly spread, so labels stay readable. */
function thin<T>(items: T[], max: number): T[] {
  if (items.length <= max) return items;
  return Array.from({ length: max }, (_, i) => items[Math.round((i * (items.length - 1)) / (max - 1))]!);
}

/** One chart axis: tick values and a mapping to 0..1. */
interface Axis {
  major: number[];
  minor: number[];
  map: (value: number) => number;
}

/** A "nice" step (1, 2, 2.5 or 5 × 10ⁿ) giving about `target` intervals over `span`. */
function niceStep(span: number, target: number): number {
  const raw = span / target;
  const mag = Math.pow(10, Math.floor(Math.log10(raw)));
  const norm = raw / mag;
  const step = norm <= 1 ? 1 : norm <= 2 ? 2 : norm <= 2.5 ? 2.5 : norm <= 5 ? 5 : 10;
  return step * mag;
}

/** Linear axis from 0 to a nice value above `max`. */
function linearAxis(max: number, target: number): Axis {
  const step = niceStep(max, target);
  const end = Math.ceil(max / step - 1e-9) * step;
  const count = Math.round(end / step);
  return {
    major: Array.from({ length: count + 1 }, (_, i) => i * step),
    minor: Array.from({ length: count }, (_, i) => (i + 0.5) * step),
    map: (v) => v / end,
  };
}

/** Rounds down (or up) to the nearest 1-2-5 value, for log axis ends. */
function nice125(value: number, up: boolean): number {
  const mag = Math.pow(10, Math.floor(Math.log10(value)));
  const norm = value / mag;
  const steps = [1, 2, 5, 10];
  const chosen = up ? steps.find((st) => st >= norm - 1e-9)! : [...steps].reverse().find((st) => st <= norm + 1e-9)!;
  return chosen * mag;
}

/** Decade axis with 1-2-5 labels. */
function logAxis(lo: number, hi: number): Axis {
  const major: number[] = [];
  const minor: number[] = [];
  for (let k = Math.floor(Math.log10(lo)); k <= Math.ceil(Math.log10(hi)); k++) {
    for (let m = 1; m < 10; m++) {
      const v = m * Math.pow(10, k);
      if (v < lo * 0.999 || v > hi * 1.001) continue;
      (m === 1 || m === 2 || m === 5 ? major : minor).push(v);
    }
  }
  const from = Math.log10(lo);
  const to = Math.log10(hi);
  return { major, minor, map: (v) => (Math.log10(Math.max(v, lo)) - from) / (to - from) };
}

/** Tick label without float noise (0.30000000000000004 → 0.3). */
function tickLabel(value: number): string {
  return String(Math.round(value * 1000) / 1000);
}

/** Line colours from navy to light blue so that neighbouring curves differ. */
const curveColours = [palette.navy800, palette.blue600, palette.blue400, palette.navy700, palette.blue500];

/** A model label (white box, coloured border) kept inside the plot and clear of earlier labels. */
function placeLabel(
  model: string,
  colour: string,
  x: number,
  y: number,
  plot: { x: number; y: number; w: number; h: number },
  placed: { x: number; y: number; w: number }[],
): string {
  const w = model.length * 10 + 20;
  const lx = Math.max(plot.x + 4, Math.min(x, plot.x + plot.w - w - 4));
  const clamp = (y: number) => Math.min(plot.y + plot.h - 34, Math.max(plot.y + 4, y));
  const free = (y: number) => !placed.some((p) => lx < p.x + p.w + 6 && p.x < lx + w + 6 && Math.abs(p.y - y) < 32);
  // Nearest free slot, alternating below and above the wanted position.
  let ly = clamp(y);
  for (let k = 1; k < 24 && !free(ly); k++) ly = clamp(y + (k % 2 ? 1 : -1) * Math.ceil(k / 2) * 34);
  placed.push({ x: lx, y: ly, w });
  return (
    rect(lx, ly, w, 28, '#ffffff', `rx="4" stroke="${colour}" stroke-width="1.5"`) +
    text(lx + w / 2, ly + 20, model, {
      size: 16,
      weight: 'bold',
      fill: colour,
      anchor: 'middle',
      family: condensedFamily,
    })
  );
}

/** The complete chart as an SVG document. */
export function curvePicture(name: string, facts: ProductFacts | undefined): string {
  const { width, height } = curveSize;
  const models = modelsFor(facts, name);
  const plot = { x: 120, y: 150, w: width - 120 - 60, h: height - 150 - 110 };
  const qEnd = (m: ModelCurve) => {
    // Draw a little past the window, but stop before the head falls below 15 % of shut-off.
    const shutoff = headAt(m, 0);
    const limit = Math.sqrt(
      Math.max(0, (shutoff * 0.85) / Math.max(1e-9, (shutoff - headAt(m, m.qMax)) / (m.qMax * m.qMax))),
    );
    return Math.min(m.qMax * 1.12, limit || m.qMax);
  };
  const flows = models.map((m) => m.qMax);
  // Families spanning more than ~12× in flow are unreadable on linear axes: use log-log then.
  const log = Math.max(...flows) / Math.min(...flows) > 12;
  const heads = models.map((m) => headAt(m, log ? m.qMin : 0));
  const lowHeads = models.map((m) => headAt(m, m.qMax) * (log ? areaFactor(m) : 1));
  const xAxis = log
    ? logAxis(nice125(Math.min(...models.map((m) => m.qMin)) * 0.9, false), nice125(Math.max(...flows) * 1.15, true))
    : linearAxis(Math.max(...models.map(qEnd)) * 1.04, 8);
  const yAxis = log
    ? logAxis(nice125(Math.min(...lowHeads) * 0.9, false), nice125(Math.max(...heads) * 1.1, true))
    : linearAxis(Math.max(...heads) * 1.1, 6);
  const X = (q: number) => plot.x + xAxis.map(q) * plot.w;
  const Y = (h: number) => plot.y + plot.h - yAxis.map(h) * plot.h;

  let body = rect(0, 0, width, height, '#ffffff');
  body += xAxis.minor.map((v) => line(X(v), plot.y, X(v), plot.y + plot.h, palette.slate100, 1)).join('');
  body += yAxis.minor.map((v) => line(plot.x, Y(v), plot.x + plot.w, Y(v), palette.slate100, 1)).join('');
  body += xAxis.major.map((v) => line(X(v), plot.y, X(v), plot.y + plot.h, palette.slate200, 1.2)).join('');
  body += yAxis.major.map((v) => line(plot.x, Y(v), plot.x + plot.w, Y(v), palette.slate200, 1.2)).join('');
  const tick = { size: 17, fill: palette.slate700, family: condensedFamily };
  body += xAxis.major
    .map((v) => text(X(v), plot.y + plot.h + 30, tickLabel(v), { ...tick, anchor: 'middle' }))
    .join('');
  body += yAxis.major.map((v) => text(plot.x - 14, Y(v) + 6, tickLabel(v), { ...tick, anchor: 'end' })).join('');
  body += line(plot.x, plot.y + plot.h, plot.x + plot.w, plot.y + plot.h, palette.navy900, 2);
  body += line(plot.x, plot.y, plot.x, plot.y + plot.h, palette.navy900, 2);
  body += text(plot.x + plot.w / 2, height - 38, `Flow Q (m³/h)${log ? ' · log scale' : ''}`, {
    size: 20,
    weight: 'bold',
    fill: palette.navy900,
    anchor: 'middle',
  });
  body += `<text transform="translate(44 ${n(plot.y + plot.h / 2)}) rotate(-90)" font-family="${esc(condensedFamily)}" font-size="20" font-weight="bold" fill="${palette.navy900}" text-anchor="middle">Head H (m)${log ? ' · log scale' : ''}</text>`;

  const placed: { x: number; y: number; w: number }[] = [];
  const labels: string[] = [];
  const sample = (m: ModelCurve, from: number, to: number, factor = 1) =>
    Array.from({ length: 41 }, (_, k) => {
      const q = from + ((to - from) * k) / 40;
      return `${n(X(q))},${n(Y(headAt(m, q) * factor))}`;
    });
  models.forEach((m, i) => {
    const colour = curveColours[i % curveColours.length]!;
    if (log) {
      // One area per size: full-impeller curve on top, most-trimmed impeller below.
      const top = sample(m, m.qMin, m.qMax);
      const bottom = sample(m, m.qMin, m.qMax, areaFactor(m)).reverse();
      body += `<polygon points="${[...top, ...bottom].join(' ')}" fill="${colour}" fill-opacity="0.12" stroke="${colour}" stroke-width="2.5" stroke-linejoin="round"/>`;
      const cq = Math.sqrt(m.qMin * m.qMax);
      labels.push(
        placeLabel(
          m.model,
          colour,
          X(cq) - (m.model.length * 10 + 20) / 2,
          Y((headAt(m, cq) * (1 + areaFactor(m))) / 2) - 14,
          plot,
          placed,
        ),
      );
    } else {
      const end = qEnd(m);
      body += `<polyline points="${sample(m, 0, end).join(' ')}" fill="none" stroke="${colour}" stroke-width="2" stroke-opacity="0.55"/>`;
      body += `<polyline points="${sample(m, m.qMin, m.qMax).join(' ')}" fill="none" stroke="${colour}" stroke-width="4.5" stroke-linecap="round"/>`;
      const rq = (m.qMin + m.qMax) / 2;
      body += `<circle cx="${n(X(rq))}" cy="${n(Y(headAt(m, rq)))}" r="5.5" fill="#ffffff" stroke="${colour}" stroke-width="2.5"/>`;
      labels.push(placeLabel(m.model, colour, X(end) + 10, Y(headAt(m, end)) - 14, plot, placed));
    }
  });
  body += labels.join('');

  // Header: title, subtitle with frequency and speed, accent rule, note on the figures.
  const hz = facts?.hz ?? /(50|60)hz/i.exec(name)?.[0]?.toLowerCase();
  const speed = facts?.speedRpm?.length ? `${facts.speedRpm.join(' / ')} rpm` : '';
  const title = facts?.title ?? name.replace(/[-_]+/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
  body += rect(plot.x, 40, 6, 64, palette.accent, 'rx="2"');
  const seriesPrefix =
    facts?.series && !title.toUpperCase().startsWith(facts.series.toUpperCase()) ? `${facts.series} · ` : '';
  body += text(plot.x + 22, 68, `${seriesPrefix}${title}`.slice(0, 64), {
    size: 28,
    weight: 'bold',
    fill: palette.navy900,
  });
  body += text(
    plot.x + 22,
    100,
    [log ? 'Family curves · one area per pump size' : 'Family curves', hz ? hz.replace(/hz$/, ' Hz') : '', speed]
      .filter(Boolean)
      .join('  ·  '),
    { size: 19, fill: palette.slate500 },
  );
  body += text(width - 60, 68, 'KAVEX', { size: 22, weight: 'bold', fill: palette.navy800, anchor: 'end', spacing: 5 });
  body += text(width - 60, height - 14, 'Indicative curves · water at 20 °C · ISO 9906', {
    size: 13,
    fill: palette.slate500,
    anchor: 'end',
  });
  return svgDocument({ width, height, body });
}

/** How far below the full-impeller curve a size's area reaches (trimmed impeller), 0.55–0.8. */
function areaFactor(m: ModelCurve): number {
  return Math.min(0.8, Math.max(0.55, (m.hAtMax / m.hAtMin) * 1.1));
}
