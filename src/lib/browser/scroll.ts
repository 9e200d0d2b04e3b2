/** Scroll thresholds and timings of SPEC 9, in px and ms. */
export const scrollConfig = {
  /** The header becomes sticky once the page has scrolled more than this (px). */
  stickyHeaderPx: 50,
  /** The back-to-top button shows from this scroll position (px). */
  backToTopPx: 500,
  /** Duration of the animated scroll to the top (ms). */
  backToTopDurationMs: 500,
} as const;

/** The media query of the visitor's reduced-motion setting (one spelling for every check). */
export const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

/** True when the visitor asked the system to reduce motion. */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia(reducedMotionQuery).matches;
}

/**
 * Scrolls the window to the top over `durationMs` with an ease-out curve; jumps at once under
 * reduced motion. Resolves when the scroll has finished.
 */
export function animateScrollToTop(durationMs: number): Promise<void> {
  const start = window.scrollY;
  if (start <= 0 || durationMs <= 0 || prefersReducedMotion()) {
    window.scrollTo({ top: 0, behavior: 'instant' });
    return Promise.resolve();
  }
  const startTime = performance.now();
  return new Promise((resolve) => {
    const step = (now: number) => {
      const t = Math.min(1, (now - startTime) / durationMs);
      const eased = 1 - Math.pow(1 - t, 3);
      window.scrollTo({ top: Math.round(start * (1 - eased)), behavior: 'instant' });
      if (t < 1) requestAnimationFrame(step);
      else resolve();
    };
    requestAnimationFrame(step);
  });
}
