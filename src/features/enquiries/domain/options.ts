/**
 * Pure helpers for the select options of the enquiry forms (SPEC 5). The lists themselves are built on
 * the server (`choices.server.ts`) and passed to the forms as props.
 */

/** SPEC 5's formatting of a category for the product select: trimmed, first letter upper case, rest lower. */
export function formatProductOption(category: string): string {
  const trimmed = category.trim();
  return trimmed.charAt(0).toUpperCase() + trimmed.slice(1).toLowerCase();
}

/**
 * Product options: the distinct categories of the 50 Hz records, formatted, in order of first appearance.
 * @param records catalogue records with `hz` ('50hz' | '60hz') and `category`.
 */
export function productOptions(records: readonly { hz: string; category: string }[]): string[] {
  const options = records.filter((r) => r.hz === '50hz').map((r) => formatProductOption(r.category));
  return [...new Set(options)].filter((o) => o !== '');
}
