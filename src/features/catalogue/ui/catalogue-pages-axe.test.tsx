import axe from 'axe-core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { getCatalogueRoutes, type CatalogueRoute } from '@/content/catalogue-routes';
import { getPumpModelsForProduct } from '@/content/pump-models';
import { CataloguePage } from './catalogue-page';
import { wcagTags } from '../../../../tests/support/wcag-tags';
import type { ReactNode } from 'react';

/** The pages without the selector's duty island: the charts as the server renders them. */
const Passthrough = ({ children }: { children: ReactNode }) => <>{children}</>;

/**
 * Accessibility of every product page's content (WCAG 2.2 A and AA rules of axe-core) on its server
 * render, the HTML every visitor gets before any script runs (all catalogue pages are prerendered).
 * The browser tests scan one page of each of the four catalogue templates, whole and with the site's
 * CSS (tests/e2e/a11y.spec.ts); this covers the content of the other 49 in a fraction of the time.
 */

const routes = getCatalogueRoutes();

/** The page at `route` rendered to HTML and put in the document's `<main>`, as the layout places it. */
function showPage(route: CatalogueRoute): HTMLElement {
  document.documentElement.lang = 'en';
  const main = document.createElement('main');
  main.innerHTML = renderToStaticMarkup(<CataloguePage path={route.path} dutyFromUrl={Passthrough} />);
  document.body.replaceChildren(main);
  return main;
}

/**
 * axe-core's rules that need a layout engine or the site's CSS, which happy-dom lacks (it computes no
 * boxes and loads no stylesheet): contrast, the link-in-text cue, target size, and whether a scrolling
 * table is reachable. They depend on the template's CSS, not on a page's content, and are run in
 * Chromium on one page of each template at 1440 and 360 px (tests/e2e/a11y.spec.ts).
 */
const layoutRules = ['color-contrast', 'link-in-text-block', 'target-size', 'scrollable-region-focusable'];

/** Runs axe-core's WCAG A and AA rules, but those that need layout, over `context`; one line per failing element. */
async function violationsIn(context: HTMLElement): Promise<string[]> {
  const { violations } = await axe.run(context, {
    runOnly: { type: 'tag', values: wcagTags },
    rules: Object.fromEntries(layoutRules.map((rule) => [rule, { enabled: false }])),
    resultTypes: ['violations'],
  });
  return violations.flatMap((v) => v.nodes.map((node) => `${v.id}: ${v.help}\n    ${node.html.slice(0, 160)}`));
}

// A scan takes about a second, the first several while axe-core and happy-dom warm up on a busy machine;
// a run cut off by the time limit would leave axe running and fail the next test with "already running".
describe(
  'every catalogue page as the server renders it passes axe-core (WCAG 2.2 A and AA)',
  { timeout: 60_000 },
  () => {
    it.each(routes.map((r) => [r.path, r] as const))('%s', async (_, route) => {
      const found = await violationsIn(showPage(route));
      expect(found, `${found.length} axe violation(s) on ${route.path}:\n${found.join('\n')}`).toEqual([]);
    });

    it('finds what it looks for: a picture without alt text and an empty link', async () => {
      const route = routes.find((r) => r.kind === 'detail' && getPumpModelsForProduct(r.product.id).length > 0)!;
      const main = showPage(route);
      main.querySelector('img[alt]')!.removeAttribute('alt');
      main.querySelector('a[href]')!.textContent = '';
      const found = await violationsIn(main);
      expect(found.map((line) => line.split(':')[0])).toEqual(expect.arrayContaining(['image-alt', 'link-name']));
    });
  },
);
