'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { consentConfig, mayLoadTagManager, useConsent } from '@/features/consent';
import { pushEvent } from '@/lib/browser/data-layer';
import { CONTACT_PATH } from '../domain/page-view';

/** Origin of the tag-manager script (also named in the CSP, src/lib/http/security-headers.ts). */
export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';

/** Marks the one tag-manager script element, so that it is never added twice. */
const scriptSelector = 'script[data-tag-manager]';

/**
 * Adds the tag-manager container script once (a second call does nothing): pushes the `gtm.js`
 * start event, then appends `gtm.js?id=…` as an async script. A failed load (offline, blocked)
 * is silent; the element's `data-state` becomes `error`. Browser only.
 * @param containerId a container id such as `GTM-AB12CD3`
 * @returns whether a script was added by this call
 */
export function injectTagManager(containerId: string): boolean {
  if (document.querySelector(scriptSelector)) return false;
  pushEvent({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.async = true;
  script.src = `${TAG_MANAGER_ORIGIN}/gtm.js?id=${encodeURIComponent(containerId)}`;
  script.dataset.tagManager = containerId;
  script.dataset.state = 'loading';
  script.onload = () => (script.dataset.state = 'loaded');
  script.onerror = () => (script.dataset.state = 'error');
  document.head.appendChild(script);
  return true;
}

/**
 * Runs `task` once the page is usable: after the `load` event and then when the browser is idle
 * (at most 2 s later). Returns a function that cancels it if it has not run yet.
 */
export function whenPageIsUsable(task: () => void): () => void {
  let cancelled = false;
  let cancelPending: (() => void) | undefined;
  const schedule = () => {
    if (cancelled) return;
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(task, { timeout: 2000 });
      cancelPending = () => window.cancelIdleCallback(handle);
    } else {
      const handle = setTimeout(task, 200);
      cancelPending = () => clearTimeout(handle);
    }
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', schedule);
    cancelPending?.();
  };
}

/**
 * Loads the tag manager on the contact page (SPEC 2.2), after the page is usable and only as the
 * consent policy allows (`consentConfig.tagManagerLoad`): by default not before the visitor has
 * answered the consent banner. Nothing at all when no container id is configured. Once loaded it
 * stays for the rest of the visit (a container cannot be unloaded). Mounted in the root layout;
 * renders nothing.
 * @param containerId from `tagManagerContainerId()`; '' disables the tag manager
 */
export function TagManager({ containerId }: { containerId: string }) {
  const pathname = usePathname();
  const consent = useConsent();
  const allowed = consent !== undefined && mayLoadTagManager(consentConfig.tagManagerLoad, consent.choice);
  useEffect(() => {
    if (!containerId || pathname !== CONTACT_PATH || !allowed) return;
    return whenPageIsUsable(() => injectTagManager(containerId));
  }, [containerId, pathname, allowed]);
  return null;
}
