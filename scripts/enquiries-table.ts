import { printable } from '@/features/enquiries/domain/printable';

/**
 * Fixed-width text table; long cells are cut with an ellipsis. Whitespace runs become one space and
 * controls and invisible characters their code points (`printable`): a stored value must not act on
 * the terminal (issue 27, finding 5).
 */
export function table(headers: string[], rows: string[][], maxWidth = 32): string {
  const cut = (s: string) => (s.length > maxWidth ? `${s.slice(0, maxWidth - 1)}…` : s);
  const cells = [headers, ...rows].map((row) => row.map((c) => cut(printable(c.replace(/\s+/g, ' ')))));
  const widths = headers.map((_, i) => Math.max(...cells.map((row) => row[i]!.length)));
  return cells
    .map((row) =>
      row
        .map((c, i) => c.padEnd(widths[i]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
