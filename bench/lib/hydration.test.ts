import { describe, expect, it } from 'vitest';
import { hydrationFigures } from './hydration';

describe('hydrationFigures', () => {
  it('counts the body elements React hydrates, leaving out scripts and what sits inside a [data-static-html] wrapper', () => {
    // Hydrated: main, div[data-static-html], p, img = 4 (the wrapper itself is React's; body is not
    // counted). Static: table, tr, td (2) = 4 inside the wrapper. Head and scripts count for neither.
    const html =
      '<html><head><title>t</title></head><body><main>' +
      '<div data-static-html="" class="contents"><table><tr><td>1</td><td>2</td></tr></table></div>' +
      '<p>x</p><img src="a" alt=""/></main>' +
      '<script>self.__next_f.push([1,"ab\\"c"])</script><script>(self.__next_f=self.__next_f||[]).push([0])</script>' +
      '</body></html>';
    const figures = hydrationFigures(html);
    expect(figures.hydrated).toBe(4);
    expect(figures.static).toBe(4);
    // The payload string is ab"c: 4 bytes.
    expect(figures.payloadBytes).toBe(4);
  });
});
