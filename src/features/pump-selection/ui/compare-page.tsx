import { Link } from '@/components/ui/link';
import type { ReactNode } from 'react';
import { paths } from '@/config/paths';
import { formValuesFromParams, queryFromFormValues } from './form-fields';
import { Term } from '@/components/ui/term';
import {
  formatCost,
  formatEnergy,
  formatFlow,
  formatHead,
  formatKw,
  formatMotor,
  formatPct,
  formatSpecificEnergy,
} from '@/components/format/figures';
import type { FlowUnit, HeadUnit } from '@/engineering/units';
import { glossary } from './glossary';
import { compareOutcome } from './selection-presenter';
import type { CompareColumn } from './view-model';
import { ModelLink } from './model-link';
import { CompareChart } from './selector-chart';
import { DutySummary } from './duty-summary';
import { ToolHeader } from '@/components/ui/tool-header';
import { ScrollRegion } from '@/components/ui/scroll-region';

/** One row of the comparison table: a label and how to show a column's value. */
interface Row {
  label: ReactNode;
  /** Stable key of the row. */
  key: string;
  value: (column: CompareColumn) => ReactNode;
}

const dash = '–';

/** The rows, with flow and head in the visitor's units. */
const rowsIn = ({ flowUnit, headUnit }: { flowUnit: FlowUnit; headUnit: HeadUnit }): Row[] => [
  { key: 'Series', label: 'Series', value: (c) => <span translate="no">{c.series}</span> },
  { key: 'Frequency', label: 'Frequency', value: (c) => `${c.frequencyHz} Hz` },
  {
    key: 'Operating point',
    label: 'Operating point',
    value: (c) =>
      c.operating ? `${formatFlow(c.operating.flowM3h, flowUnit)} at ${formatHead(c.operating.headM, headUnit)}` : dash,
  },
  {
    key: 'Efficiency η',
    label: 'Efficiency η',
    value: (c) => (c.operating ? formatPct(c.operating.efficiencyPct) : dash),
  },
  {
    key: 'Shaft power P2',
    label: 'Shaft power P2',
    value: (c) => (c.operating ? formatKw(c.operating.powerKw) : dash),
  },
  { key: 'Motor', label: 'Motor', value: (c) => formatMotor(c.motorKw, c.motorHp) },
  {
    key: 'Full-load current',
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
    key: 'Share of BEP flow',
    label: (
      <>
        Share of <Term explanation={glossary.BEP}>BEP</Term> flow
      </>
    ),
    value: (c) =>
      c.operating ? (
        <>
          {formatPct(c.operating.bepPct)} ({c.operating.inPor ? 'in' : 'outside'}{' '}
          <Term explanation={glossary.POR}>POR</Term>)
        </>
      ) : (
        dash
      ),
  },
  {
    key: 'Energy per m³',
    label: 'Energy per m³ delivered',
    value: (c) => (c.operating ? formatSpecificEnergy(c.operating.specificEnergyKwhPerM3) : dash),
  },
  {
    key: 'Energy per year',
    label: 'Energy per year',
    value: (c) =>
      c.operating
        ? `${formatEnergy(c.operating.energyKwhPerYear)}${c.operating.costPerYear !== null ? ` ≈ ${formatCost(c.operating.costPerYear)}` : ''}`
        : dash,
  },
  {
    key: 'Warnings',
    label: 'Warnings',
    // The headline of each warning (its text before the colon); the selector's cards give the whole sentence.
    value: (c) =>
      !c.operating ? (
        dash
      ) : c.operating.warnings.length === 0 ? (
        'None'
      ) : (
        <ul className="space-y-0.5">
          {c.operating.warnings.map((w) => (
            <li key={w.code} data-warning={w.code} title={w.message}>
              {w.message.split(':')[0]}
            </li>
          ))}
        </ul>
      ),
  },
  {
    key: 'Outer diameter / min. bore',
    label: 'Outer diameter / min. bore',
    value: (c) =>
      c.outerDiameterMm || c.minBoreInch
        ? `${c.outerDiameterMm ? `${c.outerDiameterMm} mm` : dash} / ${c.minBoreInch ? `${c.minBoreInch}″` : dash}`
        : dash,
  },
  { key: 'Outlet', label: 'Outlet', value: (c) => c.outlet },
  { key: 'Stages', label: 'Stages', value: (c) => (c.stages ? String(c.stages) : dash) },
  {
    key: 'Materials',
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
 * side by side, at the duty point when the URL carries one (figures in the visitor's units): overlaid
 * curves in one chart, then one card per model on a phone and from 768 px a table whose cells wrap and
 * which scrolls sideways inside its labelled box if it still does not fit, row labels stuck to the left. Unknown codes are named, not
 * fatal. Works without JavaScript.
 * @param searchParams `models` (comma-separated or repeated) and optionally the selector's duty parameters
 */
export function ComparePage({ searchParams }: { searchParams: URLSearchParams }) {
  const outcome = compareOutcome(searchParams);
  const dutyQuery = queryFromFormValues(formValuesFromParams(searchParams));
  const backHref = `${paths.pumpSelector}${outcome.duty || outcome.dutyMessage ? `?${dutyQuery}` : ''}`;
  const { columns } = outcome;
  const units = outcome.duty ?? { flowUnit: 'm3h' as const, headUnit: 'm' as const };
  // Fresh row elements for each card and for the table: React's server output shares an element
  // rendered twice, and the terms' tooltip ids (useId) would then repeat in the page.
  const rows = rowsIn(units);

  return (
    <>
      <ToolHeader
        title="Compare pumps"
        intro={
          columns.length > 0
            ? `${columns.map((c) => c.model).join(', ')}${outcome.duty ? ` at ${outcome.duty.flowLabel} and ${outcome.duty.headLabel}` : ''}.`
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
              {/* On a phone: one card per model, stacked (a three-column table would not fit 360 px). */}
              <ol className="grid gap-4 md:hidden print:hidden" data-testid="compare-cards">
                {columns.map((c) => (
                  <li key={c.model}>
                    <article
                      aria-labelledby={`compare-card-${c.model}`}
                      className="rounded-card border border-line bg-surface p-4 shadow-card"
                    >
                      <h3 id={`compare-card-${c.model}`} className="text-lg font-bold text-navy-900">
                        <ModelLink
                          href={c.productHref}
                          model={c.model}
                          className="hover:text-water-700 hover:underline"
                        />
                      </h3>
                      <p className="text-sm text-ink-600">{c.productTitle}</p>
                      {c.sameHydraulics && (
                        <p className="mt-2 text-sm text-ink-700" data-testid="same-hydraulics">
                          {c.model}: {c.sameHydraulics}
                        </p>
                      )}
                      <dl className="mt-3 divide-y divide-line text-sm">
                        {rowsIn(units).map((row) => (
                          <div key={row.key} className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-3 py-2">
                            <dt className="font-semibold text-navy-900">{row.label}</dt>
                            <dd className="min-w-0 text-ink-900 tabular-nums [overflow-wrap:anywhere]">
                              {row.value(c)}
                            </dd>
                          </div>
                        ))}
                      </dl>
                      <Link
                        href={c.quoteHref}
                        className="mt-3 inline-block font-semibold text-accent-700 hover:underline"
                      >
                        Request a quote for this pump<span className="sr-only"> {c.model}</span>
                      </Link>
                    </article>
                  </li>
                ))}
              </ol>
              <p className="mb-2 hidden text-sm text-ink-600 md:block xl:hidden print:hidden" data-testid="table-hint">
                The table scrolls sideways inside its box when the models do not fit.
              </p>
              <ScrollRegion
                className="hidden overflow-x-auto rounded-card border border-line shadow-card md:block print:block"
                label="Comparison table (scrolls sideways)"
              >
                <table className="w-full border-collapse text-left text-sm">
                  <caption className="sr-only">Compared pump models</caption>
                  <thead className="bg-navy-900 text-white">
                    <tr>
                      <th scope="col" className="sticky left-0 z-10 w-40 bg-navy-900 px-4 py-3 font-semibold">
                        Model
                      </th>
                      {columns.map((c) => (
                        <th key={c.model} scope="col" className="min-w-44 px-4 py-3 align-top font-semibold">
                          <ModelLink
                            href={c.productHref}
                            model={c.model}
                            className="text-base underline-offset-4 hover:underline"
                          />
                          <span className="block text-xs font-normal text-navy-100">{c.productTitle}</span>
                          {c.sameHydraulics && (
                            <span
                              className="mt-1 block text-xs font-normal text-navy-100"
                              data-testid="same-hydraulics"
                            >
                              {c.sameHydraulics}
                            </span>
                          )}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((row, i) => (
                      <tr key={row.key} className={i % 2 === 0 ? 'bg-surface' : 'bg-surface-muted'}>
                        <th
                          scope="row"
                          className={`sticky left-0 z-10 w-40 px-4 py-2.5 align-top font-semibold text-navy-900 ${i % 2 === 0 ? 'bg-surface' : 'bg-surface-muted'} shadow-[1px_0_0_var(--color-line)]`}
                        >
                          {row.label}
                        </th>
                        {columns.map((c) => (
                          <td
                            key={c.model}
                            className="min-w-44 px-4 py-2.5 align-top text-ink-900 tabular-nums [overflow-wrap:anywhere]"
                          >
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
                            Request a quote for this pump<span className="sr-only"> {c.model}</span>
                          </Link>
                        </td>
                      ))}
                    </tr>
                  </tbody>
                </table>
              </ScrollRegion>
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
