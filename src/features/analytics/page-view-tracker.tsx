'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { pushEvent } from '@/lib/data-layer';
import { pageViewEvent } from './page-view';

/** Longest wait for the new page's title after a client-side navigation, in milliseconds. */
const TITLE_WAIT_MS = 1000;

/**
 * Pushes one page-view event to the data layer for the first page and after every client-side
 * route change (see ./page-view.ts for the names). Mounted once in the root layout; renders
 * nothing. Next.js may commit a page's `<title>` a little after the page itself, so after a
 * navigation the push waits until the title differs from the previous page's (at most
 * {@link TITLE_WAIT_MS}) and `page_title` names the new page. A page left before its event was
 * pushed (an immediate redirect, React's development double effect) is not counted, so every page
 * view is pushed exactly once.
 */
export function PageViewTracker() {
  const pathname = usePathname();
  const previousTitle = useRef<string | null>(null);
  useEffect(() => {
    let done = false;
    const push = () => {
      if (done) return;
      done = true;
      cleanup();
      previousTitle.current = document.title;
      pushEvent({ ...pageViewEvent(new URL(window.location.href), document.title) });
    };
    const titleChanged = () => previousTitle.current === null || document.title !== previousTitle.current;
    const observer = new MutationObserver(() => {
      if (titleChanged()) push();
    });
    const timeout = setTimeout(push, TITLE_WAIT_MS);
    const frame = requestAnimationFrame(() => {
      if (titleChanged()) push();
      else observer.observe(document.head, { subtree: true, childList: true, characterData: true });
    });
    function cleanup() {
      cancelAnimationFrame(frame);
      clearTimeout(timeout);
      observer.disconnect();
    }
    return () => {
      done = true;
      cleanup();
    };
  }, [pathname]);
  return null;
}
