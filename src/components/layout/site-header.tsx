'use client';

import { ResponsiveImage } from '@/components/ui/responsive-image';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { paths, resourceLinks } from '@/config/paths';
import { siteConfig } from '@/config/site';
import type { Frequency } from '@/content/schemas/common';
import { ChevronDownIcon, CloseIcon, MenuIcon } from '@/components/ui/icons';
import { scrollConfig } from '@/lib/scroll';
import { useScrollPast } from '@/lib/use-scroll-past';

/** A link in a header menu. */
export interface HeaderLink {
  title: string;
  href: string;
}

/** Props of {@link SiteHeader}. */
export interface SiteHeaderProps {
  /** Products mega-menu: each frequency's category pages in menu order (from the catalogue route table). */
  productMenu: Record<Frequency, HeaderLink[]>;
  /** The site search box (from the search feature), first in the bar and at the top of the phone menu. */
  search?: ReactNode;
}

type OpenMenu = 'products' | 'resources' | null;

const frequencies: { hz: Frequency; label: string }[] = [
  { hz: '50hz', label: '50 Hz' },
  { hz: '60hz', label: '60 Hz' },
];

const linkClass =
  'rounded-md px-3 py-2 text-[0.95rem] font-medium text-navy-900 transition-colors hover:bg-water-50 hover:text-water-700';

/**
 * Global header (SPEC 2.2): logo to /, Company, Products mega-menu with 50 Hz / 60 Hz tabs, Dealers,
 * Resources submenu, e-pump and Contact. Menus open on click and close on Escape (focus returns to
 * the trigger), outside click and navigation. The header becomes sticky once the page has scrolled
 * more than 50 px; below the `lg` breakpoint (1024 px) a toggle shows the menu.
 */
