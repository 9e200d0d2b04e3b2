/**
 * Joins a number to its unit with a no-break space (U+00A0), so "(50 Hz)" or "7.5 kW" never breaks
 * across lines in a title or card ("(50 / Hz)"). Units: Hz, kW, HP, hp, m, mm, m³/h, bar, V, A, rpm.
 * @param text any visible text; returned unchanged where no number precedes a unit
 */
export function keepUnitsTogether(text: string): string {
  return text.replace(/(\d)\s+(Hz|kW|HP|hp|mm|m³\/h|m|bar|V|A|rpm)\b/g, '$1\u00a0$2');
}
