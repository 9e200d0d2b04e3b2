import { paths, resourceLinks } from '@/config/paths';
import type { Frequency } from '@/content/schemas/common';
import { ChevronDownIcon } from '@/components/ui/icons';
import type { ReactNode } from 'react';
import { FrequencyTabs } from './frequency-tabs';
import { HeaderFrame } from './header-frame';
import { NavLink, NavLinkList, type HeaderLink } from './nav-link';

export type { HeaderLink } from './nav-link';

/** Props of {@link SiteHeader}. */
export interface SiteHeaderProps {
  /** Products mega-menu: each frequency's category pages in menu order (from the catalogue route table). */
  productMenu: Record<Frequency, HeaderLink[]>;
  /** The site search box (from the search feature), first in the bar and at the top of the phone menu. */
  search?: ReactNode;
}

const frequencies: { hz: Frequency; label: string }[] = [
  { hz: '50hz', label: '50 Hz' },
  { hz: '60hz', label: '60 Hz' },
];

const tools = [
  { href: paths.pumpSelector, title: 'Find your pump', hint: 'by flow and head' },
  { href: paths.borewellSizing, title: 'Size a borewell set', hint: 'pump, pipe, cable, panel' },
  { href: paths.solarPumpSizing, title: 'Size a solar pump', hint: 'pump, controller, PV array' },
];

/** Only one of the header's menus is open at a time (exclusive `<details>` by name). */
const menuGroup = 'main-menu';

const summaryClass =
  'flex w-full cursor-pointer list-none items-center justify-between gap-1 rounded-md px-3 py-2 text-[0.95rem] font-medium text-navy-900 transition-colors hover:bg-water-50 hover:text-water-700 lg:w-auto [&::-webkit-details-marker]:hidden';
const chevronClass = 'size-4 transition-transform group-open:rotate-180';

/**
 * Global header (SPEC 2.2): logo to /, Company, Products mega-menu with 50 Hz / 60 Hz tabs, Dealers,
 * Resources submenu, e-pump and Contact. The lists are server HTML and the menus native `<details>`, so
 * they work before hydration and without JavaScript; {@link HeaderFrame} adds Escape, outside click,
 * closing on navigation, the sticky state and the phone toggle (below `lg`, 1024 px).
 */
export function SiteHeader({ productMenu, search }: SiteHeaderProps) {
  return (
    <HeaderFrame>
      <ul className="flex flex-col gap-1 pt-2 lg:flex-row lg:items-center lg:pt-0">
        {search && <li className="pb-2 lg:mr-2 lg:pb-0">{search}</li>}
        <li>
          <NavLink href={paths.company} variant="bar">
            Company
          </NavLink>
        </li>
        <li>
          <details name={menuGroup} className="group">
            <summary className={summaryClass}>
              Products
              <ChevronDownIcon className={chevronClass} />
            </summary>
            <div className="lg:absolute lg:inset-x-0 lg:top-full lg:border-t lg:border-line lg:bg-white lg:shadow-raised">
              <div className="lg:container-page py-3 lg:py-8">
                <FrequencyTabs
                  panels={frequencies.map(({ hz, label }) => ({
                    hz,
                    label,
                    content: (
                      <NavLinkList
                        links={productMenu[hz]}
                        className="grid gap-x-6 gap-y-1 sm:grid-cols-2 lg:grid-cols-4"
                      />
                    ),
                  }))}
                />
                <ul className="mt-3 flex flex-wrap gap-x-6 border-t border-line pt-3 lg:mt-6 lg:pt-5">
                  {tools.map((tool) => (
                    <li key={tool.href}>
                      <NavLink href={tool.href} variant="tool">
                        {tool.title}
                        <span className="text-sm font-normal text-ink-600">{tool.hint}</span>
                        <span aria-hidden="true">→</span>
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </div>
            </div>
          </details>
        </li>
        <li>
          <NavLink href={paths.dealers} variant="bar">
            Dealers
          </NavLink>
        </li>
        <li className="relative">
          <details name={menuGroup} className="group">
            <summary className={summaryClass}>
              Resources
              <ChevronDownIcon className={chevronClass} />
            </summary>
            <NavLinkList
              links={resourceLinks}
              className="py-1 pl-3 lg:absolute lg:top-full lg:left-0 lg:mt-2 lg:w-56 lg:rounded-card lg:border lg:border-line lg:bg-white lg:p-2 lg:shadow-raised"
            />
          </details>
        </li>
        <li>
          <NavLink href={paths.ePump} variant="bar">
            e-pump
          </NavLink>
        </li>
        {/* The list's last item: until it is parsed, HeaderFrame keeps the navigation hidden. */}
        <li className="mt-2 lg:mt-0 lg:ml-3" data-nav-end="">
          <NavLink href={paths.contact} variant="cta">
            Contact
          </NavLink>
        </li>
      </ul>
    </HeaderFrame>
  );
}
