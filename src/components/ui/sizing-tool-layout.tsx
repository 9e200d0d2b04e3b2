import type { ReactNode } from 'react';
import { paths } from '@/config/paths';
import { SheetActions } from './sheet-actions';
import { SheetPrintHeader } from './sheet-print-header';
import { ToolHeader } from './tool-header';

/** What a sizing tool's page puts into the shared frame. */
export interface SizingToolLayoutProps {
  /** The tool's title (h1) and the sentence under it. */
  title: string;
  intro: string;
  /** The tool's name in the breadcrumb after Home. */
  crumb: string;
  /** Title of the printed sheet's letterhead, shown (on paper) only when `sized`. */
  sheetTitle: string;
  /** Whether the URL gave a sheet: then the letterhead prints and a phone gets a link down to it. */
  sized: boolean;
  /** The link down to the sheet on a narrow screen, and the words after it ("below the form."). */
  jumpLabel: string;
  jumpAfter: string;
  /** The form column (hidden in print). */
  form: ReactNode;
  /** Id and test id of the sheet section; its heading carries the id, so the link lands on it. */
  sheetHeadingId: string;
  sheetTestId: string;
  /** The sheet's heading text: the answer, "Check …", or the sheet's name while empty. */
  heading: ReactNode;
  /** Whether the heading is announced when it changes in place (the borewell form re-renders it live). */
  announceHeading?: boolean;
  /** The sheet section's content: the empty state, the refusal or the sheet. */
  children: ReactNode;
}

/**
 * The frame both sizing tools share (borewell sizing, solar pump sizing): the letterhead that opens a
 * printed sheet above the tool's title, the tool header with its breadcrumb, then the form column
 * beside the sheet section on a wide screen (the form first, then the sheet, on a phone and on paper,
 * where the form is hidden). Server component; the pages fill in their own form and sheet.
 */
export function SizingToolLayout(props: SizingToolLayoutProps) {
  const { sheetHeadingId } = props;
  return (
    <>
      {/* The letterhead opens the printed sheet, above the tool's title. */}
      {props.sized && (
        <div className="container-page">
          <SheetPrintHeader sizedOn={new Date()} title={props.sheetTitle} />
        </div>
      )}
      <ToolHeader
        title={props.title}
        intro={props.intro}
        crumbs={[{ label: 'Home', href: paths.home }, { label: props.crumb }]}
      />
      <div className="container-page grid items-start gap-8 py-10 print:block print:py-6 lg:grid-cols-[22rem_minmax(0,1fr)] lg:py-12 xl:grid-cols-[24rem_minmax(0,1fr)]">
        <div className="print:hidden">
          {props.sized && (
            <p className="mb-4 lg:hidden">
              <a href={`#${sheetHeadingId}`} className="font-semibold text-water-700 underline">
                {props.jumpLabel}
              </a>{' '}
              {props.jumpAfter}
            </p>
          )}
          {props.form}
        </div>
        <section aria-labelledby={sheetHeadingId} className="min-w-0" data-testid={props.sheetTestId}>
          <h2
            id={sheetHeadingId}
            tabIndex={-1}
            className="scroll-mt-[calc(var(--spacing-header)+1rem)] text-2xl font-bold tracking-tight text-navy-900"
            aria-live={props.announceHeading ? 'polite' : undefined}
          >
            {props.heading}
          </h2>
          {props.children}
        </section>
      </div>
    </>
  );
}

/**
 * What a sizing tool's page takes from its route: the URL's query, the site's origin for the printed
 * link, and the page's outcome when the route computed it already (on a tool worker thread).
 */
export interface SizingToolPageProps<Outcome> {
  searchParams: URLSearchParams;
  origin: string;
  outcome?: Outcome;
}

/**
 * The foot of a sizing sheet: its links (the quote first), the print and copy-link buttons, and on
 * paper the sheet's address so a printed sheet leads back to it.
 * @param holds what the sheet's link carries, for the copy-link messages (see `SheetActions`)
 * @param printedLink the words before the address on paper, e.g. 'This sheet online'
 * @param href the sheet's address (origin, path and query)
 * @param children the links
 */
export function SizingSheetFoot({
  holds,
  printedLink,
  href,
  children,
}: {
  holds: string;
  printedLink: string;
  href: string;
  children: ReactNode;
}) {
  return (
    <>
      <div className="grid gap-4 border-t border-line pt-6 print:hidden">
        <div className="flex flex-wrap items-center gap-4">{children}</div>
        <SheetActions holds={holds} />
      </div>
      <p className="hidden text-sm break-all text-ink-700 print:block">
        {printedLink}: {href}
      </p>
    </>
  );
}
