import { Link } from '@/components/ui/link';
import { ToolAlert, ToolEmptyState } from '@/components/ui/tool-notices';
import { paths } from '@/config/paths';
import { formValuesFromParams } from './form-fields';
import { selectorChoices, selectorOutcome, unitFactors } from './selection-presenter';
import { DutySummary } from './duty-summary';
import { SelectorChart } from './selector-chart';
import { SelectorForm } from './selector-form';
import { SelectorResults } from './selector-results';
import { SheetActions } from '@/components/ui/sheet-actions';
import { ToolHeader } from '@/components/ui/tool-header';

/**
 * `/pump-selector` (server component, rendered per request from the URL): the duty-point form, then
 * for a given duty the chart and the ranked pumps with their near misses. Works without JavaScript;
 * the form's island keeps the URL in step and the server re-renders this for the new URL.
 * @param searchParams the request's query (the selector's parameters; others are ignored)
 */
export function PumpSelectorPage({ searchParams }: { searchParams: URLSearchParams }) {
  const values = formValuesFromParams(searchParams);
  const outcome = selectorOutcome(searchParams);
  const { categories, voltages } = selectorChoices();

  return (
    <>
      <ToolHeader
        title="Find your pump"
        intro="Enter the flow and head you need: every pump that delivers them is ranked by how close it runs to its best efficiency point, with its running cost."
      />
      <div className="container-page grid items-start gap-8 py-10 print:block print:py-6 lg:grid-cols-[20rem_minmax(0,1fr)] lg:py-12 xl:grid-cols-[22rem_minmax(0,1fr)]">
        <div className="lg:sticky lg:top-[calc(var(--spacing-header)+1rem)] print:hidden">
          <SelectorForm
            values={values}
            categories={categories}
            voltages={voltages}
            unitFactors={unitFactors()}
            errors={outcome.status === 'invalid' ? outcome.errors : undefined}
          />
          <p className="mt-4 rounded-card border border-line bg-water-50 px-4 py-3 text-sm text-ink-700">
            Pumping from a borewell?{' '}
            <Link href={paths.borewellSizing} className="font-semibold text-water-700 hover:underline">
              Size the pump, column pipe, cable and panel together
            </Link>{' '}
            from your well data.
          </p>
        </div>

        <section aria-labelledby="results-heading" className="min-w-0" data-testid="selector-results">
          {outcome.status === 'ok' && (
            <DutySummary duty={outcome.duty} className="mb-4 hidden text-sm text-ink-700 print:block" />
          )}
          <h2 id="results-heading" className="text-2xl font-bold tracking-tight text-navy-900" aria-live="polite">
            {outcome.status === 'ok'
              ? outcome.results.length > 0
                ? `${outcome.results.length} ${outcome.results.length === 1 ? 'pump delivers' : 'pumps deliver'} ${outcome.duty.flowLabel} at ${outcome.duty.headLabel}`
                : `No pump delivers ${outcome.duty.flowLabel} at ${outcome.duty.headLabel}`
              : outcome.status === 'invalid'
                ? 'Check the duty point'
                : 'Results'}
          </h2>

          {outcome.status === 'empty' && (
            <ToolEmptyState lead="Start with the flow and the head.">
              The head is the total dynamic head: the height from the water level to the outlet plus the friction losses
              in the pipe. Give the static part too, and we draw the system curve and find where each pump will really
              run.
            </ToolEmptyState>
          )}
          {outcome.status === 'invalid' && <ToolAlert message={outcome.message} />}
          {outcome.status === 'ok' && (
            <div className="mt-6 grid gap-8">
              {/* Share the selection as the sizing sheets do (issue 49, item 3): the URL holds all of it. */}
              <SheetActions holds="your duty point and where the pump goes" />
              {outcome.curves.length > 0 && <SelectorChart outcome={outcome} />}
              <SelectorResults
                results={outcome.results}
                nearMisses={outcome.nearMisses}
                dutyQuery={outcome.dutyQuery}
                quoteHref={outcome.quoteHref}
                units={outcome.duty}
              />
            </div>
          )}
        </section>
      </div>
    </>
  );
}
