/**
 * Hydration scripts fetched after the first paint (docs/decisions/0031-hydration-scripts-after-the-first-paint.md):
 * the rewrite of one document and the inline loader it adds. Used at `postbuild` on every prerendered
 * page (`scripts/defer-hydration-scripts.ts`) and by `npm start` on the pages it renders per request
 * (`server/rendered-page-scripts.ts`).
 *
 * Next.js writes the scripts of a page as `<script src async>` (in its `<head>`, and its entry script
 * in the `<body>`, with a preload in the `<head>`), so a phone fetches
 * them (141 KB Brotli on the home page) at the same moment as the style sheet, the font and the
 * banner picture, and shares its bandwidth between them. The rewrite puts their URLs in a JSON data
 * block and adds one small inline script ({@link hydrationLoader}) that inserts the same scripts
 * once the page has painted its first content, finished parsing and decoded its priority pictures
 * (`<img fetchpriority="high">`, the Largest Contentful Paint of every template with a banner), or at
 * the window's `load` event in a tab opened in the background. Until then the page is its server HTML, which
 * works without JavaScript (links, forms, the tools' GET forms).
 */
import { htmlElements, scriptAndLinkElements, type HtmlElement } from '../src/lib/http/html-elements';

/** `id` of the JSON data block that lists a rewritten page's scripts (read by the loader and the page-weight gate). */
export const hydrationScriptsId = 'kavex-hydration-scripts';

/** Contents of the JSON data block: the page's scripts to run and its scripts to preload, site paths. */
export interface HydrationScripts {
  /** Scripts Next.js wrote as `<script src async>` (head and body), in document order. */
  scripts: string[];
  /** Scripts Next.js only preloaded (`<link rel="preload" as="script">`), for its runtime to run later. */
  preloads: string[];
}

/**
 * The inline loader, the same text on every page (so one CSP hash). ES5, no dependency. It waits for
 * three things: the `first-contentful-paint` entry, the end of parsing (`DOMContentLoaded`, so every
 * priority picture is known), and the decoding of each `img[fetchpriority="high"]` (a failed picture
 * does not hold it back); then lets one frame be painted and inserts the preloads and the scripts. A
 * browser without paint timing waits for parsing and the pictures alone. A tab opened in the
 * background paints nothing until it is shown, so there the window's `load` event starts them; in a
 * visible tab `load` can come before the first paint on a busy phone, and does not.
 */
export const hydrationLoader =
  '(function(d,w){' +
  `var j=JSON.parse(d.getElementById(${JSON.stringify(hydrationScriptsId)}).textContent),s=0,p=0,r=0,P=w.PerformanceObserver;` +
  // start: the preloads, then the scripts, once.
  'function go(){if(s)return;s=1;' +
  'j.preloads.forEach(function(u){var e=d.createElement("link");e.rel="preload";e.as="script";e.href=u;d.head.appendChild(e)});' +
  'j.scripts.forEach(function(u){var e=d.createElement("script");e.src=u;e.async=!0;d.head.appendChild(e)})}' +
  // painted and parsed: decode the priority pictures, let a frame be painted, start.
  'function ready(){p&&r&&Promise.all([].map.call(d.querySelectorAll(\'img[fetchpriority="high"]\'),' +
  'function(i){return i.decode().catch(function(){})})).then(function(){' +
  'w.requestAnimationFrame(function(){w.setTimeout(go,0)})})}' +
  'if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0)' +
  'new P(function(l,o){l.getEntriesByName("first-contentful-paint").length&&(o.disconnect(),p=1,ready())})' +
  '.observe({type:"paint",buffered:!0});else p=1;' +
  'd.addEventListener("DOMContentLoaded",function(){r=1;ready()});' +
  'w.addEventListener("load",function(){d.visibilityState=="hidden"&&go()})' +
  '})(document,window)';

/** A `<script src>` Next.js writes for hydration: a file of the build, `async`, run as a classic script. */
function isHydrationScript(element: HtmlElement): boolean {
  const { src, type } = element.attributes;
  return (
    element.name === 'script' &&
    src !== undefined &&
    src.startsWith('/_next/static/') &&
    'async' in element.attributes &&
    !('nomodule' in element.attributes) &&
    (type === undefined || type === '' || type === 'text/javascript')
  );
}

