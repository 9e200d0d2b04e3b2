'use client';

import { useEffect, useRef, useState } from 'react';
import { chartLayout } from './layout';

/**
 * The chart box's width in px, measured in the browser and kept within the layout's minWidth and
 * maxWidth (the server's `initialWidth` until then), and whether the screen is touched ("tap") rather
 * than pointed at (known only in the browser, so the server's text is the pointer one).
 * @returns the ref to put on the box, its width and the touch flag
 */
export function useChartBox(initialWidth: number) {
  const [width, setWidth] = useState(initialWidth);
  const [touch, setTouch] = useState(false);
  const boxRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setTouch(window.matchMedia?.('(pointer: coarse)').matches ?? false);
    const box = boxRef.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const measured = entry?.contentRect.width ?? 0;
      if (measured > 0) {
        setWidth(Math.round(Math.min(chartLayout.maxWidth, Math.max(chartLayout.minWidth, measured))));
      }
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  return { boxRef, width, touch };
}
