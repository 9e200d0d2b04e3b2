// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { htmlElements } from '../src/lib/http/html-elements';
import {
  deferHydrationScripts,
  deferredHydrationScripts,
  hydrationLoader,
  hydrationScriptsId,
} from './hydration-scripts';

/** The head and body of a prerendered page as Next.js 16 writes them (shortened). */
const page =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
  '<link rel="preload" href="/_next/static/media/inter.woff2" as="font" crossorigin="" type="font/woff2"/>' +
  '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/runtime-extra.js"/>' +
  '<script src="/_next/static/chunks/a.js" async=""></script>' +
  '<script src="/_next/static/chunks/b.js" async=""></script>' +
  '<title>Kavex Pumps</title>' +
  '<script>document.documentElement.setAttribute("data-consent","pending")</script>' +
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script></head>' +
  '<body><h1>Pumps</h1><script src="https://www.googletagmanager.com/gtm.js" async=""></script>' +
  '<script id="_R_">(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push({"otherChunks":[]})</script>' +
  '<script src="/_next/static/chunks/runtime-extra.js" async=""></script>' +
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script></body></html>';

describe('deferHydrationScripts (postbuild, decision 0031)', () => {
  it('moves the hydration scripts (head and body) and script preloads into the data block, in document order', () => {
    const result = deferHydrationScripts(page)!;
    expect(result.moved).toEqual({
      scripts: ['/_next/static/chunks/a.js', '/_next/static/chunks/b.js', '/_next/static/chunks/runtime-extra.js'],
      preloads: ['/_next/static/chunks/runtime-extra.js'],
    });
    expect(deferredHydrationScripts(result.html)).toEqual(result.moved);
    // Nothing fetches them from the markup any more: no <script src> or script preload of theirs is left.
    // Only the nomodule polyfill, which modern browsers skip, keeps a <script src> of the build.
    expect(result.html.match(/<script src="\/_next\/[^"]*"[^>]*>/g)).toEqual([
      '<script src="/_next/static/chunks/polyfills.js" noModule="">',
    ]);
    expect(result.html).not.toMatch(/<link[^>]*as="script"/);
    // The block and the loader stand where the first moved element stood, before the title.
    expect(result.html.indexOf(`id="${hydrationScriptsId}"`)).toBeLessThan(result.html.indexOf('<title>'));
    expect(result.html).toContain(`<script>${hydrationLoader}</script>`);
  });

  it('leaves everything else byte for byte: the style sheet, font preload, inline scripts, polyfills, third-party scripts', () => {
    const { html } = deferHydrationScripts(page)!;
    const removed = [
      '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/runtime-extra.js"/>',
      '<script src="/_next/static/chunks/a.js" async=""></script>',
      '<script src="/_next/static/chunks/b.js" async=""></script>',
      '<script src="/_next/static/chunks/runtime-extra.js" async=""></script>',
    ];
    const added = html.slice(html.indexOf('<script type="application/json"'), html.indexOf('<title>'));
    expect(html.replace(added, '')).toBe(removed.reduce((rest, element) => rest.replace(element, ''), page));
  });

  it('rewrites a page once, and leaves a page without hydration scripts alone', () => {
    const { html } = deferHydrationScripts(page)!;
    expect(deferHydrationScripts(html)).toBeUndefined();
    expect(
      deferHydrationScripts('<!DOCTYPE html><html><head><title>x</title></head><body></body></html>'),
    ).toBeUndefined();
  });

  it("gives back the rewritten page's scripts and links as reading it again would, from the one reading it was given", () => {
    // The server hashes a rendered tool page's inline scripts from these (server/built-page.ts).
    const withNonce = page.replace(/<script(?= |>)/g, '<script nonce="bm9uY2U=" ');
    for (const document of [page, withNonce]) {
      const parsed = htmlElements(document, ['script', 'link']);
      const result = deferHydrationScripts(document, parsed)!;
      expect(result.html).toBe(deferHydrationScripts(document)!.html);
      expect(result.elements).toEqual(htmlElements(result.html, ['script', 'link']));
    }
  });

  it('escapes < in the data block, so a path cannot end the block early', () => {
    const odd = page.replace('/_next/static/chunks/b.js', '/_next/static/chunks/</script>.js');
    const { html } = deferHydrationScripts(odd)!;
    expect(html).toContain('\\u003c/script>.js');
    expect(deferredHydrationScripts(html)!.scripts).toContain('/_next/static/chunks/</script>.js');
  });
});

