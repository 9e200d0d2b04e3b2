import { scaleLinear } from 'd3-scale';
import { formatFigure } from '@/components/format/figures';
import { MONTH_NAMES } from '../domain/size-solar';

/**
 * A bar's label: the short one on a phone, the full one from `sm`. A label the same in both is its
 * text alone, and an empty short one is left out: the design day's hours (6, 8, … on a phone, every
 * hour from `sm`) drew about 20 elements that showed nothing different (issue 51, item 3).
 */
function AxisLabel({ label, short }: { label: string; short: string }) {
  if (short === label) return label;
  return (
    <>
      {short !== '' && <span className="sm:hidden">{short}</span>}
      <span className="hidden sm:inline">{label}</span>
    </>
  );
}

/**
 * A bar chart in HTML and CSS (server-rendered): bars as heights in % of a d3-scale `nice()` axis, so
 * labels keep the page's type size at any width (an SVG scaled to a 360 px phone shrinks its text).
 */
function Bars({
  values,
  labels,
  shortLabels,
  unit,
  reference,
  tone,
  testId,
  caption,
}: {
  values: number[];
  labels: string[];
  shortLabels: string[];
  unit: string;
  /** A dashed line: one value across the chart (labelled), or one per bar (a short dash over each; the caption names it). */
  reference?: { value: number | number[]; label: string };
  tone: (i: number) => string;
  testId: string;
  caption: string;
}) {
  const perBar = Array.isArray(reference?.value) ? reference.value : null;
  const across = typeof reference?.value === 'number' ? reference.value : null;
  const y = scaleLinear()
    .domain([0, Math.max(...(perBar ?? [across ?? 0]), ...values, 0.001) * 1.08])
    .range([0, 100])
    .nice();
  const top = y.domain()[1]!;
  const ticks = y.ticks(4);
  return (
    <figure className="break-inside-avoid" data-testid={testId}>
      <div className="flex items-end gap-2">
        <div className="relative h-52 w-10 shrink-0 text-right text-xs text-ink-600" aria-hidden="true">
          {ticks.map((t) => (
            <span
              key={t}
              className="absolute right-0 translate-y-1/2 tabular-nums"
              style={{ bottom: `${(t / top) * 100}%` }}
            >
              {formatFigure(t)}
            </span>
          ))}
        </div>
        <div className="relative h-52 min-w-0 flex-1 border-b border-ink-500" aria-hidden="true">
          {ticks.map((t) => (
            <span
              key={t}
              className="absolute inset-x-0 border-t border-line"
              style={{ bottom: `${(t / top) * 100}%` }}
            />
          ))}
          <div className="absolute inset-0 flex items-end gap-[3%] px-[1%]">
            {values.map((v, i) => (
              <span key={labels[i]} className="relative h-full flex-1">
                <span
                  className={`absolute inset-x-0 bottom-0 rounded-t ${tone(i)}`}
                  style={{ height: `${(v / top) * 100}%` }}
                  title={`${labels[i]}: ${formatFigure(v)} ${unit}`}
                />
                {perBar && (
                  <span
                    className="absolute -inset-x-[12%] border-t-2 border-dashed border-accent-700"
                    style={{ bottom: `${(perBar[i]! / top) * 100}%` }}
                    data-testid="need-mark"
                  />
                )}
              </span>
            ))}
          </div>
          {across !== null && (
            <span
              className="absolute inset-x-0 border-t-2 border-dashed border-accent-700"
              style={{ bottom: `${(across / top) * 100}%` }}
            >
              <span className="absolute right-0 bottom-1 rounded bg-surface/90 px-1 text-xs font-semibold text-accent-700">
                {reference!.label}
              </span>
            </span>
          )}
        </div>
      </div>
      <div className="ml-12 flex gap-[3%] px-[1%] pt-1 text-center text-xs text-ink-700" aria-hidden="true">
        {labels.map((label, i) => (
          <span key={label} className="min-w-0 flex-1">
            <AxisLabel label={label} short={shortLabels[i] ?? ''} />
          </span>
        ))}
      </div>
      <figcaption className="mt-2 text-sm text-ink-600">
        {caption} <span className="whitespace-nowrap">({unit})</span>
      </figcaption>
    </figure>
  );
}

/**
 * Water per day in each month against the need: bars below their month's need in the accent colour,
 * the design month in navy. One need all year is one dashed line across; needs per month are a dash
 * over each month's bar. The figures are in the months table beside it (for screen readers and print).
 * @param needsM3 the need in each month, January first, m³/day
 * @param perMonth whether the needs were given per month (a dash per bar rather than one line)
 */
export function MonthlyWaterChart({
  volumesM3,
  needsM3,
  perMonth,
  designMonth,
}: {
  volumesM3: number[];
  needsM3: number[];
  perMonth: boolean;
  designMonth: number;
}) {
  return (
    <Bars
      values={volumesM3}
      labels={MONTH_NAMES.map((m) => m.slice(0, 3))}
      shortLabels={MONTH_NAMES.map((m) => m.slice(0, 1))}
      unit="m³/day"
      reference={
        perMonth
          ? { value: needsM3, label: 'Need' }
          : { value: needsM3[0]!, label: `Need ${formatFigure(needsM3[0]!)}` }
      }
      tone={(i) =>
        volumesM3[i]! < needsM3[i]! ? 'bg-accent-600' : i + 1 === designMonth ? 'bg-navy-900' : 'bg-water-600'
      }
      testId="monthly-water-chart"
      caption={
        perMonth
          ? 'Water per day in the mean day of each month, against each month’s need (dashes).'
          : 'Water per day in the mean day of each month, against your need (dashed).'
      }
    />
  );
}

/** The design day's mean flow in each hour of solar time. */
export function DesignDayChart({ hours }: { hours: { hour: number; flowM3h: number }[] }) {
  return (
    <Bars
      values={hours.map((h) => h.flowM3h)}
      labels={hours.map((h) => String(h.hour))}
      shortLabels={hours.map((h) => (h.hour % 2 === 0 ? String(h.hour) : ''))}
      unit="m³/h"
      tone={() => 'bg-water-600'}
      testId="design-day-chart"
      caption="Flow hour by hour through the design day (solar time: 12 is solar noon)."
    />
  );
}