/** A `<link rel="preload" as="script">` of a file of the build. */
function isScriptPreload(element: HtmlElement): boolean {
  const { rel, as, href } = element.attributes;
  return (
    element.name === 'link' &&
    (rel ?? '').toLowerCase().split(/\s+/).includes('preload') &&
    as === 'script' &&
    href !== undefined &&
    href.startsWith('/_next/static/')
  );
}

/**
 * Rewrites one prerendered page: its hydration scripts and script preloads are taken out (those of
 * the `<head>`, and the entry script Next.js 16 writes in the `<body>` after its inline Turbopack
 * bootstrap), and where the first of them stood go the JSON data block ({@link hydrationScriptsId})
 * and the loader ({@link hydrationLoader}). The loader inserts them after `DOMContentLoaded`, so the
 * entry script still runs after the inline bootstrap, as it did when the parser reached it.
 * Everything else, the inline payload and the `nomodule` polyfills included, is left byte for byte.
 * On a page rendered per request the loader gets the nonce of the scripts it replaces.
 * @param html a document as Next.js wrote it (prerendered, or rendered per request)
 * @param parsed the document's `script` and `link` elements (`scriptAndLinkElements(html)`), when the
 *   caller has read them already: the document is then not read again (a tool page is 80–200 KB,
 *   about 0.7 ms per reading)
 * @returns the rewritten document, what moved into the data block and the rewritten document's
 *   `script` and `link` elements (what `scriptAndLinkElements` reads from it, without reading it again); `undefined`
 *   when the page has no hydration script or was rewritten already
 */
export function deferHydrationScripts(
  html: string,
  parsed: readonly HtmlElement[] = scriptAndLinkElements(html),
): { html: string; moved: HydrationScripts; elements: HtmlElement[] } | undefined {
  if (parsed.some((e) => e.attributes.id === hydrationScriptsId)) return undefined;
  const moving = parsed.filter((e) => isHydrationScript(e) || isScriptPreload(e));
  const scripts = moving.filter(isHydrationScript).map((e) => e.attributes.src!);
  if (scripts.length === 0) return undefined;
  const moved: HydrationScripts = { scripts, preloads: moving.filter(isScriptPreload).map((e) => e.attributes.href!) };
  // `<` escaped, so no path can close the data block early.
  const data = JSON.stringify(moved).replace(/</g, '\\u003c');
  // A page rendered per request allows its inline scripts by nonce, which Next.js puts on each of
  // its scripts: the loader carries the same one (base64 only, so it cannot break out of the tag).
  const nonce = moving.map((e) => e.attributes.nonce).find((n) => n !== undefined && /^[\w+/=-]+$/.test(n));
  const dataTag = `<script type="application/json" id="${hydrationScriptsId}">${data}</script>`;
  const loaderTag = `<script${nonce ? ` nonce="${nonce}"` : ''}>${hydrationLoader}</script>`;
  const isMoving = new Set(moving);
  const elements: HtmlElement[] = [];
  let out = '';
  let at = 0;
  for (const element of parsed) {
    if (!isMoving.has(element)) {
      // Scripts and links hold no elements, so nothing kept lies inside a moved one: it only shifts.
      const shift = out.length - at;
      elements.push({ ...element, start: element.start + shift, end: element.end + shift });
      continue;
    }
    out += html.slice(at, element.start);
    if (element === moving[0]) {
      const dataAt = out.length;
      const loaderAt = dataAt + dataTag.length;
      elements.push(
        {
          name: 'script',
          attributes: { type: 'application/json', id: hydrationScriptsId },
          text: data,
          start: dataAt,
          end: loaderAt,
        },
        {
          name: 'script',
          attributes: nonce ? { nonce } : {},
          text: hydrationLoader,
          start: loaderAt,
          end: loaderAt + loaderTag.length,
        },
      );
      out += dataTag + loaderTag;
    }
    at = element.end;
  }
  return { html: out + html.slice(at), moved, elements };
}

/**
 * The hydration scripts a rewritten page loads, from its data block: what a browser fetches before
 * the page is interactive (the page-weight gate counts them).
 * @param html a document
 * @returns the scripts and preloads listed, or `undefined` when the page has no data block
 * @throws SyntaxError when the data block is not JSON
 */
export function deferredHydrationScripts(html: string): HydrationScripts | undefined {
  const block = htmlElements(html, ['script']).find((e) => e.attributes.id === hydrationScriptsId);
  return block ? (JSON.parse(block.text) as HydrationScripts) : undefined;
}
