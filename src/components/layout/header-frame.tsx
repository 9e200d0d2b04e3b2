'use client';

import { Link } from '@/components/ui/link';
import { usePathname } from 'next/navigation';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { paths } from '@/config/paths';
import { clientSiteConfig } from '@/config/site-client';
import { BrandLogo } from '@/components/ui/brand-logo';
import { CloseIcon, MenuIcon } from '@/components/ui/icons';
import { scrollConfig } from '@/lib/browser/scroll';
import { useScrollPast } from '@/lib/react/use-scroll-past';
import { HeaderMenuContext } from './header-menu';

/** The main navigation's id: the phone toggle controls it, and without JavaScript links to it. */
export const mainNavId = 'main-nav';

/** The open `<details>` menu inside `root`, if any. */
function openMenuIn(root: HTMLElement | null): HTMLDetailsElement | null {
  return root?.querySelector<HTMLDetailsElement>('details[open]') ?? null;
}

/**
 * The header's shell and the little it needs JavaScript for (SPEC 2.2, 4): the logo, the phone menu
 * toggle, the sticky state past 50 px, and the behaviour of the `<details>` menus in `children` (the
 * server-rendered list of the main navigation): Escape closes the open menu and gives focus back to
 * its summary, or closes the phone menu and gives focus back to the toggle (WCAG 2.4.3); a click
 * outside closes the open menu; navigating closes both (a new path, or a control in the menu that
 * navigates by itself through {@link HeaderMenuContext}, such as a search from the results page).
 *
 * Without JavaScript the menus still open (native `<details>`), and on a phone a "Menu" link shows the
 * navigation through `:target` (see globals.css, the `noscript` variant).
 */
export function HeaderFrame({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  const sticky = useScrollPast(scrollConfig.stickyHeaderPx);
  // The phone menu remembers the path it was opened on, so navigating closes it without an effect.
  const [mobile, setMobile] = useState({ open: false, path: pathname });
  const mobileOpen = mobile.open && mobile.path === pathname;
  const navRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeMenu = useCallback(() => {
    const menu = openMenuIn(navRef.current);
    if (menu) menu.open = false;
    setMobile((m) => ({ ...m, open: false }));
  }, []);
  const menuContext = useMemo(() => ({ closeMenu }), [closeMenu]);

  // The `<details>` are server HTML that React does not re-render, so their open state is reset here
  // when the path changes, and only then: a menu the visitor opened before hydration (the page's
  // scripts arrive after its first paint, decision 0031) stays open when the header hydrates.
  const menusPath = useRef(pathname);
  useEffect(() => {
    if (menusPath.current === pathname) return;
    menusPath.current = pathname;
    const menu = openMenuIn(navRef.current);
    if (menu) menu.open = false;
  }, [pathname]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const menu = openMenuIn(navRef.current);
      if (menu) {
        menu.open = false;
        menu.querySelector('summary')?.focus();
      } else if (mobileOpen) {
        // Focus may be inside the menu that is about to be hidden: give it back to the toggle.
        if (navRef.current?.contains(document.activeElement)) toggleRef.current?.focus();
        setMobile((m) => ({ ...m, open: false }));
      }
    };
    const onPointer = (event: PointerEvent) => {
      const menu = openMenuIn(navRef.current);
      if (menu && !menu.contains(event.target as Node)) menu.open = false;
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [mobileOpen]);

  return (
    <div className="relative z-50 h-(--spacing-header) print:hidden" data-testid="header-slot">
      <header
        data-sticky={sticky ? 'true' : 'false'}
        className={`${sticky ? 'fixed shadow-raised' : 'absolute'} inset-x-0 top-0 border-b border-line bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/90`}
      >
        <div className="container-page flex h-(--spacing-header) items-center justify-between gap-4">
          <Link href={paths.home} className="flex shrink-0 items-center" aria-label={`${clientSiteConfig.name} home`}>
            <BrandLogo variant="light-bg" alt="" className="h-9 w-auto" />
          </Link>

          <button
            ref={toggleRef}
            type="button"
            className="inline-flex items-center gap-2 rounded-md p-2 text-navy-900 lg:hidden noscript:hidden"
            aria-expanded={mobileOpen}
            aria-controls={mainNavId}
            onClick={() => setMobile({ open: !mobileOpen, path: pathname })}
          >
            {mobileOpen ? <CloseIcon className="size-6" /> : <MenuIcon className="size-6" />}
            <span className="sr-only">{mobileOpen ? 'Close menu' : 'Open menu'}</span>
          </button>
          <a
            href={`#${mainNavId}`}
            className="hidden items-center gap-2 rounded-md p-2 font-medium text-navy-900 noscript:max-lg:inline-flex"
          >
            <MenuIcon className="size-6" />
            Menu
          </a>

          {/*
            On wide screens the navigation is right-aligned, so every item parsed after the first paint
            pushed the ones already painted to the left (issue 26, desktop CLS: on the home page the
            browser painted the header with only its first three items). The navigation stays hidden
            until the list's last item (`data-nav-end`, site-header.tsx) is parsed; afterwards the
            selector never matches. Hidden boxes do not count as shifting; hiding only the list was not
            enough, as the navigation's own box moved. Browsers without `:has()` drop the rule.
          */}
          <nav
            ref={navRef}
            id={mainNavId}
            aria-label="Main"
            className={`${mobileOpen ? 'block' : 'hidden'} absolute inset-x-0 top-full max-h-[calc(100dvh-var(--spacing-header))] overflow-y-auto border-b border-line bg-white px-4 pb-6 shadow-raised noscript:target:block lg:static lg:block lg:max-h-none lg:overflow-visible lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none [&:not(:has([data-nav-end]))]:invisible`}
          >
            <a
              href="#top"
              className="hidden items-center gap-2 rounded-md px-3 py-2 font-medium text-navy-900 noscript:max-lg:flex"
            >
              <CloseIcon className="size-5" />
              Close menu
            </a>
            <HeaderMenuContext value={menuContext}>{children}</HeaderMenuContext>
          </nav>
        </div>
      </header>
    </div>
  );
}
