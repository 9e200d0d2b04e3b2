'use client';

import { useEffect, useRef, useState } from 'react';

/** Pixels a table may stick out of its box (sub-pixel widths, borders) before it counts as scrolling. */
const tolerancePx = 1;

/**
 * The "swipe sideways" cue of a table that scrolls in its own box (client island; issue 49, item 5).
 * Placed directly before the scrolling box, it measures that box in the browser (a ResizeObserver on
 * the box and its table) and shows only while the table is wider than the box: a table whose columns
 * all fit gets no cue, whatever its column count or the screen's width. The server HTML carries it
 * hidden (nothing to measure there), so a visitor without JavaScript sees the table as it is.
 * @param columns the table's column count, named in the cue ('… for all 4 columns')
 */
export function ScrollHint({ columns }: { columns: number }) {
  const ref = useRef<HTMLParagraphElement>(null);
  const [scrolls, setScrolls] = useState(false);

  useEffect(() => {
    const box = ref.current?.nextElementSibling;
    if (!(box instanceof HTMLElement) || typeof ResizeObserver === 'undefined') return;
    const measure = () => setScrolls(box.scrollWidth > box.clientWidth + tolerancePx);
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    measure();
    return () => observer.disconnect();
  }, []);

  return (
    <p ref={ref} className="text-xs text-ink-600 print:hidden" aria-hidden="true" hidden={!scrolls}>
      Swipe the table sideways for all {columns} columns →
    </p>
  );
}
