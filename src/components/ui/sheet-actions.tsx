'use client';

import { useEffect, useRef, useState } from 'react';
import { useHydrated } from '@/lib/react/use-hydrated';

/** How long the "Link copied" confirmation stays (ms). */
export const copiedMessageMs = 4000;

/**
 * Print and copy-link buttons of a tool's sheet (borewell, solar; client island). They need
 * JavaScript, so they render only after hydration; without it the sheet's URL in the address bar is
 * the link to share and the browser's own print prints the sheet (the form is hidden in print).
 * @param holds what the link carries, for the messages, e.g. 'all your well data'
 */
export function SheetActions({ holds }: { holds: string }) {
  const hydrated = useHydrated();
  const [status, setStatus] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copyLink() {
    clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(window.location.href);
      setStatus(`Link copied: it opens this sheet with ${holds}.`);
    } catch {
      setStatus(`Copy the address from the address bar: it holds ${holds}.`);
    }
    timer.current = setTimeout(() => setStatus(''), copiedMessageMs);
  }

  if (!hydrated) return null;
  return (
    <div className="flex flex-wrap items-center gap-3 print:hidden">
      <button type="button" className="btn-secondary" onClick={() => window.print()}>
        Print the sheet
      </button>
      <button type="button" className="btn-secondary" onClick={copyLink}>
        Copy link
      </button>
      <p role="status" className="text-sm text-ink-700">
        {status}
      </p>
    </div>
  );
}
