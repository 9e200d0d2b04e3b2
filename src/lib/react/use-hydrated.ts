'use client';

import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False in the server HTML and during hydration, true once React runs in the browser: for controls
 * that only work with JavaScript (print, copy link, a units switch) and so must not be in the HTML
 * a visitor without JavaScript gets.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
