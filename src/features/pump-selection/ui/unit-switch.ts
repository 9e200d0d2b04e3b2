/**
 * What the form does when the visitor switches a unit: the value already typed is converted, so the
 * duty point stays the same (36 m³/h becomes 10 L/s), rounded to four significant digits. Every unit of
 * the selector is a fixed multiple of m³/h or m (pressure at ρ = 1000 kg/m³), so the server passes the
 * selection domain's factors (`unitFactors` in `selection-presenter.ts`) and the browser needs no domain code.
 */

/** Size of one of each unit in m³/h (flow units) or m (head units), keyed by the URL spelling. */
export interface UnitFactors {
  flowUnit: Record<string, number>;
  headUnit: Record<string, number>;
}

/**
 * Converts the text of a value input from one unit to another.
 * @param kind which unit select changed
 * @param text the value input's current text ('' or not a number: returned unchanged)
 * @param from the unit before the change, `to` the unit after (m3h, ls, lmin, usgpm; m, ft, bar, psi)
 * @param factors see {@link UnitFactors}; an unknown unit leaves the text unchanged
 */
export function convertUnitValue(
  kind: keyof UnitFactors,
  text: string,
  from: string,
  to: string,
  factors: UnitFactors,
): string {
  const value = Number(text);
  const fromFactor = factors[kind][from];
  const toFactor = factors[kind][to];
  if (text.trim() === '' || !Number.isFinite(value) || !fromFactor || !toFactor || from === to) return text;
  return String(Number(((value * fromFactor) / toFactor).toPrecision(4)));
}
