import type { SpecTable as SpecTableData } from '@/content/schemas/common';

/** Cells longer than this (characters) wrap; shorter ones (figures, ranges) stay on one line. */
const wrapFrom = 28;

/**
 * A specification table from structured content (`caption`, `columns`, `rows`). On narrow screens it
 * scrolls horizontally inside a focusable region with the first column stuck to the left (with a
 * shadow on its edge) and a "swipe" cue above, so figures stay readable instead of being squashed
 * (docs/architecture.md); long text cells wrap instead of widening the table.
 * @param headingLevel level of the caption heading (the section title).
 * @param rowIds optional id of each body row (link targets such as `#model-ks4-05-24`).
 */
export function SpecTable({
  table,
  headingLevel = 2,
  rowIds,
}: {
  table: SpecTableData;
  headingLevel?: 2 | 3;
  rowIds?: readonly string[];
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    // min-w-0: inside a grid or flex parent the table must scroll, not widen the page.
    <section className="min-w-0 space-y-3">
      <Heading className="text-xl font-bold text-navy-900">{table.caption}</Heading>
      {table.columns.length > 3 && (
        <p className="text-xs text-ink-600 sm:hidden" aria-hidden="true">
          Swipe the table sideways for all {table.columns.length} columns →
        </p>
      )}
      <div
        className="overflow-x-auto rounded-card border border-line shadow-card"
        role="region"
        aria-label={`${table.caption} (scrolls sideways)`}
        tabIndex={0}
      >
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">{table.caption}</caption>
          <thead className="bg-navy-900 text-white">
            <tr>
              {table.columns.map((column, i) => (
                <th
                  key={column}
                  scope="col"
                  className={`px-4 py-3 font-semibold whitespace-nowrap ${i === 0 ? 'sticky left-0 z-10 bg-navy-900 shadow-[4px_0_6px_-3px_rgb(15_23_42/0.3)]' : ''}`}
                >
                  {column}
                </th>
              ))}
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
                      className={`sticky left-0 px-4 py-2.5 font-medium whitespace-nowrap text-navy-900 shadow-[4px_0_6px_-3px_rgb(15_23_42/0.18)] ${r % 2 ? 'bg-surface-muted' : 'bg-white'}`}
                    >
                      {cell}
                    </th>
                  ) : (
                    <td
                      key={c}
                      className={`px-4 py-2.5 text-ink-700 ${String(cell).length > wrapFrom ? 'min-w-[14rem]' : 'whitespace-nowrap'}`}
                    >
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
