import { describe, expect, it } from 'vitest';
import { lcpPhases } from './lcp';

describe('LCP phases (web.dev/articles/optimize-lcp)', () => {
  it('splits a picture LCP into first byte, load delay, load time and render delay', () => {
    // Worked example of the docstring: 120 + 30 + 270 + 1,480 = 1,900 ms.
    expect(
      lcpPhases({ ttfb: 120, lcp: 1900, element: 'img', resource: { requestStart: 150, responseEnd: 420 } }),
    ).toEqual({ ttfb: 120, loadDelay: 30, loadTime: 270, renderDelay: 1480 });
  });

  it('counts a preloaded picture requested before the first byte as loading from the first byte', () => {
    expect(
      lcpPhases({ ttfb: 100, lcp: 500, element: 'img', resource: { requestStart: 80, responseEnd: 300 } }),
    ).toEqual({
      ttfb: 100,
      loadDelay: 0,
      loadTime: 200,
      renderDelay: 200,
    });
  });

  it('gives text only a render delay after the first byte', () => {
    expect(lcpPhases({ ttfb: 100, lcp: 670, element: 'h1' })).toEqual({
      ttfb: 100,
      loadDelay: 0,
      loadTime: 0,
      renderDelay: 570,
    });
  });
});
