import { seriesStyle } from './layout';
import type { ChartSeries } from './types';

/**
 * The chart's legend: one button per model (pressed: the highlighted one, whose curve the readout and
 * the arrow keys follow) with its line style, and a link to its details where it has one.
 */
export function ChartLegend(props: {
  series: readonly Pick<ChartSeries, 'id' | 'label' | 'href'>[];
  active: number;
  /** A click on the n-th model's button. */
  onPick: (index: number) => void;
  /** Focus on the n-th model's button. */
  onFocus: (index: number) => void;
}) {
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Models on the chart">
      {props.series.map((s, i) => (
        <li key={s.id} className="flex items-center gap-1">
          <button
            type="button"
            aria-pressed={i === props.active}
            onClick={() => props.onPick(i)}
            onFocus={() => props.onFocus(i)}
            className="inline-flex min-h-6 items-center gap-2 rounded-full border border-line px-3 py-1 text-xs font-medium text-navy-900 aria-pressed:border-water-600 aria-pressed:bg-water-50"
          >
            <svg width="22" height="8" aria-hidden="true">
              <line
                x1="1"
                x2="21"
                y1="4"
                y2="4"
                strokeWidth={2.5}
                strokeDasharray={seriesStyle(i).dash}
                className={seriesStyle(i).stroke}
              />
            </svg>
            {s.label}
          </button>
          {s.href ? (
            // At least 24 × 24 px to tap (WCAG 2.2 2.5.8).
            <a
              href={s.href}
              className="inline-flex min-h-6 min-w-6 items-center px-1.5 text-xs text-water-700 underline underline-offset-2 print:hidden"
            >
              <span className="sr-only">{s.label} </span>details
            </a>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
