/**
 * CSV for the sales team's export (RFC 4180: comma separated, CRLF line ends, fields with a comma, quote
 * or line break quoted with inner quotes doubled). Cells a spreadsheet would run as a formula (starting
 * with =, @, a tab or CR, or + / - followed by anything but a number) get a leading apostrophe, so a
 * visitor cannot plant a formula in the sales team's spreadsheet.
 */

/** One cell, escaped. */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=@\t\r]/.test(text) || (/^[+-]/.test(text) && !/^[+-][\d\s]*$/.test(text))) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A whole document: the header row, then one row per record, each line ending in CRLF. */
export function toCsv<T>(
  columns: readonly { header: string; value: (row: T) => string | number | null }[],
  rows: readonly T[],
): string {
  const lines = [
    columns.map((c) => csvCell(c.header)),
    ...rows.map((row) => columns.map((c) => csvCell(c.value(row)))),
  ];
  return lines.map((cells) => `${cells.join(',')}\r\n`).join('');
}
