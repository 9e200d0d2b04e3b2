import { Link } from '@/components/ui/link';
import { PerformanceChart } from '@/components/charts';
import { Figure } from '@/components/ui/figure';
import { SheetPrintHeader } from '@/components/ui/sheet-print-header';
import { ScrollHint } from '@/components/ui/scroll-hint';
import { SpecTable } from '@/components/ui/spec-table';
import { Term } from '@/components/ui/term';
import { ToolHeader } from '@/components/ui/tool-header';
import { paths } from '@/config/paths';
import { siteConfig } from '@/config/site';
import {
  formatCost,
  formatEnergy,
  formatFigure,
  formatFlow,
  formatHead,
  formatKw,
  formatMotor,
  formatNominalSize,
  formatPct,
  formatSpecificEnergy,
} from '@/components/format/figures';
import { systemHead } from '@/engineering/hydraulics';
import { unitSymbols } from '@/engineering/units';
import { flowFromM3h, headFromM } from '@/engineering/units';
import type { DatasheetView } from './datasheet-presenter';
import { glossary } from './glossary';
import { DutySummary } from './duty-summary';
import { ResultWarnings } from './result-warnings';
import { ScrollRegion } from '@/components/ui/scroll-region';

/**
 * `/pump-selector/datasheet/{id}` (server component, rendered per request from the URL): one model's
 * datasheet — the curves with the best efficiency point and the preferred operating region, the
 * performance, motor and build tables, the product's materials — and, opened from a selection
 * (`?flow=&head=` with the selector's other duty parameters), the duty point, system curve and
 * operating point marked on the chart and the figures at the duty, all in the visitor's units. Works
 * without JavaScript and prints on its own, like the sizing sheets: the letterhead above the title,
 * no controls, and the sheet's address at its foot.
 * @param onlineHref the sheet's absolute address with its query, printed at the foot (none without)
 */
