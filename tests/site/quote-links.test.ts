import { Window } from 'happy-dom';
import { describe, expect, test } from 'vitest';
import { getPumpModelsForProduct, modelAnchor, modelId } from '../../src/content/pump-models';
import { request } from './site';

/**
 * Issue 49, item 2, as the production server sends it: a quote from a product page keeps the
 * product. Each model row of a product page links the model's web datasheet and a quote naming the
 * model; the web datasheet, rendered per request, offers its quote before its chart (near its top on
 * a phone). Read over HTTP with no browser; the browser journey is tests/e2e/journeys.spec.ts.
 */

const productPath = '/products/50HZ/submersible-pumps/4-inch-ks-50hz-submersible-pump';

/** The page at `path` as a document (parsed, inert: nothing in it runs). */
async function page(path: string): Promise<Document> {
  const response = await request(path);
  expect(response.status, path).toBe(200);
  const window = new Window({ url: 'http://site.test' });
  return new window.DOMParser().parseFromString(await response.text(), 'text/html') as unknown as Document;
}

describe('quote links keep the model (issue 49, item 2)', () => {
  test('each model row of a product page links its web datasheet and a quote for that model', async () => {
    const doc = await page(productPath);
    const models = getPumpModelsForProduct('4-inch-ks-50hz-submersible-pump');
    expect(models.length).toBeGreaterThan(1);
    expect(doc.querySelector('[data-testid="product-actions"] a[href="#models"]')).not.toBeNull();
    for (const model of models) {
      const row = doc.getElementById(modelAnchor(model.model));
      expect(row, model.model).not.toBeNull();
      const hrefs = [...row!.querySelectorAll('a')].map((a) => a.getAttribute('href')!);
      expect(hrefs).toContain(`/pump-selector/datasheet/${modelId(model)}`);
      const quote = hrefs
        .map((href) => new URL(href, 'http://site.test'))
        .find((url) => url.pathname === '/contact-us');
      expect(quote?.searchParams.get('model'), model.model).toBe(model.model);
      expect(quote?.searchParams.get('hz')).toBe('50');
    }
  });

  test("the web datasheet a row links answers, with its model's quote before the chart", async () => {
    const [model] = getPumpModelsForProduct('4-inch-ks-50hz-submersible-pump');
    const doc = await page(`/pump-selector/datasheet/${modelId(model!)}`);
    const quote = [...doc.querySelectorAll('a')].find((a) => a.textContent === 'Request a quote for this pump');
    expect(quote).toBeDefined();
    const url = new URL(quote!.getAttribute('href')!, 'http://site.test');
    expect(url.pathname).toBe('/contact-us');
    expect(url.searchParams.get('model')).toBe(model!.model);
    const chart = doc.querySelector('figure');
    expect(chart).not.toBeNull();
    // DOCUMENT_POSITION_FOLLOWING (4): the chart comes after the quote button.
    expect(quote!.compareDocumentPosition(chart!) & 4).toBe(4);
    expect((await request(`${url.pathname}${url.search}`)).status).toBe(200);
  });
});
