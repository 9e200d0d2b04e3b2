'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { ChartDutyContext, type ChartDuty } from '@/components/charts/duty-context';

/**
 * Gives the charts inside the duty point of the page URL (`dutyFromSearch` in `url-duty-parse.ts`).
 * The selection's parser (zod) is loaded only when the URL carries a duty, so a product page opened
 * from the menu ships none of it.
 */
export function UrlDuty({ children }: { children: ReactNode }) {
  const [duty, setDuty] = useState<ChartDuty | null>(null);
  useEffect(() => {
    // The URL is only known in the browser; reading it after mount keeps the first render identical.
    const search = window.location.search;
    const params = new URLSearchParams(search);
    if (!params.get('flow') || !params.get('head')) return;
    let live = true;
    void import('./url-duty-parse').then(({ dutyFromSearch }) => {
      if (live) setDuty(dutyFromSearch(search));
    });
    return () => {
      live = false;
    };
  }, []);
  return <ChartDutyContext value={duty}>{children}</ChartDutyContext>;
}
