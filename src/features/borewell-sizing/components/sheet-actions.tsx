'use client';

import { useEffect, useRef, useState } from 'react';
import { useHydrated } from '@/lib/use-hydrated';

/** How long the "Link copied" confirmation stays (ms). */
export const copiedMessageMs = 4000;

/**
 * Print and copy-link buttons of the system sheet (client island). They need JavaScript, so they
 * render only after hydration; without it the sheet's URL in the address bar is the link to share and
 * the browser's own print prints the sheet (the form is hidden in print).
 */
export function SheetActions() {
  const hydrated = useHydrated();
  const [status, setStatus] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copyLink() {
    clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(window.location.href);
      setStatus('Link copied: it opens this sheet with all your well data.');
    } catch {
      setStatus('Copy the address from the address bar: it holds all your well data.');
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
