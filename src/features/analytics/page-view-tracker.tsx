'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { pushEvent } from './data-layer';
import { pageViewEvent } from './page-view';

/**
 * Pushes one page-view event to the data layer for the first page and after every client-side
 * route change (see ./page-view.ts for the names). Mounted once in the root layout; renders
 * nothing. The push waits one animation frame after the new page has rendered, so that
 * `page_title` is the new page's title (Next.js may commit the title just after the page). A page
 * left before that frame (an immediate redirect, React's development double effect) is not
 * counted, so every page view is pushed exactly once.
 */
export function PageViewTracker() {
  const pathname = usePathname();
  useEffect(() => {
    const frame = requestAnimationFrame(() =>
      pushEvent({ ...pageViewEvent(new URL(window.location.href), document.title) }),
    );
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
  return null;
}