export function SiteHeader({ productMenu, search }: SiteHeaderProps) {
  const pathname = usePathname();
  const sticky = useScrollPast(scrollConfig.stickyHeaderPx);
  // Menu state remembers the path it was opened on, so navigating closes it without an effect.
  const [menu, setMenu] = useState<{ open: OpenMenu; mobile: boolean; path: string }>({
    open: null,
    mobile: false,
    path: pathname,
  });
  const [tab, setTab] = useState<Frequency>('50hz');
  const open = menu.path === pathname ? menu.open : null;
  const mobileOpen = menu.path === pathname && menu.mobile;

  const navRef = useRef<HTMLElement>(null);
  const productsButton = useRef<HTMLButtonElement>(null);
  const resourcesButton = useRef<HTMLButtonElement>(null);
  const mobileToggle = useRef<HTMLButtonElement>(null);
  const tabRefs = useRef<Record<Frequency, HTMLButtonElement | null>>({ '50hz': null, '60hz': null });
  const ids = useId();

  const setOpen = (next: OpenMenu) => setMenu((m) => ({ open: next, mobile: m.mobile, path: pathname }));
  const toggle = (which: Exclude<OpenMenu, null>) => setOpen(open === which ? null : which);

  useEffect(() => {
    if (!open && !mobileOpen) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      if (open) {
        (open === 'products' ? productsButton : resourcesButton).current?.focus();
        setMenu((m) => ({ ...m, open: null }));
      } else {
        // Focus may be inside the menu that is about to be hidden: give it back to the toggle (WCAG 2.4.3).
        if (navRef.current?.contains(document.activeElement)) mobileToggle.current?.focus();
        setMenu((m) => ({ ...m, mobile: false }));
      }
    };
    const onPointer = (event: PointerEvent) => {
      if (open && navRef.current && !navRef.current.contains(event.target as Node)) {
        setMenu((m) => ({ ...m, open: null }));
      }
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, mobileOpen]);

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    event.preventDefault();
    const next: Frequency =
      event.key === 'Home' ? '50hz' : event.key === 'End' ? '60hz' : tab === '50hz' ? '60hz' : '50hz';
    setTab(next);
    tabRefs.current[next]?.focus();
  };

  const isCurrent = (href: string) => pathname === href || pathname.startsWith(`${href}/`);

  return (
    <div className="relative z-50 h-(--spacing-header) print:hidden" data-testid="header-slot">
      <header
        data-sticky={sticky ? 'true' : 'false'}
        className={`${sticky ? 'fixed shadow-raised' : 'absolute'} inset-x-0 top-0 border-b border-line bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/90`}
      >
        <div className="container-page flex h-(--spacing-header) items-center justify-between gap-4">
          <Link href={paths.home} className="flex shrink-0 items-center" aria-label={`${siteConfig.name} home`}>
            <ResponsiveImage
              src="/images/brand/logo.svg"
              alt=""
              width={148}
              height={40}
              priority
              className="h-9 w-auto"
            />
          </Link>

          <button
            ref={mobileToggle}
            type="button"
            className="inline-flex items-center gap-2 rounded-md p-2 text-navy-900 lg:hidden"
            aria-expanded={mobileOpen}
            aria-controls={`${ids}-nav`}
            onClick={() => setMenu({ open: null, mobile: !mobileOpen, path: pathname })}
          >
            {mobileOpen ? <CloseIcon className="size-6" /> : <MenuIcon className="size-6" />}
            <span className="sr-only">{mobileOpen ? 'Close menu' : 'Open menu'}</span>
          </button>

          <nav
            ref={navRef}
            id={`${ids}-nav`}
            aria-label="Main"
            className={`${mobileOpen ? 'block' : 'hidden'} absolute inset-x-0 top-full max-h-[calc(100dvh-var(--spacing-header))] overflow-y-auto border-b border-line bg-white px-4 pb-6 shadow-raised lg:static lg:block lg:max-h-none lg:overflow-visible lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none`}
          >
            <ul className="flex flex-col gap-1 pt-2 lg:flex-row lg:items-center lg:pt-0">
              {search && <li className="pb-2 lg:mr-2 lg:pb-0">{search}</li>}
              <li>
                <Link
                  href={paths.company}
                  className={`${linkClass} block`}
                  aria-current={isCurrent(paths.company) ? 'page' : undefined}
                >
                  Company
                </Link>
              </li>
              <li className="lg:static">
                <button
                  ref={productsButton}
                  type="button"
                  className={`${linkClass} flex w-full items-center justify-between gap-1 lg:w-auto`}
                  aria-expanded={open === 'products'}
                  aria-controls={`${ids}-products`}
                  onClick={() => toggle('products')}
                >
                  Products
                  <ChevronDownIcon
                    className={`size-4 transition-transform ${open === 'products' ? 'rotate-180' : ''}`}
                  />
                </button>
                <div
                  id={`${ids}-products`}
                  hidden={open !== 'products'}
                  className="lg:absolute lg:inset-x-0 lg:top-full lg:border-t lg:border-line lg:bg-white lg:shadow-raised"
                >
                  <div className="lg:container-page py-3 lg:py-8">
                    <div
                      role="tablist"
                      aria-label="Frequency"
                      className="mb-3 inline-flex rounded-full bg-water-50 p-1"
                    >
                      {frequencies.map(({ hz, label }) => (
                        <button
                          key={hz}
                          ref={(el) => {
                            tabRefs.current[hz] = el;
                          }}
                          type="button"
                          role="tab"
                          id={`${ids}-tab-${hz}`}
                          aria-selected={tab === hz}
                          aria-controls={`${ids}-panel-${hz}`}
                          tabIndex={tab === hz ? 0 : -1}
                          onClick={() => setTab(hz)}
                          onKeyDown={onTabKey}
                          className={`rounded-full px-5 py-1.5 text-sm font-semibold transition-colors ${tab === hz ? 'bg-navy-900 text-white' : 'text-navy-800 hover:text-water-700'}`}
                        >
                          {label}
                        </button>
                      ))}
                    </div>
                    {frequencies.map(({ hz }) => (
                      <div
                        key={hz}
                        role="tabpanel"
                        id={`${ids}-panel-${hz}`}
                        aria-labelledby={`${ids}-tab-${hz}`}
                        hidden={tab !== hz}
                      >
                        <ul className="grid gap-x-6 gap-y-1 sm:grid-cols-2 lg:grid-cols-4">
                          {productMenu[hz].map((link) => (
                            <li key={link.href}>
                              <Link
                                href={link.href}
                                className="block rounded-md px-3 py-2 text-[0.95rem] text-ink-700 hover:bg-water-50 hover:text-water-700"
                                aria-current={isCurrent(link.href) ? 'page' : undefined}
                              >
                                {link.title}
                              </Link>
                            </li>
                          ))}
                        </ul>
                      </div>
                    ))}
                    <ul className="mt-3 flex flex-wrap gap-x-6 border-t border-line pt-3 lg:mt-6 lg:pt-5">
                      {[
                        { href: paths.pumpSelector, title: 'Find your pump', hint: 'by flow and head' },
                        { href: paths.borewellSizing, title: 'Size a borewell set', hint: 'pump, pipe, cable, panel' },
                      ].map((tool) => (
                        <li key={tool.href}>
                          <Link
                            href={tool.href}
                            className="inline-flex items-center gap-2 rounded-md px-3 py-2 font-semibold text-water-700 hover:bg-water-50 hover:text-navy-900"
                            aria-current={isCurrent(tool.href) ? 'page' : undefined}
                          >
                            {tool.title}
                            <span className="text-sm font-normal text-ink-600">{tool.hint}</span>
                            <span aria-hidden="true">→</span>
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </div>
                </div>
              </li>
              <li>
                <Link
                  href={paths.dealers}
                  className={`${linkClass} block`}
                  aria-current={isCurrent(paths.dealers) ? 'page' : undefined}
                >
                  Dealers
                </Link>
              </li>
              <li className="relative">
                <button
                  ref={resourcesButton}
                  type="button"
                  className={`${linkClass} flex w-full items-center justify-between gap-1 lg:w-auto`}
                  aria-expanded={open === 'resources'}
                  aria-controls={`${ids}-resources`}
                  onClick={() => toggle('resources')}
                >
                  Resources
                  <ChevronDownIcon
                    className={`size-4 transition-transform ${open === 'resources' ? 'rotate-180' : ''}`}
                  />
                </button>
                <ul
                  id={`${ids}-resources`}
                  hidden={open !== 'resources'}
                  className="py-1 pl-3 lg:absolute lg:top-full lg:left-0 lg:mt-2 lg:w-56 lg:rounded-card lg:border lg:border-line lg:bg-white lg:p-2 lg:shadow-raised"
                >
                  {resourceLinks.map((link) => (
                    <li key={link.href}>
                      <Link
                        href={link.href}
                        className="block rounded-md px-3 py-2 text-[0.95rem] text-ink-700 hover:bg-water-50 hover:text-water-700"
                        aria-current={isCurrent(link.href) ? 'page' : undefined}
                      >
                        {link.title}
                      </Link>
                    </li>
                  ))}
                </ul>
              </li>
              <li>
                <Link
                  href={paths.ePump}
                  className={`${linkClass} block`}
                  aria-current={isCurrent(paths.ePump) ? 'page' : undefined}
                >
                  e-pump
                </Link>
              </li>
              <li className="mt-2 lg:mt-0 lg:ml-3">
                <Link
                  href={paths.contact}
                  className="btn-primary w-full py-2.5 lg:w-auto"
                  aria-current={isCurrent(paths.contact) ? 'page' : undefined}
                >
                  Contact
                </Link>
              </li>
            </ul>
          </nav>
        </div>
      </header>
    </div>
  );
}
