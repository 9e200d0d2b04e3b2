import Link from 'next/link';
import type { ReactNode } from 'react';
import { paths } from '@/config/paths';
import { formValuesFromParams, queryFromFormValues } from '../form-fields';
import { formatCost, formatEnergy, formatFigure, formatFlow, formatHead, formatKw, formatPct } from '@/lib/figures';
import { compareOutcome } from '../selection-port';
import type { CompareColumn } from '../view-model';
import { CompareChart } from './selector-chart';
import { DutySummary } from './duty-summary';
import { ToolHeader } from '@/components/ui/tool-header';

/** One row of the comparison table: a label and how to show a column's value. */
interface Row {
  label: string;
  value: (column: CompareColumn) => ReactNode;
}

const dash = '–';

const rows: Row[] = [
  { label: 'Series', value: (c) => <span translate="no">{c.series}</span> },
  { label: 'Frequency', value: (c) => `${c.frequencyHz} Hz` },
  {
    label: 'Operating point',
    value: (c) => (c.operating ? `${formatFlow(c.operating.flowM3h)} at ${formatHead(c.operating.headM)}` : dash),
  },
  { label: 'Efficiency η', value: (c) => (c.operating ? formatPct(c.operating.efficiencyPct) : dash) },
  { label: 'Shaft power P2', value: (c) => (c.operating ? formatKw(c.operating.powerKw) : dash) },
  { label: 'Motor', value: (c) => `${formatKw(c.motorKw)} (${formatFigure(c.motorHp)} HP)` },
  {
    label: 'Full-load current',
    value: (c) => (
      <ul>
        {c.currents.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    ),
  },
  {
    label: 'Share of BEP flow',
    value: (c) =>
      c.operating ? `${formatPct(c.operating.bepPct)} ${c.operating.inPor ? '(in POR)' : '(outside POR)'}` : dash,
  },
  {
    label: 'Energy per year',
    value: (c) =>
      c.operating
        ? `${formatEnergy(c.operating.energyKwhPerYear)}${c.operating.costPerYear !== null ? ` ≈ ${formatCost(c.operating.costPerYear)}` : ''}`
        : dash,
  },
  {
    label: 'Outer diameter / min. bore',
    value: (c) =>
      c.outerDiameterMm || c.minBoreInch
        ? `${c.outerDiameterMm ? `${c.outerDiameterMm} mm` : dash} / ${c.minBoreInch ? `${c.minBoreInch}″` : dash}`
        : dash,
  },
  { label: 'Outlet', value: (c) => c.outlet },
  { label: 'Stages', value: (c) => (c.stages ? String(c.stages) : dash) },
  {
    label: 'Materials',
    value: (c) =>
      c.materials.length > 0 ? (
        <ul className="space-y-0.5">
          {c.materials.map((m) => (
            <li key={m.part}>
              <span className="text-ink-600">{m.part}:</span> {m.material}
            </li>
          ))}
        </ul>
      ) : (
        dash
      ),
  },
];

/**
 * `/pump-selector/compare?models=A,B,C` (server component, rendered per request): up to three models
 * side by side, at the duty point when the URL carries one: overlaid curves in one chart and a table
 * that scrolls sideways on a phone with the row labels stuck to the left. Unknown codes are named, not
 * fatal. Works without JavaScript.
 * @param searchParams `models` (comma-separated or repeated) and optionally the selector's duty parameters
 */
export function ComparePage({ searchParams }: { searchParams: URLSearchParams }) {
  const outcome = compareOutcome(searchParams);
  const dutyQuery = queryFromFormValues(formValuesFromParams(searchParams));
  const backHref = `${paths.pumpSelector}${searchParams.get('flow') ? `?${dutyQuery}` : ''}`;
  const { columns } = outcome;

  return (
    <>
      <ToolHeader
        title="Compare pumps"
        intro={
          columns.length > 0
            ? `${columns.map((c) => c.model).join(', ')}${outcome.duty ? ` at ${formatFlow(outcome.duty.flowM3h)} and ${formatHead(outcome.duty.headM)}` : ''}.`
            : 'Up to three pump models side by side.'
        }
        crumbs={[
          { label: 'Home', href: paths.home },
          { label: 'Find your pump', href: backHref },
          { label: 'Compare' },
        ]}
      />
      <div className="container-page grid gap-8 py-10 lg:py-12">
        {outcome.duty && <DutySummary duty={outcome.duty} className="text-sm text-ink-700" />}
        {(outcome.unknown.length > 0 || outcome.dropped.length > 0 || outcome.dutyMessage) && (
          <div role="status" className="rounded-lg border border-accent-600/50 bg-accent-100/60 px-4 py-3 text-ink-900">
            {outcome.unknown.length > 0 && (
              <p>
                No pump model is called <strong translate="no">{outcome.unknown.join(', ')}</strong>. Check the code or
                pick the pumps again in the selector.
              </p>
            )}
            {outcome.dropped.length > 0 && (
              <p>
                Compare shows three pumps at a time; left out: <span translate="no">{outcome.dropped.join(', ')}</span>.
              </p>
            )}
            {outcome.dutyMessage && <p>The duty point was left out: {outcome.dutyMessage}</p>}
          </div>
        )}

        {columns.length === 0 ? (
          <section className="rounded-card border border-dashed border-water-600/40 bg-water-50 p-6 text-ink-700">
            <h2 className="text-lg font-bold text-navy-900">Nothing to compare yet</h2>
            <p className="mt-1">Find pumps for your duty point, tick up to three and choose Compare.</p>
            <Link href={backHref} className="btn-primary mt-4">
              Find your pump
            </Link>
          </section>
        ) : (
          <>
            {outcome.curves.length > 0 && <CompareChart outcome={outcome} />}
            <section aria-labelledby="compare-table-heading" className="min-w-0">
              <h2 id="compare-table-heading" className="mb-3 text-xl font-bold text-navy-900">
                Side by side
              </h2>
              <div
                className="overflow-x-auto rounded-card border border-line shadow-card"
                role="region"
                aria-label="Comparison table (scrolls sideways)"
                tabIndex={0}
              >
                <table className="w-full min-w-max border-collapse text-left text-sm">
                  <caption className="sr-only">Compared pump models</caption>
                  <thead className="bg-navy-900 text-white">
                    <tr>
                      <th scope="col" className="sticky left-0 z-10 bg-navy-900 px-4 py-3 font-semibold">
                        Model
                      </th>
                      {columns.map((c) => (
                        <th key={c.model} scope="col" className="min-w-44 px-4 py-3 align-top font-semibold">
                          <Link
                            href={c.productHref}
                            className="text-base underline-offset-4 hover:underline"
                            translate="no"
                          >
                            {c.model}
                          </Link>
                          <span className="block text-xs font-normal text-navy-100">{c.productTitle}</span>
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((row, i) => (
                      <tr key={row.label} className={i % 2 === 0 ? 'bg-surface' : 'bg-surface-muted'}>
                        <th
                          scope="row"
                          className={`sticky left-0 z-10 max-w-36 px-4 py-2.5 align-top font-semibold text-navy-900 ${i % 2 === 0 ? 'bg-surface' : 'bg-surface-muted'} shadow-[1px_0_0_var(--color-line)]`}
                        >
                          {row.label}
                        </th>
                        {columns.map((c) => (
                          <td key={c.model} className="px-4 py-2.5 align-top text-ink-900 tabular-nums">
                            {row.value(c)}
                          </td>
                        ))}
                      </tr>
                    ))}
                    <tr className="bg-surface print:hidden">
                      <th scope="row" className="sticky left-0 z-10 bg-surface px-4 py-3 text-left font-semibold">
                        <span className="sr-only">Quote</span>
                      </th>
                      {columns.map((c) => (
                        <td key={c.model} className="px-4 py-3">
                          <Link href={c.quoteHref} className="font-semibold text-accent-700 hover:underline">
                            Request a quote for this pump
                          </Link>
                        </td>
                      ))}
                    </tr>
                  </tbody>
                </table>
              </div>
            </section>
            <p className="print:hidden">
              <Link href={backHref} className="btn-secondary">
                Back to the selector
              </Link>
            </p>
          </>
        )}
      </div>
    </>
  );
}
