'use client';

import { useSyncExternalStore } from 'react';
import { reducedMotionQuery } from '../browser/scroll';

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(reducedMotionQuery);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/**
 * True while the visitor asks for reduced motion; follows changes of the system setting.
 * `serverValue` is what the prerendered HTML assumes (the HTML cannot know the setting).
 */
export function useReducedMotion(serverValue = false): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(reducedMotionQuery).matches,
    () => serverValue,
  );
}
