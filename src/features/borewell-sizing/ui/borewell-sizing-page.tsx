import { ToolAlert, ToolEmptyState } from '@/components/ui/tool-notices';
import { SizingToolLayout, type SizingToolPageProps } from '@/components/ui/sizing-tool-layout';
import { outcomeError, outcomeHeading } from '@/components/ui/tool-outcome';
import { FIELD_LABELS } from '../domain';
import { formValuesFromParams, sheetHeadingId, unitSystemFromParams } from './form-fields';
import { sheetUnits } from './sheet-units';
import { sizingOutcome, type SizingOutcome } from './sheet-presenter';
import { SizingForm } from './sizing-form';
import { SystemSheet } from './system-sheet';
import { WellDiagram } from './well-diagram';

/**
 * `/borewell-sizing` (server component, rendered per request from the URL): the well-data form, then
 * for valid data the system sheet (pump, column pipe, drop cable, starter and panel with the figures
 * behind each choice). Works without JavaScript; with it, the form keeps the URL in step and the
 * server re-renders the sheet in place.
 * @param searchParams the request's query (the wizard's parameters; others are ignored)
 * @param origin the site's origin for the printed link (`requestSiteUrl`)
 * @param outcome {@link sizingOutcome} of `searchParams` when the route has it already (computed on a
 *   tool worker thread); else it is computed here
 */
export function BorewellSizingPage({
  searchParams,
  origin,
  outcome = sizingOutcome(searchParams),
}: SizingToolPageProps<SizingOutcome>) {
  const sheet = outcome.status === 'ok' ? outcome.sheet : null;
  const unitSystem = unitSystemFromParams(searchParams);
  const u = sheetUnits(unitSystem);

  return (
    <SizingToolLayout
      title="Size your borewell pump set"
      intro="From your well data to a complete set: the submersible pump, the column pipe, the drop cable and the control panel, sized together, with the figures behind every choice."
      crumb="Borewell sizing"
      sheetTitle="Borewell system sheet"
      sized={sheet !== null}
      jumpLabel="See your pump set"
      jumpAfter="below the well data."
      form={
        <SizingForm
          values={formValuesFromParams(searchParams)}
          unitSystem={unitSystem}
          labels={FIELD_LABELS}
          error={outcomeError(outcome)}
          wellPicture={<WellDiagram className="mx-auto max-w-[15rem]" />}
        />
      }
      sheetHeadingId={sheetHeadingId}
      sheetTestId="sizing-sheet"
      announceHeading
      heading={outcomeHeading(outcome, {
        sheet: (sized) =>
          sized.pump
            ? `Your pump set for ${u.flow(sized.flowM3h)} at ${u.head(sized.tdh.totalM)}`
            : `No borehole pump can be recommended for ${u.flow(sized.flowM3h)} at ${u.head(sized.tdh.totalM)}`,
        invalid: 'Check the well data',
        empty: 'System sheet',
      })}
    >
      {outcome.status === 'empty' && (
        <ToolEmptyState lead="Start with the well: its diameter, depth and water levels.">
          The pump is chosen on the pumping water level (the static level plus the drawdown while pumping), not on the
          bore depth. Add how high and how far the water goes and how much you need, and we size the column pipe, the
          drop cable and the control panel around the pump.
        </ToolEmptyState>
      )}
      {outcome.status === 'invalid' && <ToolAlert message={outcome.message} />}
      {sheet && <SystemSheet sheet={sheet} origin={origin} />}
    </SizingToolLayout>
  );
}
