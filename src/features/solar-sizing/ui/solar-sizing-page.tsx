import { ToolAlert, ToolEmptyState } from '@/components/ui/tool-notices';
import { SizingToolLayout, type SizingToolPageProps } from '@/components/ui/sizing-tool-layout';
import { outcomeError, outcomeHeading } from '@/components/ui/tool-outcome';
import { getSolarData } from '@/content/solar';
import { formatFigure, formatHead } from '@/components/format/figures';
import { solarOutcome, type SolarOutcome } from './solar-presenter';
import type { WordedSolarSheet as SolarSheetData } from './messages';
import { solarFormValues } from './form-fields';
import { SolarForm, solarSheetHeadingId } from './solar-form';
import { SolarSheet } from './solar-sheet';

/** The need as the heading names it: the one figure, or the largest of the months' needs. */
function needHeading(sheet: SolarSheetData): string {
  return sheet.needPerMonth
    ? `your monthly needs (up to ${formatFigure(Math.max(...sheet.needByMonthM3))} m³/day)`
    : `${formatFigure(sheet.needM3PerDay)} m³/day`;
}

/**
 * `/solar-pump-sizing` (issue 29; server component, rendered per request from the URL): the site and
 * water form, then for valid data the solar sheet. Works without JavaScript: the form is a GET form
 * and the sheet is the page of its URL. `outcome` is {@link solarOutcome} of `searchParams` when the
 * route has it already (computed on a tool worker thread); else it is computed here.
 */
export function SolarSizingPage({
  searchParams,
  origin,
  outcome = solarOutcome(searchParams),
}: SizingToolPageProps<SolarOutcome>) {
  const sheet = outcome.status === 'ok' ? outcome.sheet : null;
  const prefill = outcome.status === 'empty' ? outcome.prefill : null;
  return (
    <SizingToolLayout
      title="Size your solar pump"
      intro="From your place’s sunshine and the water you need each day to a submersible pump, a solar controller and a PV array, with the water it gives in every month."
      crumb="Solar pump sizing"
      sheetTitle="Solar pump sheet"
      sized={sheet !== null}
      jumpLabel="See your solar set"
      jumpAfter="below the form."
      form={
        <SolarForm
          values={solarFormValues(searchParams, prefill)}
          sites={getSolarData().sites}
          error={outcomeError(outcome)}
        />
      }
      sheetHeadingId={solarSheetHeadingId}
      sheetTestId="solar-sheet"
      heading={outcomeHeading(outcome, {
        sheet: (sized) =>
          sized.set
            ? `Your solar pump for ${needHeading(sized)} at ${formatHead(sized.head.totalDynamicHeadM)}`
            : `No solar set of the range lifts ${needHeading(sized)} at ${formatHead(sized.head.totalDynamicHeadM)}`,
        invalid: 'Check the site and water figures',
        empty: 'Solar pump sheet',
      })}
    >
      {outcome.status === 'empty' && (
        <ToolEmptyState
          lead={
            prefill
              ? 'Your borewell’s figures are in: now choose the site.'
              : 'Start with the place: its sunshine decides the array.'
          }
        >
          Choose the nearest place (or give your latitude and longitude), the water you need each day and how deep the
          water stands while pumping. We find the smallest array and the pump that lift it in your worst month, and show
          the water in every month.
        </ToolEmptyState>
      )}
      {outcome.status === 'invalid' && <ToolAlert message={outcome.message} />}
      {outcome.status === 'ok' && <SolarSheet sheet={outcome.sheet} query={outcome.query} origin={origin} />}
    </SizingToolLayout>
  );
}
