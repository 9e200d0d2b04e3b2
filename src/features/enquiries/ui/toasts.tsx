'use client';

import { useSyncExternalStore } from 'react';
import { lazyComponent } from '@/lib/react/lazy-component';
import { subscribeToastRegion, toastRegionWanted } from './notify';

const ToastRegion = lazyComponent(() => import('./toast-region').then((m) => m.ToastRegion));

/**
 * Mount point of the site's toast region (SPEC 4 and 9), once in the root layout so a toast outlives
 * the move to /thankyou. Renders nothing, and loads no toast code, until a form calls `notify`.
 */
export function Toasts() {
  const wanted = useSyncExternalStore(subscribeToastRegion, toastRegionWanted, () => false);
  return wanted ? <ToastRegion /> : null;
}
