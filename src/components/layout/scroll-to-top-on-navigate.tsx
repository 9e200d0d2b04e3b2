'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';

/**
 * Scrolls the window to the top on every route change (SPEC 2.2). Links to an anchor (`#contact`)
 * keep the browser's own scrolling to that anchor; the first render does nothing.
 */
export function ScrollToTopOnNavigate() {
  const pathname = usePathname();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (!window.location.hash) window.scrollTo({ top: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
