import { Link } from '@/components/ui/link';
import { Figure } from '@/components/ui/figure';
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
import type { ResultView } from './view-model';
import { ModelLink } from './model-link';
import { ResultWarnings } from './result-warnings';

/** Props of {@link ResultCard}. */
export interface ResultCardProps {
  result: ResultView;
  /** Rank in the list, from 1. */
  rank: number;
  /** Name of the compare form's checkbox group (`models`); the form is rendered around the list. */
  compareName?: string;
  /** The visitor's units for flow and head (default m³/h and m). */
  units?: { flowUnit: FlowUnit; headUnit: HeadUnit };
}

/**
 * One ranked pump on `/pump-selector` (server component): model, series and product link, the operating
 * point (Q, H), η, P2 and P1, motor power, % of BEP with a POR badge, energy per m³ and per year,
 * the operating warnings, a Compare tick box and the quote link with the duty point.
 */
export function ResultCard({
  result,
  rank,
  compareName = 'models',
  units = { flowUnit: 'm3h', headUnit: 'm' },
}: ResultCardProps) {
  const headingId = `result-${rank}`;
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-card border border-line bg-surface p-5 shadow-card break-inside-avoid sm:p-6 print:shadow-none"
      data-testid="result-card"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-[0.14em] text-water-700 uppercase">
            <span className="sr-only">Rank </span>#{rank} · Series <span translate="no">{result.series}</span>
          </p>
          <h3 id={headingId} className="mt-1 text-xl font-bold text-navy-900">
            <ModelLink
              href={result.productHref}
              model={result.model}
              className="hover:text-water-700 hover:underline"
            />
          </h3>
          <p className="text-sm text-ink-600">{result.productTitle}</p>
        </div>
        <p
          className={`inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold ${result.inPor ? 'bg-water-100 text-water-700' : 'bg-accent-100 text-accent-700'}`}
        >
          {result.inPor ? 'In' : 'Outside'}&nbsp;<Term explanation={glossary.POR}>POR</Term>&nbsp;·{' '}
          {formatPct(result.bepPct)} of&nbsp;<Term explanation={glossary.BEP}>BEP</Term>
        </p>
      </div>

      <dl className="mt-5 grid grid-cols-2 gap-x-4 gap-y-3 rounded-lg bg-surface-muted p-4 sm:grid-cols-3">
        <Figure term="Flow" value={formatFlow(result.operatingFlowM3h, units.flowUnit)} />
        <Figure term="Head" value={formatHead(result.operatingHeadM, units.headUnit)} />
        <Figure term="Efficiency η" value={formatPct(result.efficiencyPct)} />
        <Figure term="Shaft power P2" value={formatKw(result.powerKw)} />
        <Figure term="Input power P1" value={formatKw(result.inputPowerKw)} />
        <Figure
          term="Motor"
          value={formatMotor(result.motorKw, result.motorHp)}
          detail={`${formatPct(result.loadPctOfNameplate)} of nameplate`}
        />
        <Figure term="Energy per m³" value={formatSpecificEnergy(result.specificEnergyKwhPerM3)} />
        <Figure
          term="Energy"
          value={formatEnergy(result.energyKwhPerYear)}
          detail={result.costPerYear !== null ? `≈ ${formatCost(result.costPerYear)}` : undefined}
        />
      </dl>
      <ResultWarnings warnings={result.warnings} model={result.model} />

      <div className="mt-5 flex flex-wrap items-center gap-x-5 gap-y-3 border-t border-line pt-4 print:hidden">
        <label className="inline-flex cursor-pointer items-center gap-2 text-sm font-semibold text-navy-900">
          <input
            type="checkbox"
            name={compareName}
            value={result.model}
            className="size-4 rounded border-line accent-water-600"
          />
          Compare
        </label>
        <Link href={result.productHref} className="text-sm font-semibold text-water-700 hover:underline">
          Product details
        </Link>
        <Link href={result.datasheetHref} className="text-sm font-semibold text-water-700 hover:underline">
          Datasheet at your duty<span className="sr-only"> of {result.model}</span>
        </Link>
        <Link href={result.quoteHref} className="text-sm font-semibold text-accent-700 hover:underline sm:ml-auto">
          Request a quote for this pump
        </Link>
      </div>
    </article>
  );
}
