'use client';

/**
 * Toasts on demand (SPEC 4 and 9; issue 16). react-toastify and its container are about 7 KB gzip of
 * JavaScript that no visitor needs until a form answers, so neither is in any page's first load:
 * the first {@link notify} call asks the layout's {@link Toasts} mount point to load the container,
 * loads `toast` itself, waits until the container is on the page and only then shows the message, so
 * the message appears at once and timers that follow it (the 2000 ms move to /thankyou) start when the
 * visitor sees it.
 */

type Listener = () => void;

let wanted = false;
const listeners = new Set<Listener>();
let regionMounted = false;
let mounted: Promise<void> | undefined;
let onMounted: (() => void) | undefined;

/** Subscribes to "the toast region is wanted" (for `useSyncExternalStore`). @returns unsubscribe */
export function subscribeToastRegion(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether a toast has been asked for on this page yet. */
export function toastRegionWanted(): boolean {
  return wanted;
}

/** Called by the toast container once it is mounted. */
export function toastRegionMounted(): void {
  regionMounted = true;
  onMounted?.();
}

function regionReady(): Promise<void> {
  mounted ??= regionMounted
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        onMounted = resolve;
      });
  if (!wanted) {
    wanted = true;
    listeners.forEach((listener) => listener());
  }
  return mounted;
}

/**
 * Shows a toast in the site's one toast region, loading it on first use.
 * @param kind `success` (green, SPEC 9 success message) or `error`
 * @param message the text, e.g. 'Phone number must be 10 digits.'
 * @returns resolves once the toast is on screen
 */
export async function notify(kind: 'success' | 'error', message: string): Promise<void> {
  const [{ toast }] = await Promise.all([import('react-toastify'), regionReady()]);
  toast[kind](message);
}
