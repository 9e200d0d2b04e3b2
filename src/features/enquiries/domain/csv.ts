import { stringify } from 'csv-stringify/sync';
import { printable } from './printable';

/**
 * CSV for the sales team's export, written by csv-stringify (RFC 4180: comma separated, CRLF line
 * ends, every cell quoted with inner quotes doubled). A spreadsheet runs a cell as a formula when it
 * starts with =, +, -, @, a tab or a CR — and, in locales whose list separator is ';' or when a cell is
 * split on import, after a separator inside the text (`Pune;=1+1`). OWASP "CSV Injection": such a start
 * gets a leading apostrophe, which spreadsheets hide and treat as "text". A + or - followed only by
 * digits and spaces is a phone number or a negative figure, not a formula, and stays as it is
 * (`+91 98765 43210` remains readable). Controls and invisible format characters are written as their
 * code points (`printable`), since the export is often read in a terminal first.
 */

/** Separators after which a formula could start once a spreadsheet splits the text. */
const separators = '[,;\\t|\\r\\n]';
const formulaStart = new RegExp(`(^|${separators}\\s*)([=@\\t\\r]|[+-](?![\\d\\s]*(?:${separators}|$)))`, 'g');

/** One cell's text with every formula start neutralised. */
export function neutraliseFormulas(text: string): string {
  return text.replace(formulaStart, (_, before: string, start: string) => `${before}'${start}`);
}

/** A whole document: the header row, then one row per record, each line ending in CRLF, every cell quoted. */
export function toCsv<T>(
  columns: readonly { header: string; value: (row: T) => string | number | null }[],
  rows: readonly T[],
): string {
  const records = [columns.map((c) => c.header), ...rows.map((row) => columns.map((c) => c.value(row)))].map((cells) =>
    cells.map((cell) => (cell === null || cell === undefined ? '' : neutraliseFormulas(printable(String(cell))))),
  );
  return stringify(records, { quoted: true, quoted_empty: true, record_delimiter: 'windows' });
}