export function DatasheetPage({ sheet, onlineHref }: { sheet: DatasheetView; onlineHref?: string }) {
  const { model, duty, operating, bep } = sheet;
  const flowUnit = duty?.flowUnit ?? 'm3h';
  const headUnit = duty?.headUnit ?? 'm';
  const hasNpsh = model.points.some((p) => p.npshrM !== undefined);
  const flow = (m3h: number) => formatFlow(m3h, flowUnit);
  const head = (m: number) => formatHead(m, headUnit);
  const bareFlow = (m3h: number) => formatFigure(flowFromM3h(m3h, flowUnit));
  const bareHead = (m: number) => formatFigure(headFromM(m, headUnit));

  return (
    <>
      <div className="container-page">
        <SheetPrintHeader sizedOn={new Date()} title={`${model.model} datasheet`} />
      </div>
      <ToolHeader
        title={`${model.model} datasheet`}
        intro={`${sheet.productTitle} · ${model.frequencyHz} Hz · ${model.speedRpm} rpm · motor ${formatMotor(model.motor.powerKw, model.motor.powerHp)}${duty ? ` · at your duty of ${duty.flowLabel} and ${duty.headLabel}` : ''}`}
        crumbs={[
          { label: 'Home', href: paths.home },
          { label: 'Find your pump', href: sheet.selectorHref },
          { label: `${model.model} datasheet` },
        ]}
      />
      <div className="container-page grid min-w-0 gap-8 py-10 lg:py-12 print:py-6" data-testid="datasheet">
        {/* The quote first: on a phone the sheet is long, and the button was at its very bottom (issue 49, item 2). */}
        <div className="flex flex-wrap items-center gap-x-5 gap-y-3 print:hidden" data-testid="datasheet-actions">
          <Link href={sheet.quoteHref} className="btn-primary">
            Request a quote for this pump
          </Link>
          <Link href={sheet.productHref} className="font-semibold text-water-700 hover:underline">
            Product page
          </Link>
        </div>
        {sheet.sampleData && (
          <p className="rounded-lg border border-accent-600/50 bg-accent-100/60 px-4 py-3 text-sm text-ink-900">
            <strong>Sample data:</strong> {siteConfig.sampleDataNotice}
          </p>
        )}
        {(sheet.dutyMessage || sheet.otherFrequencyHz) && (
          <div role="status" className="rounded-lg border border-accent-600/50 bg-accent-100/60 px-4 py-3 text-ink-900">
            {sheet.dutyMessage && <p>The duty point was left out: {sheet.dutyMessage}</p>}
            {sheet.otherFrequencyHz && (
              <p>
                Your duty is for {sheet.otherFrequencyHz} Hz; this model is the {model.frequencyHz} Hz one, shown at{' '}
                {model.frequencyHz} Hz.
              </p>
            )}
          </div>
        )}

        {duty && (
          <section aria-labelledby="at-duty-heading" className="min-w-0" data-testid="datasheet-duty">
            <h2 id="at-duty-heading" className="text-xl font-bold text-navy-900">
              At your duty point
            </h2>
            <DutySummary duty={duty} className="mt-1 text-sm text-ink-700" />
            {operating ? (
              <>
                <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 rounded-card border border-line bg-surface p-5 shadow-card sm:grid-cols-3 lg:grid-cols-4 print:shadow-none">
                  <Figure term="Duty point" value={flow(duty.flowM3h)} detail={`at ${head(duty.headM)}`} />
                  <Figure
                    term="Operating point"
                    value={flow(operating.flowM3h)}
                    detail={`at ${head(operating.headM)}`}
                  />
                  <Figure term="Efficiency η" value={formatPct(operating.efficiencyPct)} />
                  <Figure term="Shaft power P2" value={formatKw(operating.powerKw)} />
                  <Figure term="Input power P1" value={formatKw(operating.inputPowerKw)} />
                  <Figure term="Motor load" value={`${formatPct(operating.loadPctOfNameplate)} of nameplate`} />
                  <div className="min-w-0">
                    <dt className="text-xs font-medium text-ink-600">
                      Share of <Term explanation={glossary.BEP}>BEP</Term> flow
                    </dt>
                    <dd className="mt-0.5 font-semibold text-navy-900 tabular-nums">
                      {formatPct(operating.bepPct)}{' '}
                      <span className="text-sm font-normal text-ink-600">
                        ({operating.inPor ? 'in' : 'outside'} <Term explanation={glossary.POR}>POR</Term>)
                      </span>
                    </dd>
                  </div>
                  <Figure term="Energy per m³" value={formatSpecificEnergy(operating.specificEnergyKwhPerM3)} />
                  <Figure
                    term={`Energy at ${formatFigure(duty.hoursPerDay)} h a day`}
                    value={formatEnergy(operating.energyKwhPerYear)}
                    detail={operating.costPerYear !== null ? `≈ ${formatCost(operating.costPerYear)}` : undefined}
                  />
                </dl>
                <ResultWarnings warnings={operating.warnings} model={model.model} />
              </>
            ) : (
              <p className="mt-4 rounded-lg border border-accent-600/50 bg-accent-100/60 px-4 py-3 text-ink-900">
                This pump&apos;s curve does not meet the system curve through {duty.flowLabel} at {duty.headLabel}: it
                cannot run at your duty.
              </p>
            )}
          </section>
        )}

        <div className="break-inside-avoid">
          <PerformanceChart
            title={`Performance curves of the ${model.model} at ${model.frequencyHz} Hz`}
            series={[
              {
                id: sheet.curve.id,
                label: sheet.curve.label,
                points: sheet.curve.points,
                curve: sheet.curve.curve,
                bepFlowM3h: sheet.curve.bepFlowM3h,
                href: sheet.productHref,
              },
            ]}
            duty={duty ? { flowM3h: duty.flowM3h, headM: duty.headM } : undefined}
            systemHead={
              duty ? (flowM3h) => systemHead({ staticHeadM: duty.staticHeadM, k: duty.systemK }, flowM3h) : undefined
            }
            operatingPoints={operating ? [{ id: model.model, flowM3h: operating.flowM3h, headM: operating.headM }] : []}
            preferredRegion={{ minFlowM3h: 0.7 * bep.flowM3h, maxFlowM3h: 1.2 * bep.flowM3h }}
            highlightId={model.model}
            flowUnit={flowUnit}
            headUnit={headUnit}
          />
        </div>

        <section aria-labelledby="model-figures-heading" className="min-w-0">
          <h2 id="model-figures-heading" className="text-xl font-bold text-navy-900">
            The model
          </h2>
          <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-3 rounded-card border border-line bg-surface p-5 shadow-card sm:grid-cols-3 lg:grid-cols-4 print:shadow-none">
            <Figure term="Best efficiency point" value={flow(bep.flowM3h)} detail={`at ${head(bep.headM)}`} />
            <Figure term="Efficiency at BEP" value={formatPct(bep.efficiencyPct)} />
            <Figure
              term="Allowable flow"
              value={`${bareFlow(model.flowRangeM3h.min)} – ${flow(model.flowRangeM3h.max)}`}
            />
            <Figure term="Motor" value={formatMotor(model.motor.powerKw, model.motor.powerHp)} />
            <Figure term="Rated speed" value={`${model.speedRpm} rpm`} />
            {model.stages && <Figure term="Stages" value={String(model.stages)} />}
            <Figure term="Outlet" value={formatNominalSize(model.outlet)} detail={`${model.outletMm} mm`} />
            {sheet.dimensions.map((d) => (
              <Figure key={d.term} term={d.term} value={d.value} {...(d.detail ? { detail: d.detail } : {})} />
            ))}
          </dl>
          {bep.fromModel && (
            <p className="mt-2 text-sm text-ink-700" data-testid="bep-from-hydraulic">
              This curve ends before its best efficiency point: the BEP is its hydraulic’s, from the full curve of the{' '}
              {bep.fromModel} by the affinity laws, and the preferred operating region (70–120 % of that flow)
              {bep.porPartlyOutsideData ? ' lies partly beyond the data shown' : ' lies within the data shown'}.
            </p>
          )}
        </section>

        <section aria-labelledby="performance-table-heading" className="min-w-0">
          <h2 id="performance-table-heading" className="text-xl font-bold text-navy-900">
            Performance table
          </h2>
          <ScrollHint columns={hasNpsh ? 5 : 4} />
          <ScrollRegion
            className="mt-3 overflow-x-auto rounded-card border border-line shadow-card print:shadow-none"
            label="Performance table (scrolls sideways)"
          >
            <table className="w-full border-collapse text-right text-sm tabular-nums">
              <caption className="sr-only">Published performance points of the {model.model}</caption>
              <thead className="bg-navy-900 text-white">
                <tr>
                  <th scope="col" className="px-2 py-2 font-semibold sm:px-3">
                    Flow Q ({unitSymbols[flowUnit]})
                  </th>
                  <th scope="col" className="px-2 py-2 font-semibold sm:px-3">
                    Head H ({unitSymbols[headUnit]})
                  </th>
                  <th scope="col" className="px-2 py-2 font-semibold sm:px-3">
                    Efficiency η (%)
                  </th>
                  <th scope="col" className="px-2 py-2 font-semibold sm:px-3">
                    Shaft power P2 (kW)
                  </th>
                  {hasNpsh && (
                    <th scope="col" className="px-2 py-2 font-semibold sm:px-3">
                      NPSHr ({unitSymbols[headUnit === 'ft' ? 'ft' : 'm']})
                    </th>
                  )}
                </tr>
              </thead>
              <tbody className="divide-y divide-line bg-surface">
                {model.points.map((p) => (
                  <tr key={p.flowM3h}>
                    <td className="px-2 py-1.5 sm:px-3">{bareFlow(p.flowM3h)}</td>
                    <td className="px-2 py-1.5 sm:px-3">{bareHead(p.headM)}</td>
                    <td className="px-2 py-1.5 sm:px-3">{formatFigure(p.efficiencyPct)}</td>
                    <td className="px-2 py-1.5 sm:px-3">{formatFigure(p.powerKw)}</td>
                    {hasNpsh && (
                      <td className="px-2 py-1.5 sm:px-3">
                        {p.npshrM === undefined
                          ? '–'
                          : formatFigure(headFromM(p.npshrM, headUnit === 'ft' ? 'ft' : 'm'))}
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        </section>

        <section aria-labelledby="motor-heading" className="min-w-0">
          <h2 id="motor-heading" className="text-xl font-bold text-navy-900">
            Motor
          </h2>
          <p className="mt-1 text-sm text-ink-700">
            Rated {formatMotor(model.motor.powerKw, model.motor.powerHp)}, efficiency {model.motor.efficiencyPct} %,
            power factor {model.motor.powerFactor}.
          </p>
          <ul className="mt-2 grid gap-1 text-sm text-ink-900">
            {model.motor.supplies.map((s) => (
              <li key={`${s.phase}-${s.voltageV}`}>
                {s.phase === 1 ? 'Single-phase' : 'Three-phase'} {s.voltageV} V, {model.frequencyHz} Hz:{' '}
                <strong>{formatFigure(s.fullLoadCurrentA)} A</strong> full load
              </li>
            ))}
          </ul>
        </section>

        {sheet.tables.map((table) => (
          <SpecTable key={table.caption} table={table} />
        ))}

        <div className="flex flex-wrap items-center gap-x-5 gap-y-3 border-t border-line pt-6 print:hidden">
          <a href={sheet.pdfHref} className="font-semibold text-water-700 hover:underline">
            Datasheet as PDF<span className="text-ink-600"> (metric, without your duty)</span>
          </a>
          <a href={sheet.dataHref} className="font-semibold text-water-700 hover:underline">
            Curve data (JSON)
          </a>
        </div>
        {onlineHref && (
          <p className="hidden text-sm break-all text-ink-700 print:block" data-testid="datasheet-print-footer">
            This datasheet online{duty ? ', at your duty' : ''}: {onlineHref}
          </p>
        )}
      </div>
    </>
  );
}
