import type { Performance } from '@/content/schemas/catalogue';
import { performanceFigures, withOwnFigures, type Figure } from './format';

/**
 * Key performance figures as a tile grid (flow, head, power, speed, pressure, size, supply). Renders
 * nothing when there are none.
 * @param own figures the page states itself (a static page's figures blocks): each is shown in place
 *   of the derived figure that measures the same ({@link withOwnFigures})
 * @param className spacing above the grid (default `mt-6`)
 */
export function KeyFigures({
  performance,
  own = [],
  className = 'mt-6',
}: {
  performance: Performance;
  own?: readonly Figure[];
  className?: string;
}) {
  const figures = withOwnFigures(performanceFigures(performance), own);
  if (figures.length === 0) return null;
  return (
    <dl className={`${className} grid grid-cols-2 gap-3 sm:grid-cols-3`} aria-label="Key figures">
      {figures.map((figure) => (
        <div key={figure.label} className="rounded-lg border border-line bg-surface-muted px-4 py-3">
          <dt className="text-xs font-semibold tracking-wide text-ink-600 uppercase">{figure.label}</dt>
          <dd translate="no" className="mt-1 font-semibold text-navy-900">
            {figure.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
