'use client';

import { useEffect, useRef } from 'react';
import { prefersReducedMotion } from '@/lib/browser/scroll';

/** Props of {@link CountUp}. */
export interface CountUpProps {
  /** Final value. */
  end: number;
  /** Length of the count in ms. */
  durationMs?: number;
}

const easeOutCubic = (t: number) => 1 - Math.pow(1 - t, 3);

/**
 * A number that counts up from 0 to `end` when it scrolls into view (IntersectionObserver).
 * The HTML carries the final value, so crawlers, visitors without JavaScript and visitors who
 * prefer reduced motion see it as it is; only after hydration, and only with motion allowed, is
 * it reset to 0 to be animated. Frames write the text node directly instead of re-rendering.
 * The animated digits are `aria-hidden`; the final value is in screen-reader-only text, so
 * assistive technology announces one stable number.
 */
export function CountUp({ end, durationMs = 2000 }: CountUpProps) {
  const digitsRef = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const el = digitsRef.current;
    if (!el || !('IntersectionObserver' in window) || prefersReducedMotion()) return;
    let frame = 0;
    el.textContent = '0';
    const run = () => {
      const start = performance.now();
      const step = (now: number) => {
        const t = Math.min(1, (now - start) / durationMs);
        el.textContent = String(Math.round(end * easeOutCubic(t)));
        if (t < 1) frame = requestAnimationFrame(step);
      };
      frame = requestAnimationFrame(step);
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          run();
        }
      },
      { threshold: 0.6 },
    );
    observer.observe(el);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
      el.textContent = String(end);
    };
  }, [end, durationMs]);

  return (
    <>
      <span
        ref={digitsRef}
        aria-hidden="true"
        className="inline-block tabular-nums"
        // Reserve the final width so the strip does not shift while the digits grow.
        style={{ minWidth: `${String(end).length}ch` }}
        data-testid="counter-value"
      >
        {end}
      </span>
      <span className="sr-only">{end}</span>
    </>
  );
}
