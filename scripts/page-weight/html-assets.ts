import { deferredHydrationScripts } from '../../server/hydration-scripts';
import { htmlElements } from '../../src/lib/http/html-elements';

/**
 * What a prerendered Next.js page makes a modern browser load on arrival: the JavaScript and CSS
 * named by its tags and by the React Server Components payload inlined in it. The HTML is read with
 * htmlparser2 (src/lib/http/html-elements.ts), as the CSP manifest reads it.
 */

/** Assets of one page. */
export interface PageAssets {
  /** Script URLs a modern browser loads (async/defer/blocking scripts, script preloads, chunks of the inline payload, the hydration scripts a rewritten page inserts after its first paint); `noModule` scripts excluded. */
  scripts: string[];
  /** Stylesheet URLs (link rel=stylesheet and CSS chunks of the payload). */
  stylesheets: string[];
  /** Text of every inline `<style>` element, concatenated. */
  inlineCss: string;
  /** Text of the inline RSC payload scripts (`self.__next_f.push(...)`), concatenated. */
  inlinePayload: string;
}

/**
 * The assets a page's HTML makes a modern browser fetch before it is interactive.
 * Chunk paths in the inline payload count too: the client runtime loads them during hydration, even
 * when (as in Next.js 16) they are also listed as script tags, so the union is taken without duplicates.
 */
export function pageAssets(html: string): PageAssets {
  const js = new Set<string>();
  const css = new Set<string>();
  const noModule = new Set<string>();
  let inlinePayload = '';

  const elements = htmlElements(html, ['script', 'link', 'style']);
  for (const { attributes, text } of elements.filter((e) => e.name === 'script')) {
    const src = attributes.src;
    if (src) {
      // Legacy-browser polyfills: modern browsers skip `nomodule` scripts entirely.
      if ('nomodule' in attributes) noModule.add(src);
      else js.add(src);
    } else if (text.includes('self.__next_f')) {
      inlinePayload += text;
    }
  }
  for (const { attributes } of elements.filter((e) => e.name === 'link')) {
    const rel = (attributes.rel ?? '').toLowerCase().split(/\s+/);
    const href = attributes.href;
    if (!href) continue;
    if (rel.includes('stylesheet')) css.add(href);
    else if ((rel.includes('preload') && attributes.as === 'script') || rel.includes('modulepreload')) js.add(href);
    else if (rel.includes('preload') && attributes.as === 'style') css.add(href);
  }
  // The payload escapes quotes (\"), so match the path itself.
  for (const m of inlinePayload.matchAll(/\/_next\/static\/[A-Za-z0-9_.~\-/]+\.(js|css)/g)) {
    (m[1] === 'css' ? css : js).add(m[0]);
  }
  // Hydration scripts a prerendered page loads after its first paint (decision 0031) load all the same.
  const deferred = deferredHydrationScripts(html);
  for (const src of [...(deferred?.scripts ?? []), ...(deferred?.preloads ?? [])]) js.add(src);
  for (const src of noModule) js.delete(src);

  const inlineCss = elements
    .filter((e) => e.name === 'style')
    .map((e) => e.text)
    .join('');
  return { scripts: [...js], stylesheets: [...css], inlineCss, inlinePayload };
}
