'use client';

import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

/**
 * True while the window is scrolled past `thresholdPx` (strictly more than, or at least when
 * `inclusive`). Always false during server rendering.
 */
export function useScrollPast(thresholdPx: number, inclusive = false): boolean {
  return useSyncExternalStore(
    subscribe,
    () => (inclusive ? window.scrollY >= thresholdPx : window.scrollY > thresholdPx),
    () => false,
  );
}
