import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import type { CategoryName } from '@/content/schemas/catalogue';
import type { Frequency } from '@/content/schemas/common';

/** Categories whose pages lead to the borewell sizing: the borehole pump and the three parts sized with it. */
const borewellSetCategories: ReadonlySet<CategoryName> = new Set<CategoryName>([
  'SUBMERSIBLE PUMPS',
  'uPVC PIPES',
  'SUBMERSIBLE CABLES',
  'CONTROL PANEL',
]);

/** What the callout says on each page, by what the page sells. */
const leads: Partial<Record<CategoryName, string>> = {
  'SUBMERSIBLE PUMPS': 'A borehole pump works with its column pipe, drop cable and control panel.',
  'uPVC PIPES': 'The column pipe size and grade follow from the flow and the pump setting depth.',
  'SUBMERSIBLE CABLES': 'The cable size follows from the motor current and the cable length.',
  'CONTROL PANEL': 'The starter and panel follow from the motor power and the supply.',
};

/**
 * A band linking a borewell-set product page (submersible pumps, uPVC pipes, submersible cables,
 * control panels) to `/borewell-sizing` at the page's frequency (server component). Renders nothing
 * for other categories.
 * @param category the page's catalogue category; `hz` its frequency segment
 */
export function BorewellSetCallout({ category, hz }: { category: CategoryName; hz: Frequency }) {
  if (!borewellSetCategories.has(category)) return null;
  const href = `${paths.borewellSizing}?${new URLSearchParams({ hz: hz === '60hz' ? '60' : '50' })}`;
  return (
    <aside
      aria-label="Borewell sizing"
      className="flex flex-wrap items-center justify-between gap-4 rounded-card border border-water-600/30 bg-water-50 p-5 print:hidden"
    >
      <p className="max-w-2xl text-ink-700">
        <strong className="block text-navy-900">Size the whole set for your borewell</strong>
        {leads[category]} Give your well data and get all four, sized together.
      </p>
      <div className="flex flex-wrap items-center gap-4">
        <Link href={href} className="btn-primary py-2 text-sm">
          Size a borewell set
        </Link>
        {category === 'SUBMERSIBLE PUMPS' && (
          <Link href={paths.solarPumpSizing} className="text-sm font-semibold text-water-700 hover:underline">
            Size a solar pump
          </Link>
        )}
      </div>
    </aside>
  );
}
