import fs from 'node:fs';
import path from 'node:path';
import { within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { getCatalogueRoutes, productPath, staticPageId, type CatalogueRoute } from '@/content/catalogue-routes';
import { getProductsInCategory } from '@/content/catalogue';
import { getIndustries } from '@/content/resources';
import { getPumpModelsForProduct, modelAnchor, modelId } from '@/content/pump-models';
import { figureKey, performanceFigures } from './format';
import { CataloguePage } from './catalogue-page';
import type { ReactNode } from 'react';

/** The pages without the selector's duty island: the charts as the server renders them. */
const Passthrough = ({ children }: { children: ReactNode }) => <>{children}</>;

/**
 * Every product route of SPEC 2.1 renders its real content (listing, detail and static pages), read
 * from the page component as the server renders it (every catalogue page is prerendered, so this is
 * the HTML a visitor, a crawler or a browser without JavaScript gets). axe-core scans the same renders
 * in catalogue-pages-axe.test.tsx. What needs a browser (layout at 360 and 1440 px, menus, carousels,
 * contrast) stays in tests/e2e for one page of each template.
 */

const routes = getCatalogueRoutes();

/** Text as a visitor reads it: runs of white space, no-break spaces included, as one space. */
const words = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

/** The page at `route` rendered to HTML and parsed (inert: a template's content loads nothing). */
function renderPage(route: CatalogueRoute): HTMLElement {
  const template = document.createElement('template');
  template.innerHTML = `<div>${renderToStaticMarkup(<CataloguePage path={route.path} dutyFromUrl={Passthrough} />)}</div>`;
  return template.content.firstElementChild as HTMLElement;
}

/** Text of each item of the page's breadcrumb trail. */
function crumbs(page: HTMLElement): string[] {
  const trail = page.querySelector('nav[aria-label="Breadcrumb"]');
  return [...(trail?.querySelectorAll('li') ?? [])].map((li) => words(li.textContent));
}

/** The page's one `<h1>`, as text. */
function heading(page: HTMLElement): string {
  const headings = page.querySelectorAll('h1');
  expect(headings).toHaveLength(1);
  return words(headings[0]!.textContent);
}

/** Text of the `<h2>`–`<h6>` headings of the page. */
function subheadings(page: HTMLElement): string[] {
  return [...page.querySelectorAll('h2, h3, h4, h5, h6')].map((h) => words(h.textContent));
}

/** The model rows of the page: the text of each anchored row's header cell, by anchor. */
function modelRows(page: HTMLElement, product: string): [string, string | undefined][] {
  return getPumpModelsForProduct(product).map((model) => [
    words(model.model),
    words(page.querySelector(`tr#${modelAnchor(model.model)} th`)?.textContent),
  ]);
}

/** Texts of the elements that hold text of their own (a visitor's "line" of text), white space folded. */
function ownTexts(page: HTMLElement): string[] {
  return [...page.querySelectorAll('*')]
    .filter((el) => [...el.childNodes].some((node) => node.nodeType === 3 && node.textContent!.trim()))
    .map((el) => words(el.textContent));
}

/** The section named by the heading with text `name` (`aria-labelledby`), or null when there is none. */
function region(page: HTMLElement, name: string): HTMLElement | null {
  const title = [...page.querySelectorAll('h2, h3')].find((h) => words(h.textContent) === name);
  return title?.id ? page.querySelector<HTMLElement>(`section[aria-labelledby="${title.id}"]`) : null;
}

const frequency = (hz: string) => (hz === '50hz' ? '50 HZ' : '60 HZ');

describe('listing pages (SPEC 2.8)', () => {
  it.each(routes.filter((r) => r.kind === 'listing').map((r) => [r.path, r] as const))(
    '%s lists its products',
    (_, route) => {
      if (route.kind !== 'listing') return;
      const page = renderPage(route);
      expect(heading(page)).toBe(words(route.title));
      expect(crumbs(page)).toEqual(['Home', frequency(route.hz), words(route.title)]);
      const grid = page.querySelector('[data-testid="product-grid"]')!;
      const expected = getProductsInCategory(route.hz, route.category.category).map((p) => productPath(p));
      expect([...grid.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(expected);
      // The frequency's catalogue opens in a new tab and is a PDF the site serves.
      const brochure = within(page).getByRole('link', { name: /All Products Catalogue/ });
      expect(brochure).toHaveAttribute('target', '_blank');
      const href = brochure.getAttribute('href')!;
      expect(href).toMatch(/\.pdf$/);
      expect(fs.existsSync(path.join('public', decodeURI(href))), `${href} is in public/`).toBe(true);
      // Under its Applications heading the panel lists the industries the home page tiles name (SPEC 2.8).
      const applications = within(page.querySelector('aside')!).getByRole('heading', { name: 'Applications' });
      const listed = [...applications.nextElementSibling!.querySelectorAll('li')].map((li) => li.textContent);
      expect(listed).toEqual(getIndustries().map((industry) => industry.name));
    },
  );
});

describe('detail pages (SPEC 2.9)', () => {
  it.each(routes.filter((r) => r.kind === 'detail').map((r) => [r.path, r] as const))(
    '%s shows the product',
    (_, route) => {
      if (route.kind !== 'detail') return;
      const { product } = route;
      const page = renderPage(route);
      expect(heading(page)).toBe(words(product.title));
      expect(crumbs(page)).toEqual(['Home', frequency(route.hz), words(route.category.title), words(product.title)]);
      const trail = page.querySelector('nav[aria-label="Breadcrumb"]')!;
      expect(within(trail as HTMLElement).getByRole('link', { name: route.category.title })).toHaveAttribute(
        'href',
        route.path.slice(0, route.path.lastIndexOf('/')),
      );
      expect(ownTexts(page)).toContain(`Series ${product.series}`);
      const captions = [...page.querySelectorAll('table > caption')].map((c) => words(c.textContent));
      for (const table of [product.specifications, product.materials, product.liquids])
        if (table) expect(captions).toContain(words(table.caption));
      // The model table comes from the engineering data, one anchored row per model.
      for (const [model, row] of modelRows(page, product.id)) expect(row, model).toBe(model);

      // A product with model data shows its performance chart (server-rendered SVG) instead of the picture.
      const titles = subheadings(page);
      const withModels = getPumpModelsForProduct(product.id).length > 0;
      expect(titles.filter((t) => t === 'Performance curves')).toHaveLength(withModels ? 1 : 0);
      if (withModels) expect(page.querySelector('figure svg[role="img"] path[data-series]')).not.toBeNull();
      else expect(titles.filter((t) => t === 'Family curve')).toHaveLength(product.familyCurve ? 1 : 0);
      expect(titles.filter((t) => t === 'Applications')).toHaveLength(product.applications.length ? 1 : 0);
      // Nothing on a product page says its figures are samples: the footer says it once for the site.
      expect(page.textContent).not.toMatch(/illustrative|Note:/i);

      const siblings = getProductsInCategory(product.hz, product.category).filter((p) => p.id !== product.id);
      const related = region(page, 'Related Products');
      if (siblings.length === 0) {
        expect(related).toBeNull();
        return;
      }
      const hrefs = [...related!.querySelectorAll('a')].map((a) => a.getAttribute('href'));
      expect(new Set(hrefs)).toEqual(new Set(siblings.map((p) => productPath(p))));
      expect(hrefs).not.toContain(route.path);
    },
  );
});

describe('static product pages (SPEC 2.10)', () => {
  it.each(routes.filter((r) => r.kind === 'static' || r.kind === 'placeholder').map((r) => [r.path, r] as const))(
    '%s shows its content',
    (_, route) => {
      const page = renderPage(route);
      expect(heading(page)).toBe(words(route.title));
      if (route.kind !== 'static') {
        // The split-case placeholder lists the range's products instead.
        expect(page.querySelectorAll('[data-testid="product-grid"] a').length).toBeGreaterThan(0);
        return;
      }
      const titles = subheadings(page);
      const shown = new Set(performanceFigures(route.page.performance).map((f) => figureKey(f.label)));
      for (const block of route.page.blocks) {
        if (block.type === 'models') {
          const rows = modelRows(page, staticPageId(route.page));
          expect(rows.length, 'the page has model data').toBeGreaterThan(0);
          for (const [model, row] of rows) expect(row, model).toBe(model);
          continue;
        }
        // A figures block leaves out what the key figures already show; one left empty is not drawn.
        if (block.type === 'figures' && block.items.every((item) => shown.has(figureKey(item.label)))) continue;
        expect(titles).toContain(words(block.type === 'table' ? block.table.caption : block.title));
      }
    },
  );

  it("prints each figure once, in the site's number format", () => {
    const route = routes.find((r) => r.path === '/products/50HZ/split-case-pumps/Horizontal-Split-Case-Pumps')!;
    const page = renderPage(route);
    const figures = page.querySelector('[aria-label="Key figures"]')!;
    expect(figures.textContent).toContain('16,236 m³/h');
    expect(page.textContent).not.toContain('22 - 16236 m³/h');
    expect(page.textContent!.match(/16,236\s*m³\/h/g)).toHaveLength(1);
  });
});

describe('product actions', () => {
  it('a product page offers the quote for its category, the duty-point search and the brochure', () => {
    const route = routes.find((r) => r.path === '/products/50HZ/submersible-pumps/4-inch-ks-50hz-submersible-pump')!;
    const panel = within(renderPage(route).querySelector<HTMLElement>('[data-testid="product-actions"]')!);
    expect(panel.getByRole('link', { name: 'Request a quote for this pump' })).toHaveAttribute(
      'href',
      '/contact-us?hz=50&category=SUBMERSIBLE+PUMPS#contact-form-card',
    );
    // Several models: the panel points to the table, whose rows quote their own model.
    expect(panel.getByRole('link', { name: 'pick it in the model table' })).toHaveAttribute('href', '#models');
    expect(panel.getByRole('link', { name: 'Find by duty point' })).toHaveAttribute(
      'href',
      '/pump-selector?hz=50&category=submersible-pumps',
    );
    expect(panel.getAllByRole('link', { name: /brochure \(PDF\)/ })[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/\.pdf$/),
    );
  });
});

describe('model rows (issue 49, item 2)', () => {
  it('each model code links its web datasheet, in the sticky first column, and its row a quote that names the model', () => {
    const route = routes.find((r) => r.path === '/products/50HZ/submersible-pumps/4-inch-ks-50hz-submersible-pump')!;
    const page = renderPage(route);
    expect(page.querySelector('#models')).not.toBeNull();
    const models = getPumpModelsForProduct('4-inch-ks-50hz-submersible-pump');
    expect(models.length).toBeGreaterThan(1);
    for (const model of models) {
      const row = within(page.querySelector<HTMLElement>(`tr#${modelAnchor(model.model)}`)!);
      expect(row.getByRole('link', { name: model.model })).toHaveAttribute(
        'href',
        `/pump-selector/datasheet/${modelId(model)}`,
      );
      const quote = new URL(row.getByRole('link', { name: 'Quote' }).getAttribute('href')!, 'https://example.com');
      expect(quote.pathname).toBe('/contact-us');
      expect(quote.searchParams.get('model')).toBe(model.model);
      expect(quote.searchParams.get('hz')).toBe('50');
      expect(quote.searchParams.get('category')).toBe('SUBMERSIBLE PUMPS');
    }
  });
});