describe('the hydration loader in a browser page', () => {
  /** The paint observer the loader registers. */
  let paintObserver: {
    callback: (list: { getEntriesByName(name: string): { name: string }[] }, o: { disconnect(): void }) => void;
  };
  let decodes: { resolve: () => void; reject: () => void }[];
  /** A fresh document and window per test, so no loader of an earlier test hears this test's events. */
  let doc: Document;
  let win: EventTarget & Pick<Window, 'requestAnimationFrame' | 'setTimeout'> & { PerformanceObserver?: unknown };

  const scriptsInHead = () => [...doc.head.querySelectorAll('script[src]')].map((s) => s.getAttribute('src'));
  const paint = (entry: string) =>
    paintObserver.callback(
      { getEntriesByName: (name) => (name === entry ? [{ name }] : []) },
      { disconnect: () => {} },
    );
  /** Lets the decode promises settle, an animation frame (16 ms) and the zero-delay timeout run. */
  const settle = () => vi.advanceTimersByTimeAsync(50);

  /**
   * A fresh document and window with the data block, a priority picture and another picture, and
   * the loader run in them; with a stand-in paint observer, or none (a browser without paint timing).
   */
  function startLoader({ paintTiming }: { paintTiming: boolean }) {
    decodes = [];
    class FakePaintObserver {
      static supportedEntryTypes = ['paint', 'resource'];
      constructor(callback: typeof paintObserver.callback) {
        paintObserver = { callback };
      }
      observe() {}
      disconnect() {}
    }
    doc = document.implementation.createHTMLDocument('page');
    doc.head.innerHTML =
      `<script type="application/json" id="${hydrationScriptsId}">` +
      JSON.stringify({ scripts: ['/_next/static/chunks/a.js', '/_next/static/chunks/b.js'], preloads: ['/p.js'] }) +
      '</script>';
    doc.body.innerHTML = '<img fetchpriority="high" src="/_img/banner.avif" alt=""><img src="/_img/other.avif" alt="">';
    win = Object.assign(new EventTarget(), {
      requestAnimationFrame: (callback: FrameRequestCallback) => window.setTimeout(() => callback(0), 16),
      setTimeout: window.setTimeout.bind(window),
      ...(paintTiming ? { PerformanceObserver: FakePaintObserver } : {}),
    });
    // The loader's free names (document, window) are this test's.
    new Function('document', 'window', hydrationLoader)(doc, win);
  }

  beforeEach(() => {
    vi.useFakeTimers();
    // The inserted scripts are not fetched here; happy-dom reports them as loaded instead of logging errors.
    (
      window as unknown as { happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: boolean } } }
    ).happyDOM.settings.handleDisabledFileLoadingAsSuccess = true;
    HTMLImageElement.prototype.decode = function () {
      return new Promise<void>((resolve, reject) => decodes.push({ resolve, reject }));
    };
    startLoader({ paintTiming: true });
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('inserts the scripts, async and in order, once the page has painted, parsed and decoded its priority picture', async () => {
    paint('first-paint');
    doc.dispatchEvent(new Event('DOMContentLoaded'));
    await settle();
    // A paint that is not contentful does not count.
    expect(scriptsInHead()).toEqual([]);
    paint('first-contentful-paint');
    await settle();
    // Only the priority picture is waited for.
    expect(decodes).toHaveLength(1);
    expect(scriptsInHead()).toEqual([]);
    decodes[0]!.resolve();
    await settle();
    expect(scriptsInHead()).toEqual(['/_next/static/chunks/a.js', '/_next/static/chunks/b.js']);
    expect([...doc.head.querySelectorAll('script[src]')].every((s) => (s as HTMLScriptElement).async)).toBe(true);
    expect(doc.head.querySelector('link[rel="preload"][as="script"]')?.getAttribute('href')).toBe('/p.js');
  });

  it('waits for the end of parsing as well as the paint', async () => {
    paint('first-contentful-paint');
    await settle();
    expect(decodes).toHaveLength(0);
    doc.dispatchEvent(new Event('DOMContentLoaded'));
    decodes[0]!.resolve();
    await settle();
    expect(scriptsInHead()).toHaveLength(2);
  });

  it('is not held back by a priority picture that fails', async () => {
    paint('first-contentful-paint');
    doc.dispatchEvent(new Event('DOMContentLoaded'));
    decodes[0]!.reject();
    await settle();
    expect(scriptsInHead()).toHaveLength(2);
  });

  it('starts at the load event in a tab opened in the background, and inserts the scripts only once', async () => {
    Object.defineProperty(doc, 'visibilityState', { value: 'hidden' });
    win.dispatchEvent(new Event('load'));
    expect(scriptsInHead()).toHaveLength(2);
    paint('first-contentful-paint');
    doc.dispatchEvent(new Event('DOMContentLoaded'));
    decodes[0]!.resolve();
    await settle();
    expect(scriptsInHead()).toHaveLength(2);
  });

  it('in a visible tab, waits for the first paint even when load comes first (a busy phone)', async () => {
    Object.defineProperty(doc, 'visibilityState', { value: 'visible' });
    doc.dispatchEvent(new Event('DOMContentLoaded'));
    win.dispatchEvent(new Event('load'));
    await settle();
    expect(scriptsInHead()).toEqual([]);
    paint('first-contentful-paint');
    decodes[0]!.resolve();
    await settle();
    expect(scriptsInHead()).toHaveLength(2);
  });

  it('in a browser without paint timing, waits for parsing and the priority pictures alone', async () => {
    startLoader({ paintTiming: false });
    doc.dispatchEvent(new Event('DOMContentLoaded'));
    decodes[0]!.resolve();
    await settle();
    expect(scriptsInHead()).toEqual(['/_next/static/chunks/a.js', '/_next/static/chunks/b.js']);
  });
});
