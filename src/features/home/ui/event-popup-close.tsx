'use client';

import { useEffect } from 'react';
import { CloseIcon } from '@/components/ui/icons';
import { homeConfig } from '../domain/config';

/** Props of {@link EventPopupClose}. */
export interface EventPopupCloseProps {
  /** Title of the event on the banner: the value remembered for the session. */
  title: string;
  /** Id of the banner element (Escape closes it only while it is displayed). */
  bannerId: string;
}

const { storageKey, closedAttribute } = homeConfig.eventBanner;

/**
 * Marks `<html>` closed, so the banner's CSS hides it, remembers it for the session, and moves focus
 * that was inside the banner to the main content.
 */
function closeBanner(title: string, banner: HTMLElement | null): void {
  const focusInside = banner?.contains(document.activeElement) ?? false;
  document.documentElement.setAttribute(closedAttribute, '');
  if (focusInside) document.getElementById('main')?.focus({ preventScroll: true });
  try {
    sessionStorage.setItem(storageKey, title);
  } catch {
    // Storage blocked: the banner is closed for this page view only.
  }
}

/**
 * The event banner's Close button, the only part of the banner that runs script (issue 26). Close,
 * or Escape while the banner is displayed, no dialog is open and focus is not in the header (whose
 * menus and search list Escape closes), hides the banner through
 * `<html data-event-closed>` and keeps it closed for the session (`sessionStorage`); the inline
 * script of the banner applies that before the first paint of a reload, and this component applies
 * it on a client-side navigation back to the home page. Focus on the button goes to the main
 * content, where the banner was in the tab order, instead of being lost with the hidden banner.
 *
 * Escape makes the banner dismissable without moving focus, so it never keeps a focused control
 * hidden under it (WCAG 2.4.11 "Focus Not Obscured").
 */
export function EventPopupClose({ title, bannerId }: EventPopupCloseProps) {
  useEffect(() => {
    try {
      if (sessionStorage.getItem(storageKey) === title) document.documentElement.setAttribute(closedAttribute, '');
    } catch {
      // Storage blocked: nothing was remembered.
    }
    const onKey = (event: KeyboardEvent) => {
      // An Escape some other control already handled (a dialog or list closing) is not for the banner.
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (document.querySelector('[role="dialog"], [role="alertdialog"]')) return;
      // Escape in the header closes its menu or search list; the banner never covers the header.
      if (document.activeElement?.closest('header')) return;
      const banner = document.getElementById(bannerId);
      // Hidden during its reveal delay (visibility) and once closed through `:target` (display).
      const style = banner ? getComputedStyle(banner) : null;
      if (!style || style.visibility === 'hidden' || style.display === 'none') return;
      closeBanner(title, banner);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [title, bannerId]);

  return (
    <button
      type="button"
      aria-label="Close event banner"
      onClick={() => closeBanner(title, document.getElementById(bannerId))}
      className="absolute top-1.5 right-1.5 inline-flex size-9 items-center justify-center rounded-full text-ink-600 transition-colors hover:bg-water-50 hover:text-navy-900 noscript:hidden"
    >
      <CloseIcon className="size-4" />
    </button>
  );
}
