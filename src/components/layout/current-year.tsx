'use client';

import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * The current calendar year. Pages are prerendered, so the HTML carries the build year and the
 * browser corrects it after hydration if the site has not been rebuilt since New Year.
 */
export function CurrentYear({ buildYear }: { buildYear: number }) {
  const year = useSyncExternalStore(
    subscribe,
    () => new Date().getFullYear(),
    () => buildYear,
  );
  return <>{year}</>;
}
