import { paths } from '@/config/paths';
import { ToolAlert, ToolEmptyState } from '@/components/ui/tool-notices';
import { SheetPrintHeader } from '@/components/ui/sheet-print-header';
import { ToolHeader } from '@/components/ui/tool-header';
import { getSolarData } from '@/content/solar';
import { formatFigure, formatHead } from '@/lib/figures';
import { decimalString } from '@/lib/query-values';
import { solarOutcome } from '../page-outcome';
import type { SolarQuery } from '../query';
import type { SolarSheet as SolarSheetData } from '../size-solar';
import { SolarForm, solarSheetHeadingId, type SolarFormValues } from './solar-form';
import { SolarSheet } from './solar-sheet';

/** The form's values: what the URL gave (as typed), else the borewell sheet's figures. */
function formValues(params: URLSearchParams, prefill: Partial<SolarQuery> | null): SolarFormValues {
  const values: SolarFormValues = {};
  for (const [key, value] of Object.entries(prefill ?? {})) {
    if (typeof value === 'number') values[key as keyof SolarQuery] = decimalString(value);
  }
  for (const [key, value] of params) if (value.trim()) values[key as keyof SolarQuery] = value;
  return values;
}

/** The need as the heading names it: the one figure, or the largest of the months' needs. */
function needHeading(sheet: SolarSheetData): string {
  return sheet.needPerMonth
    ? `your monthly needs (up to ${formatFigure(Math.max(...sheet.needByMonthM3))} m³/day)`
    : `${formatFigure(sheet.needM3PerDay)} m³/day`;
}

/**
 * `/solar-pump-sizing` (issue 29; server component, rendered per request from the URL): the site and
 * water form, then for valid data the solar sheet. Works without JavaScript: the form is a GET form
 * and the sheet is the page of its URL.
 */
export function SolarSizingPage({ searchParams, origin }: { searchParams: URLSearchParams; origin: string }) {
  const outcome = solarOutcome(searchParams);
  const sheet = outcome.status === 'ok' ? outcome.sheet : null;
  const prefill = outcome.status === 'empty' ? outcome.prefill : null;
  return (
    <>
      {/* The letterhead opens the printed sheet, above the tool's title. */}
      {outcome.status === 'ok' && (
        <div className="container-page">
          <SheetPrintHeader sizedOn={new Date()} title="Solar pump sheet" />
        </div>
      )}
      <ToolHeader
        title="Size your solar pump"
        intro="From your place’s sunshine and the water you need each day to a submersible pump, a solar controller and a PV array, with the water it gives in every month."
        crumbs={[{ label: 'Home', href: paths.home }, { label: 'Solar pump sizing' }]}
      />
      <div className="container-page grid items-start gap-8 py-10 print:block print:py-6 lg:grid-cols-[22rem_minmax(0,1fr)] lg:py-12 xl:grid-cols-[24rem_minmax(0,1fr)]">
        <div className="print:hidden">
          {sheet && (
            <p className="mb-4 lg:hidden">
              <a href={`#${solarSheetHeadingId}`} className="font-semibold text-water-700 underline">
                See your solar set
              </a>{' '}
              below the form.
            </p>
          )}
          <SolarForm
            values={formValues(searchParams, prefill)}
            sites={getSolarData().sites}
            error={outcome.status === 'invalid' ? { field: outcome.field, message: outcome.message } : undefined}
          />
        </div>
        <section aria-labelledby={solarSheetHeadingId} className="min-w-0" data-testid="solar-sheet">
          <h2
            id={solarSheetHeadingId}
            tabIndex={-1}
            className="scroll-mt-[calc(var(--spacing-header)+1rem)] text-2xl font-bold tracking-tight text-navy-900"
          >
            {sheet
              ? sheet.set
                ? `Your solar pump for ${needHeading(sheet)} at ${formatHead(sheet.head.totalDynamicHeadM)}`
                : `No solar set of the range lifts ${needHeading(sheet)} at ${formatHead(sheet.head.totalDynamicHeadM)}`
              : outcome.status === 'invalid'
                ? 'Check the site and water figures'
                : 'Solar pump sheet'}
          </h2>
          {outcome.status === 'empty' && (
            <ToolEmptyState
              lead={
                prefill
                  ? 'Your borewell’s figures are in: now choose the site.'
                  : 'Start with the place: its sunshine decides the array.'
              }
            >
              Choose the nearest place (or give your latitude and longitude), the water you need each day and how deep
              the water stands while pumping. We find the smallest array and the pump that lift it in your worst month,
              and show the water in every month.
            </ToolEmptyState>
          )}
          {outcome.status === 'invalid' && <ToolAlert message={outcome.message} />}
          {outcome.status === 'ok' && <SolarSheet sheet={outcome.sheet} query={outcome.query} origin={origin} />}
        </section>
      </div>
    </>
  );
}
