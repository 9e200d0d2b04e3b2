import { gzipSync } from 'node:zlib';
import { Parser } from 'htmlparser2';

/** What React hydrates on one page and what the page carries for it, read from its HTML. */
export interface HydrationFigures {
  /** Elements of `<body>` React walks on hydration: all but scripts and what sits inside a `[data-static-html]` wrapper. */
  hydrated: number;
  /** Elements inside `[data-static-html]` wrappers (server HTML React does not hydrate). */
  static: number;
  /** The RSC payload (the strings of the inline `self.__next_f.push([1, "…"])` scripts), bytes. */
  payloadBytes: number;
  /** The same payload, gzip (level 9), bytes: what it adds to the transfer, roughly. */
  payloadGzipBytes: number;
}

/**
 * Counts, in a page's server HTML, the elements React hydrates and those it does not. React hydrates
 * every element the App Router renders but not the children of one rendered with
 * `dangerouslySetInnerHTML` (a wrapper marked `data-static-html` is counted apart: none since decision
 * 0022 reverted StaticHtml). Scripts are left out
 * (Next.js writes its payload scripts beside React's tree, and React skips them while hydrating).
 * Unlike a trace this depends only on the build, not on the machine's load.
 * @param html a page's document as the server sends it
 */
export function hydrationFigures(html: string): HydrationFigures {
  let inBody = false;
  /** Depth inside the current static wrapper (0: outside). */
  let staticDepth = 0;
  let hydrated = 0;
  let staticCount = 0;
  let payload = '';
  let scriptText: string | null = null;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'body') inBody = true;
        if (name === 'script') scriptText = '';
        if (!inBody || name === 'script' || name === 'body') return;
        if (staticDepth > 0) {
          staticDepth++;
          staticCount++;
          return;
        }
        hydrated++;
        if ('data-static-html' in attributes) staticDepth = 1;
      },
      ontext(text) {
        if (scriptText !== null) scriptText += text;
      },
      onclosetag(name) {
        if (name === 'script') {
          payload += payloadOf(scriptText ?? '');
          scriptText = null;
          return;
        }
        if (staticDepth > 0) staticDepth--;
      },
    },
    { decodeEntities: false, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.end(html);
  return {
    hydrated,
    static: staticCount,
    payloadBytes: Buffer.byteLength(payload),
    payloadGzipBytes: payload ? gzipSync(payload, { level: 9 }).length : 0,
  };
}

/** The string a `self.__next_f.push([1,"…"])` script adds to the RSC payload ('' for other scripts). */
function payloadOf(script: string): string {
  const match = /^self\.__next_f\.push\((\[1,".*"\])\)$/s.exec(script.trim());
  if (!match) return '';
  return (JSON.parse(match[1]!) as [number, string])[1];
}
