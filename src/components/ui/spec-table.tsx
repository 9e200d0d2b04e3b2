import type { ReactNode } from 'react';
import type { SpecTable as SpecTableData } from '@/content/schemas/common';
import { ScrollHint } from './scroll-hint';
import { ScrollRegion } from './scroll-region';

/** Cells longer than this (characters) wrap; shorter ones (figures, ranges) stay on one line. */
const wrapFrom = 28;

/**
 * A specification table from structured content (`caption`, `columns`, `rows`). On narrow screens it
 * scrolls horizontally inside a focusable region with the first column stuck to the left (with a
 * shadow on its edge) and a "swipe" cue above, shown only while the table really is wider than its
 * box (measured in the browser: {@link ScrollHint}), so figures stay readable instead of being
 * squashed (docs/architecture.md); long text cells wrap instead of widening the table. A table of two
 * columns (a name and its value, such as the materials of construction) wraps every cell and never
 * scrolls: both columns fit a 360 px phone.
 * @param headingLevel level of the caption heading (the section title).
 * @param rowIds optional id of each body row (link targets such as `#model-ks4-05-24`).
 * @param rowHeaderHrefs optional link of each body row's header cell (e.g. a model code to its
 *   datasheet): in the sticky first column, so it stays in view on a phone.
 * @param actions optional last column of links per row (e.g. a quote for the model): its heading and
 *   one cell per row.
 */
export function SpecTable({
  table,
  headingLevel = 2,
  rowIds,
  rowHeaderHrefs,
  actions,
}: {
  table: SpecTableData;
  headingLevel?: 2 | 3;
  rowIds?: readonly string[];
  rowHeaderHrefs?: readonly string[];
  actions?: { heading: string; cells: readonly ReactNode[] };
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const columnCount = table.columns.length + (actions ? 1 : 0);
  // Two columns wrap instead of scrolling (issue 49, item 5: "Stainless…" was cut with no cue).
  const wraps = columnCount <= 2;
  return (
    // min-w-0: inside a grid or flex parent the table must scroll, not widen the page.
    <section className="min-w-0 space-y-3">
      <Heading className="text-xl font-bold text-navy-900">{table.caption}</Heading>
      {!wraps && <ScrollHint columns={columnCount} />}
      <ScrollRegion
        className="overflow-x-auto rounded-card border border-line shadow-card"
        label={wraps ? table.caption : `${table.caption} (scrolls sideways)`}
      >
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">{table.caption}</caption>
          <thead className="bg-navy-900 text-white">
            <tr>
              {table.columns.map((column, i) => (
                <th
                  key={column}
                  scope="col"
                  className={`px-4 py-3 font-semibold ${wraps ? '' : 'whitespace-nowrap'} ${i === 0 && !wraps ? 'sticky left-0 z-10 bg-navy-900 shadow-[4px_0_6px_-3px_rgb(15_23_42/0.3)]' : ''}`}
                >
                  {column}
                </th>
              ))}
              {actions && (
                <th scope="col" className="px-4 py-3 font-semibold whitespace-nowrap">
                  {actions.heading}
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row, r) => (
              <tr
                key={r}
                id={rowIds?.[r]}
                className="scroll-mt-28 border-t border-line odd:bg-white even:bg-surface-muted target:bg-water-50"
              >
                {row.map((cell, c) =>
                  c === 0 ? (
                    <th
                      key={c}
                      scope="row"
                      className={
                        wraps
                          ? 'px-4 py-2.5 font-medium text-navy-900'
                          : `sticky left-0 px-4 py-2.5 font-medium whitespace-nowrap text-navy-900 shadow-[4px_0_6px_-3px_rgb(15_23_42/0.18)] ${r % 2 ? 'bg-surface-muted' : 'bg-white'}`
                      }
                    >
                      {rowHeaderHrefs?.[r] ? (
                        <a href={rowHeaderHrefs[r]} className="text-water-700 underline underline-offset-2">
                          {cell}
                        </a>
                      ) : (
                        cell
                      )}
                    </th>
                  ) : (
                    <td
                      key={c}
                      className={`px-4 py-2.5 text-ink-700 ${wraps ? '' : String(cell).length > wrapFrom ? 'min-w-[14rem]' : 'whitespace-nowrap'}`}
                    >
                      {cell}
                    </td>
                  ),
                )}
                {actions && <td className="px-4 py-2.5 whitespace-nowrap">{actions.cells[r]}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </section>
  );
}
