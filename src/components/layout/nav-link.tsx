'use client';

import { Link } from '@/components/ui/link';
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';

/** A link in a header menu. */
export interface HeaderLink {
  title: string;
  href: string;
}

/** Whether `href` is the page at `pathname` or a section above it (`/resources` for `/resources/blogs`). */
export function isCurrentSection(pathname: string, href: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`);
}

const barLink =
  'block rounded-md px-3 py-2 text-[0.95rem] font-medium text-navy-900 transition-colors hover:bg-water-50 hover:text-water-700';

/**
 * The header's link styles, kept here rather than passed as props so that the page's RSC payload
 * carries each link's title and href only.
 */
const linkStyles = {
  /** A top-level link of the bar. */
  bar: barLink,
  /** A link inside a menu. */
  menu: 'block rounded-md px-3 py-2 text-[0.95rem] text-ink-700 hover:bg-water-50 hover:text-water-700',
  /** A selection tool under the product categories. */
  tool: 'inline-flex items-center gap-2 rounded-md px-3 py-2 font-semibold text-water-700 hover:bg-water-50 hover:text-navy-900',
  /** The call to action at the end of the bar. */
  cta: 'btn-primary w-full py-2.5 lg:w-auto',
} as const;

/** Props of {@link NavLink}. */
export interface NavLinkProps {
  href: string;
  variant: keyof typeof linkStyles;
  children: ReactNode;
}

/**
 * A header link that marks itself `aria-current="page"` on its page and the pages under it. The
 * header's structure is server HTML; only this small part needs the current path, which a root layout
 * does not receive.
 */
export function NavLink({ href, variant, children }: NavLinkProps) {
  const pathname = usePathname();
  return (
    <Link
      href={href}
      className={linkStyles[variant]}
      aria-current={isCurrentSection(pathname, href) ? 'page' : undefined}
    >
      {children}
    </Link>
  );
}

/**
 * A list of menu links (`ul > li > a`) drawn from data, so that the payload of every page carries the
 * titles and hrefs of the mega-menu once, not a tree of elements per link.
 */
export function NavLinkList({ links, className }: { links: readonly HeaderLink[]; className?: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <NavLink href={link.href} variant="menu">
            {link.title}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
