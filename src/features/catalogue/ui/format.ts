import type { Performance } from '@/content/schemas/catalogue';
import type { Range } from '@/engineering/tables';

const number = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** '0.4 – 19 m³/h' from { min: 0.4, max: 19 } and 'm³/h'; a single value when min equals max. */
export function formatRange(range: Range, unit: string): string {
  const text =
    range.min === range.max ? number.format(range.min) : `${number.format(range.min)} – ${number.format(range.max)}`;
  return `${text} ${unit}`;
}

/** One labelled figure for display, e.g. { label: 'Flow', value: '0.4 – 19 m³/h' }. */
export interface Figure {
  label: string;
  value: string;
}

/** The performance figures of a product as labelled display strings, in a fixed order; absent figures are skipped. */
export function performanceFigures(p: Performance): Figure[] {
  const figures: (Figure | null)[] = [
    p.flowM3h ? { label: 'Flow', value: formatRange(p.flowM3h, 'm³/h') } : null,
    p.headM ? { label: 'Head', value: formatRange(p.headM, 'm') } : null,
    p.powerKw ? { label: 'Power', value: formatRange(p.powerKw, 'kW') } : null,
    p.speedRpm ? { label: 'Speed', value: `${p.speedRpm.map((s) => number.format(s)).join(' / ')} rpm` } : null,
    p.maxPressureBar ? { label: 'Max. pressure', value: `${number.format(p.maxPressureBar)} bar` } : null,
    p.sizeInch ? { label: 'Size', value: `${number.format(p.sizeInch)} inch` } : null,
    p.outletMm ? { label: 'Outlet', value: formatRange(p.outletMm, 'mm') } : null,
    p.phases
      ? { label: 'Supply', value: p.phases.map((ph) => (ph === 'single' ? '1 phase' : '3 phase')).join(' / ') }
      : null,
    p.voltageV ? { label: 'Voltage', value: formatRange(p.voltageV, 'V') } : null,
    p.maxLiquidTempC !== undefined
      ? { label: 'Max. liquid temp.', value: `${number.format(p.maxLiquidTempC)} °C` }
      : null,
  ];
  return figures.filter((f): f is Figure => f !== null);
}

/**
 * A figure's label reduced to what it measures ('Max. liquid temp.' and 'Liquid temperature' are the
 * same figure; so are 'Maximum working pressure' and 'Max. pressure'), to find figures a page would
 * otherwise print twice.
 */
export function figureKey(label: string): string {
  return label
    .toLowerCase()
    .replace(/\bmax(imum)?\.?\s*/g, '')
    .replace(/\btemp\.?(?!e)/g, 'temperature')
    .replace(/\bworking\s+/g, '')
    .trim();
}

/**
 * The key figures of a page: the figures derived from its performance data, each replaced by the
 * page's own statement of the same figure ({@link figureKey}) where the page makes one. A page's own
 * figures are the manufacturer's as published ('3 - 36 inch', '-20 to 200 °C', '5 MPa (50 bar)',
 * SPEC 2.10); the derived ones ('Outlet 80 – 900 mm') are conversions made for filtering and must not
 * hide them.
 * @param derived from {@link performanceFigures}, in their fixed order
 * @param own the items of the page's figures blocks, in content order
 * @returns the derived figures in order with own ones in their place (label and value as the page
 *   writes them); own figures that measure nothing derived are not added (their block shows them)
 */
export function withOwnFigures(derived: readonly Figure[], own: readonly Figure[]): Figure[] {
  const byKey = new Map(own.map((figure) => [figureKey(figure.label), figure]));
  return derived.map((figure) => {
    const stated = byKey.get(figureKey(figure.label));
    return stated ? { ...stated, value: groupLargeNumbers(stated.value) } : figure;
  });
}

/**
 * A page's own figure in the site's number format: whole numbers of five digits or more get their
 * thousands grouped, as every derived figure has them ('22 - 16236 m³/h' → '22 - 16,236 m³/h');
 * the words, ranges, units and standards' numbers stay as the page writes them.
 */
function groupLargeNumbers(value: string): string {
  // Not after a capital and a space: a standard's number ('IS 14220', 'ISO 10816') is a name, not a figure.
  return value.replace(/(?<![\d.,]|[A-Z]\s?)\d{5,}(?![\d.,])/g, (digits) => number.format(Number(digits)));
}
