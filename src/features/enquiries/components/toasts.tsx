'use client';

import dynamic from 'next/dynamic';
import { useSyncExternalStore } from 'react';
import { subscribeToastRegion, toastRegionWanted } from '../notify';

const ToastRegion = dynamic(() => import('./toast-region').then((m) => m.ToastRegion), { ssr: false });

/**
 * Mount point of the site's toast region (SPEC 4 and 9), once in the root layout so a toast outlives
 * the move to /thankyou. Renders nothing, and loads no toast code, until a form calls `notify`.
 */
export function Toasts() {
  const wanted = useSyncExternalStore(subscribeToastRegion, toastRegionWanted, () => false);
  return wanted ? <ToastRegion /> : null;
}
