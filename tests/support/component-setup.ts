/**
 * Set-up of the `components` Vitest project: Testing Library's DOM matchers, a clean DOM after each
 * test, and the browser APIs happy-dom lacks, each a minimal stand-in that tests can steer:
 * - `matchMedia` answers from `window.__mediaMatches` (e.g. `{ '(prefers-reduced-motion: reduce)': true }`);
 * - `IntersectionObserver` reports every observed element as visible at once (content in view);
 * - `scrollTo` sets the scroll position and fires `scroll`;
 * - `HTMLMediaElement.play/pause` resolve without media.
 * It also hands `next.config.ts`'s picture widths to `getImageProps()` (see below). `next/navigation`
 * is the stand-in of tests/support/next-navigation.ts (an alias in vitest.config.mts).
 */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import nextConfig from '../../next.config';
import { resetNavigation } from './next-navigation';

// Next's bundler inlines the `images` settings of next.config.ts into getImageProps() as
// `process.env.__NEXT_IMAGE_OPTS` (an object, which a real environment variable cannot hold). Vitest
// has no such step, and with Next's default widths <ResponsiveImage> would name variants that are
// never built, so the settings are put where the bundler puts them, before any component loads.
process.env = { ...process.env, __NEXT_IMAGE_OPTS: nextConfig.images } as unknown as NodeJS.ProcessEnv;

declare global {
  interface Window {
    __mediaMatches?: Record<string, boolean>;
  }
}

// findBy… and waitFor wait up to 5 s instead of 1 s: code loaded on first use (dialogs through
// next/dynamic) is transformed by Vite on its first import, which took over a second while a build ran
// beside the tests on two cores. A wait ends as soon as its element appears, so passing tests are no slower.
configure({ asyncUtilTimeout: 5_000 });

// The `components` project shares one module registry and happy-dom window between the files of a
// worker (vitest.config.mts), so everything a test may leave in the window is put back after it: the
// rendered trees and any markup a test put into <body> itself, timers, media answers, both storages,
// what React or a test hoisted into <head>, the attributes of <html>, and the path, query and router
// calls of the `next/navigation` stand-in.
const headAtStart = new Set(document.head.childNodes);
const htmlAttributesAtStart = new Map([...document.documentElement.attributes].map((a) => [a.name, a.value]));
afterEach(() => {
  cleanup();
  document.body.replaceChildren();
  for (const { name } of [...document.documentElement.attributes])
    if (!htmlAttributesAtStart.has(name)) document.documentElement.removeAttribute(name);
  for (const [name, value] of htmlAttributesAtStart) document.documentElement.setAttribute(name, value);
  vi.useRealTimers();
  window.__mediaMatches = {};
  localStorage.clear();
  sessionStorage.clear();
  for (const node of [...document.head.childNodes]) if (!headAtStart.has(node)) node.remove();
  resetNavigation();
});

window.matchMedia = (query: string) =>
  ({
    matches: Boolean(window.__mediaMatches?.[query]),
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;

class VisibleIntersectionObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    this.callback(
      [{ target, isIntersecting: true, intersectionRatio: 1 } as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    );
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
window.IntersectionObserver = VisibleIntersectionObserver as unknown as typeof IntersectionObserver;

window.scrollTo = ((x: number | ScrollToOptions, y?: number) => {
  const top = typeof x === 'object' ? (x.top ?? 0) : (y ?? 0);
  Object.defineProperty(window, 'scrollY', { value: top, configurable: true });
  Object.defineProperty(window, 'pageYOffset', { value: top, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}) as typeof window.scrollTo;

HTMLMediaElement.prototype.play = function play() {
  return Promise.resolve();
};
HTMLMediaElement.prototype.pause = function pause() {};
