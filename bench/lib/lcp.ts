/**
 * Largest Contentful Paint of a page load split into the phases Lighthouse's "LCP breakdown" audit
 * and web.dev/articles/optimize-lcp use: time to first byte, resource load delay (first byte to the
 * start of the LCP picture's request), resource load time (its request to its last byte) and element
 * render delay (its last byte, or the first byte for text, to the paint). Used by bench/main-thread.ts.
 */

/** What the page reports about its LCP, ms from navigation start (see {@link readLcpTiming}). */
export interface LcpTiming {
  /** `responseStart` of the navigation. */
  ttfb: number;
  /** The LCP entry's time (its `renderTime`, else `startTime`). */
  lcp: number;
  /** The LCP element, e.g. `img` or `h1`. */
  element: string;
  /** Request start and response end of the LCP picture; absent for text. */
  resource?: { requestStart: number; responseEnd: number };
}

/** The four LCP phases, ms; they add up to the LCP. */
export interface LcpPhases {
  ttfb: number;
  loadDelay: number;
  loadTime: number;
  renderDelay: number;
}

/**
 * Splits an LCP into its phases. Example: first byte 120 ms, picture requested at 150 ms and fully
 * received at 420 ms, painted at 1,900 ms: TTFB 120, load delay 30, load time 270, render delay
 * 1,480 (120 + 30 + 270 + 1,480 = 1,900). Text has no load phases: render delay = LCP - TTFB.
 */
export function lcpPhases(t: LcpTiming): LcpPhases {
  if (!t.resource) return { ttfb: t.ttfb, loadDelay: 0, loadTime: 0, renderDelay: Math.max(0, t.lcp - t.ttfb) };
  const start = Math.max(t.ttfb, t.resource.requestStart);
  const end = Math.max(start, t.resource.responseEnd);
  return {
    ttfb: t.ttfb,
    loadDelay: start - t.ttfb,
    loadTime: end - start,
    renderDelay: Math.max(0, t.lcp - end),
  };
}

/**
 * Script for `page.evaluate` that resolves with the page's last LCP candidate, the navigation's first
 * byte and the candidate's resource timing ({@link LcpTiming}), or null when there was no candidate.
 * Plain text rather than a function, so no helper the bench's TypeScript runner adds to functions
 * (esbuild's `__name`) travels into the page, where it is not defined.
 */
export const readLcpTiming = `new Promise((resolve) => {
  const [navigation] = performance.getEntriesByType('navigation');
  new PerformanceObserver((list, observer) => {
    observer.disconnect();
    const last = list.getEntries().at(-1);
    if (!last) return resolve(null);
    const [resource] = last.url ? performance.getEntriesByName(last.url) : [];
    resolve({
      ttfb: navigation ? navigation.responseStart : 0,
      lcp: last.renderTime || last.startTime,
      element: last.element ? last.element.tagName.toLowerCase() : '?',
      resource: resource ? { requestStart: resource.requestStart || resource.startTime, responseEnd: resource.responseEnd } : undefined,
    });
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  // A page without any candidate never calls the observer back.
  setTimeout(() => resolve(null), 1000);
})`;
