'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';

/** Props of {@link NavLink}. */
export interface NavLinkProps {
  href: string;
  className?: string;
  children: ReactNode;
}

/** Whether `href` is the page at `pathname` or a section above it (`/resources` for `/resources/blogs`). */
export function isCurrentSection(pathname: string, href: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`);
}

/**
 * A header link that marks itself `aria-current="page"` on its page and the pages under it. The
 * header's lists are server HTML; only this small part needs the current path, which a root layout
 * does not receive.
 */
export function NavLink({ href, className, children }: NavLinkProps) {
  const pathname = usePathname();
  return (
    <Link href={href} className={className} aria-current={isCurrentSection(pathname, href) ? 'page' : undefined}>
      {children}
    </Link>
  );
}
