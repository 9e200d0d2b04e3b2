import { convertFlow, convertHead, type FlowUnit, type HeadUnit } from '@/features/selection';

/**
 * What the form does when the visitor switches a unit: the value already typed is converted, so the
 * duty point stays the same (6 m³/h becomes 1.67 L/s), rounded to four significant digits. The
 * conversions are the selection domain's (`@/features/selection`).
 * @param kind which unit select changed
 * @param text the value input's current text ('' or not a number: returned unchanged)
 * @param from the unit before the change, `to` the unit after (URL spellings: m3h, ls, lmin, usgpm; m, ft, bar, psi)
 */
export function convertUnitValue(kind: 'flowUnit' | 'headUnit', text: string, from: string, to: string): string {
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value) || from === to) return text;
  const converted =
    kind === 'flowUnit'
      ? convertFlow(value, from as FlowUnit, to as FlowUnit)
      : convertHead(value, from as HeadUnit, to as HeadUnit);
  return String(Number(converted.toPrecision(4)));
}
