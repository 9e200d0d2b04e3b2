import type { ReactNode } from 'react';
import { staticMarkup } from './static-markup';

/**
 * Server HTML that React does not hydrate (issue 26, docs/decisions/0022). React hydrates every
 * element the App Router renders, but not the children of an element rendered with
 * `dangerouslySetInnerHTML`: the subtree is written to HTML on the server ({@link staticMarkup}) and
 * travels once, as that HTML, in the page and in the RSC payload, instead of as elements React walks
 * and matches to the DOM on a phone's main thread.
 *
 * Only for the site's own content: tables, article bodies and texts from `content/` and
 * `siteConfig`, never anything from the request (query, form, cookies, headers). The children are
 * trusted as HTML; React escapes their text here as it always does, but a string passed through
 * `dangerouslySetInnerHTML` inside them would not be. `static-html-call-sites.test.ts` holds every
 * place that uses it to that rule. Inside, nothing interactive: no client component, no event
 * handler, no form control (staticMarkup throws at build time); links are plain `<a>`, so Next's
 * `<Link>` prefetch and client-side navigation do not apply to them.
 *
 * The wrapper is a `div` with `display: contents` by default, so the page's grid and spacing see the
 * children as before; `data-static-html` marks it for tests and the hydration bench.
 * @param className classes of the wrapper, replacing `contents` (e.g. `min-w-0` in a grid)
 */
export function StaticHtml({ children, className = 'contents' }: { children: ReactNode; className?: string }) {
  return <div data-static-html="" className={className} dangerouslySetInnerHTML={{ __html: staticMarkup(children) }} />;
}
