'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { pushEvent } from '@/lib/browser/data-layer';
import { pageViewEvent } from '../domain/page-view';

/** Longest wait for the new page's title after a client-side navigation, in milliseconds. */
const TITLE_WAIT_MS = 1000;

/**
 * Pushes one page-view event to the data layer for the first page and after every client-side
 * route change (see ./page-view.ts for the names). Mounted once in the root layout; renders
 * nothing. Next.js may commit a page's `<title>` a little after the page itself, and may remove the
 * old one first, so after a navigation the push waits until the title is neither empty nor the
 * previous page's (at most {@link TITLE_WAIT_MS}) and `page_title` names the new page. A page left before its event was
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
    // Between the old page's <title> and the new one, the head can hold none: document.title is then
    // '', which differs from the previous title but names no page (a page view with an empty title
    // was pushed so on a busy machine). The new page's title is the first non-empty one.
    const titleChanged = () =>
      document.title !== '' && (previousTitle.current === null || document.title !== previousTitle.current);
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
