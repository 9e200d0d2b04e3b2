/**
 * What a prerendered Next.js page makes a modern browser load on arrival: the JavaScript and CSS
 * named by its tags and by the React Server Components payload inlined in it. Parsing is by regular
 * expression on purpose: the input is Next.js's own serialiser output (double-quoted attributes, no
 * comments around tags), and a dependency-free parser keeps `npm test` fast.
 */

/** Assets of one page. */
export interface PageAssets {
  /** Script URLs a modern browser loads (async/defer/blocking scripts, script preloads, chunks of the inline payload); `noModule` scripts excluded. */
  scripts: string[];
  /** Stylesheet URLs (link rel=stylesheet and CSS chunks of the payload). */
  stylesheets: string[];
  /** Text of every inline `<style>` element, concatenated. */
  inlineCss: string;
  /** Text of the inline RSC payload scripts (`self.__next_f.push(...)`), concatenated. */
  inlinePayload: string;
}

/** Attributes of one start tag, names lower-cased; boolean attributes map to ''. */
export function parseAttributes(tag: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  const body = tag.replace(/^<[a-zA-Z0-9-]+/, '').replace(/\/?>$/, '');
  for (const match of body.matchAll(/([^\s"'=<>`/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g)) {
    const name = match[1]!.toLowerCase();
    attributes[name] = decodeEntities(match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attributes;
}

function decodeEntities(value: string): string {
  return value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

/** Every `<script>` element: its start-tag attributes and its inline text. */
function scripts(html: string): { attributes: Record<string, string>; text: string }[] {
  return [...html.matchAll(/(<script\b[^>]*>)([\s\S]*?)<\/script>/gi)].map((m) => ({
    attributes: parseAttributes(m[1]!),
    text: m[2]!,
  }));
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

  for (const { attributes, text } of scripts(html)) {
    const src = attributes.src;
    if (src) {
      // Legacy-browser polyfills: modern browsers skip `nomodule` scripts entirely.
      if ('nomodule' in attributes) noModule.add(src);
      else js.add(src);
    } else if (text.includes('self.__next_f')) {
      inlinePayload += text;
    }
  }
  for (const m of html.matchAll(/<link\b[^>]*>/gi)) {
    const attributes = parseAttributes(m[0]);
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
  for (const src of noModule) js.delete(src);

  const inlineCss = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((m) => m[1]).join('');
  return { scripts: [...js], stylesheets: [...css], inlineCss, inlinePayload };
}
