import { Link } from '@/components/ui/link';
import type { ReactNode } from 'react';

/**
 * How a card lays out its figures: `boxed`, a shaded box under the card's reason (the borewell set's
 * cards, which say why each part was chosen); `compact`, plain small-type rows (the solar set's
 * cards, three to a row).
 */
export type ComponentCardFigures = 'boxed' | 'compact';

const figuresClass: Record<ComponentCardFigures, string> = {
  boxed: 'mt-4 grid grid-cols-2 gap-x-4 gap-y-3 rounded-lg bg-surface-muted p-4',
  compact: 'mt-3 grid grid-cols-2 gap-3 text-sm',
};

/**
 * One component of a sized set on a tool's sheet (server component; borewell and solar sheets): its
 * kind as the card's heading, the model's name (a link to its product page when it has one), an
 * optional sentence on why it was chosen, its key figures and an optional last line (a datasheet link).
 * The card is labelled by its heading, whose id is `${idPrefix}-${kind as a slug}`, so each sheet
 * keeps ids of its own.
 * @param idPrefix first part of the heading's id (`set`, `solar`)
 * @param testId the card's `data-testid`, by which each tool's tests find its cards
 * @param kind what the component is ("Column pipe"), shown as the heading
 * @param name the model or size chosen, never translated (`translate="no"`)
 * @param href its product page, or `null`/omitted when the site has none
 * @param figures `<Figure>`s (dt/dd pairs), laid out as `layout` says
 */
export function SheetComponentCard({
  idPrefix,
  testId,
  kind,
  name,
  href,
  why,
  layout,
  extra,
  children: figures,
}: {
  idPrefix: string;
  testId: string;
  kind: string;
  name: string;
  href?: string | null;
  why?: ReactNode;
  layout: ComponentCardFigures;
  extra?: ReactNode;
  children: ReactNode;
}) {
  const headingId = `${idPrefix}-${kind.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col rounded-card border border-line bg-surface p-5 shadow-card break-inside-avoid print:shadow-none"
      data-testid={testId}
    >
      <h3 id={headingId} className="text-xs font-semibold tracking-[0.14em] text-water-700 uppercase">
        {kind}
      </h3>
      <p className="mt-1 text-xl font-bold text-navy-900" translate="no">
        {href ? (
          <Link href={href} className="hover:text-water-700 hover:underline">
            {name}
          </Link>
        ) : (
          name
        )}
      </p>
      {why && <p className="mt-2 text-sm leading-relaxed text-ink-700">{why}</p>}
      <dl className={figuresClass[layout]}>{figures}</dl>
      {extra}
    </article>
  );
}
