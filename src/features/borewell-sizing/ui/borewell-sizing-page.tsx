import { paths } from '@/config/paths';
import { ToolAlert, ToolEmptyState } from '@/components/ui/tool-notices';
import { ToolHeader } from '@/components/ui/tool-header';
import { FIELD_LABELS } from '../domain';
import { formValuesFromParams, sheetHeadingId, unitSystemFromParams } from './form-fields';
import { sheetUnits } from './sheet-units';
import { sizingOutcome } from './sheet-presenter';
import { SizingForm } from './sizing-form';
import { SheetPrintHeader } from '@/components/ui/sheet-print-header';
import { SystemSheet } from './system-sheet';
import { WellDiagram } from './well-diagram';

/**
 * `/borewell-sizing` (server component, rendered per request from the URL): the well-data form, then
 * for valid data the system sheet (pump, column pipe, drop cable, starter and panel with the figures
 * behind each choice). Works without JavaScript; with it, the form keeps the URL in step and the
 * server re-renders the sheet in place.
 * @param searchParams the request's query (the wizard's parameters; others are ignored)
 * @param origin the site's origin for the printed link (`requestSiteUrl`)
 */
export function BorewellSizingPage({ searchParams, origin }: { searchParams: URLSearchParams; origin: string }) {
  const outcome = sizingOutcome(searchParams);
  const sheet = outcome.status === 'ok' ? outcome.sheet : null;
  const unitSystem = unitSystemFromParams(searchParams);
  const u = sheetUnits(unitSystem);

  return (
    <>
      {/* The letterhead opens the printed sheet, above the tool's title. */}
      {sheet && (
        <div className="container-page">
          <SheetPrintHeader sizedOn={new Date()} title="Borewell system sheet" />
        </div>
      )}
      <ToolHeader
        title="Size your borewell pump set"
        intro="From your well data to a complete set: the submersible pump, the column pipe, the drop cable and the control panel, sized together, with the figures behind every choice."
        crumbs={[{ label: 'Home', href: paths.home }, { label: 'Borewell sizing' }]}
      />
      <div className="container-page grid items-start gap-8 py-10 print:block print:py-6 lg:grid-cols-[22rem_minmax(0,1fr)] lg:py-12 xl:grid-cols-[24rem_minmax(0,1fr)]">
        <div className="print:hidden">
          {sheet && (
            <p className="mb-4 lg:hidden">
              <a href={`#${sheetHeadingId}`} className="font-semibold text-water-700 underline">
                See your pump set
              </a>{' '}
              below the well data.
            </p>
          )}
          <SizingForm
            values={formValuesFromParams(searchParams)}
            unitSystem={unitSystem}
            labels={FIELD_LABELS}
            error={outcome.status === 'invalid' ? { field: outcome.field, message: outcome.message } : undefined}
            wellPicture={<WellDiagram className="mx-auto max-w-[15rem]" />}
          />
        </div>

        <section aria-labelledby={sheetHeadingId} className="min-w-0" data-testid="sizing-sheet">
          <h2
            id={sheetHeadingId}
            tabIndex={-1}
            className="scroll-mt-[calc(var(--spacing-header)+1rem)] text-2xl font-bold tracking-tight text-navy-900"
            aria-live="polite"
          >
            {sheet
              ? sheet.pump
                ? `Your pump set for ${u.flow(sheet.flowM3h)} at ${u.head(sheet.tdh.totalM)}`
                : `No borehole pump can be recommended for ${u.flow(sheet.flowM3h)} at ${u.head(sheet.tdh.totalM)}`
              : outcome.status === 'invalid'
                ? 'Check the well data'
                : 'System sheet'}
          </h2>
          {outcome.status === 'empty' && (
            <ToolEmptyState lead="Start with the well: its diameter, depth and water levels.">
              The pump is chosen on the pumping water level (the static level plus the drawdown while pumping), not on
              the bore depth. Add how high and how far the water goes and how much you need, and we size the column
              pipe, the drop cable and the control panel around the pump.
            </ToolEmptyState>
          )}
          {outcome.status === 'invalid' && <ToolAlert message={outcome.message} />}
          {sheet && <SystemSheet sheet={sheet} origin={origin} />}
        </section>
      </div>
    </>
  );
}
