import { expect, test } from '@playwright/test';
import { getCatalogueRoutes, productPath, staticPageId } from '../../src/content/catalogue-routes';
import { getPumpModelsForProduct, modelAnchor } from '../../src/content/pump-models';
import { getProductsInCategory } from '../../src/content/catalogue';
import { figureKey, performanceFigures } from '../../src/features/catalogue/format';

/**
 * Every product route of SPEC 2.1 serves its real content (listing, detail and static pages),
 * and unknown paths or ids answer 404 with 'Page Not Found', the site search and the main destinations.
 */
const routes = getCatalogueRoutes();

// Every catalogue page is prerendered, so its content must be there before any script runs: these
// checks read the server's HTML with JavaScript off (as a crawler or a visitor on a failed script
// download sees it), which also spares two busy cores some seventy hydrations. Client behaviour of the
// same pages (menus, carousels) is covered by header.spec.ts, keyboard.spec.ts and a11y.spec.ts.
test.use({ javaScriptEnabled: false });

test.describe('listing pages (SPEC 2.8)', () => {
  for (const route of routes.filter((r) => r.kind === 'listing')) {
    test(`${route.path} lists its products`, async ({ page }) => {
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.title);
      const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem');
      await expect(crumbs).toHaveText(['Home', route.hz === '50hz' ? '50 HZ' : '60 HZ', route.title]);
      const expected = getProductsInCategory(route.hz, route.category.category).map((p) => productPath(p));
      const hrefs = await page
        .getByTestId('product-grid')
        .getByRole('link')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(hrefs).toEqual(expected);
      const brochure = page.getByRole('link', { name: /All Products Catalogue/ });
      await expect(brochure).toHaveAttribute('target', '_blank');
      const pdf = await page.request.get((await brochure.getAttribute('href'))!);
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()['content-type']).toContain('application/pdf');
      await expect(page.getByRole('complementary').getByRole('heading', { name: 'Applications' })).toBeVisible();
    });
  }
});

test.describe('detail pages (SPEC 2.9)', () => {
  for (const route of routes.filter((r) => r.kind === 'detail')) {
    test(`${route.path} shows the product`, async ({ page }) => {
      if (route.kind !== 'detail') return;
      const { product } = route;
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.title);
      const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(breadcrumb.getByRole('listitem')).toHaveText([
        'Home',
        route.hz === '50hz' ? '50 HZ' : '60 HZ',
        route.category.title,
        product.title,
      ]);
      await expect(breadcrumb.getByRole('link', { name: route.category.title })).toHaveAttribute(
        'href',
        route.path.slice(0, route.path.lastIndexOf('/')),
      );
      await expect(page.getByText(`Series ${product.series}`, { exact: true })).toBeVisible();
      for (const table of [product.specifications, product.materials, product.liquids]) {
        if (table) await expect(page.getByRole('table', { name: table.caption })).toBeVisible();
      }
      // The model table comes from the engineering data, one anchored row per model.
      for (const model of getPumpModelsForProduct(product.id)) {
        await expect(page.locator(`tr#${modelAnchor(model.model)} th`)).toHaveText(model.model);
      }
      // A product with model data shows its performance chart (server-rendered SVG) instead of the picture.
      const withModels = getPumpModelsForProduct(product.id).length > 0;
      await expect(page.getByRole('heading', { name: 'Performance curves', exact: true })).toHaveCount(
        withModels ? 1 : 0,
      );
      if (withModels) await expect(page.locator('figure svg[role="img"] path[data-series]').first()).toBeAttached();
      else await expect(page.getByRole('heading', { name: 'Family curve' })).toHaveCount(product.familyCurve ? 1 : 0);
      await expect(page.getByRole('heading', { name: 'Applications', exact: true })).toHaveCount(
        product.applications.length ? 1 : 0,
      );

      const related = page.getByRole('region', { name: 'Related products' });
      const siblings = getProductsInCategory(product.hz, product.category).filter((p) => p.id !== product.id);
      if (siblings.length === 0) {
        await expect(related).toHaveCount(0);
        return;
      }
      const hrefs = await related.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(new Set(hrefs)).toEqual(new Set(siblings.map((p) => productPath(p))));
      expect(hrefs).not.toContain(route.path);
    });
  }
});

test.describe('static product pages (SPEC 2.10)', () => {
  for (const route of routes.filter((r) => r.kind === 'static' || r.kind === 'placeholder')) {
    test(`${route.path} shows its content`, async ({ page }) => {
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.title);
      if (route.kind === 'static') {
        for (const block of route.page.blocks) {
          if (block.type === 'models') {
            const models = getPumpModelsForProduct(staticPageId(route.page));
            expect(models.length, 'the page has model data').toBeGreaterThan(0);
            for (const model of models)
              await expect(page.locator(`tr#${modelAnchor(model.model)} th`)).toHaveText(model.model);
            continue;
          }
          if (block.type === 'figures') {
            // A figures block leaves out what the key figures already show; one left empty is not drawn.
            const shown = new Set(performanceFigures(route.page.performance).map((f) => figureKey(f.label)));
            if (block.items.every((item) => shown.has(figureKey(item.label)))) continue;
          }
          const name = block.type === 'table' ? block.table.caption : block.title;
          await expect(page.getByRole('heading', { name, exact: true }).first()).toBeVisible();
        }
      } else {
        await expect(page.getByTestId('product-grid').getByRole('link')).not.toHaveCount(0);
      }
    });
  }
});

test("a static product page prints each figure once, in the site's number format", async ({ page }) => {
  await page.goto('/products/50HZ/split-case-pumps/Horizontal-Split-Case-Pumps');
  const main = page.locator('main');
  await expect(main.getByLabel('Key figures')).toContainText('16,236 m³/h');
  await expect(main).not.toContainText('22 - 16236 m³/h');
  await expect(main.getByText('m³/h', { exact: false }).filter({ hasText: '16,236' })).toHaveCount(1);
});

test('a product page fills the column under its picture: quote, duty-point search and brochure', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/products/50HZ/submersible-pumps/4-inch-ks-50hz-submersible-pump');
  const panel = page.getByTestId('product-actions');
  const picture = page.getByRole('img', { name: '4 Inch KS Submersible Pump (50 Hz)' }).first();
  const [panelBox, pictureBox] = [await panel.boundingBox(), await picture.boundingBox()];
  expect(panelBox!.y).toBeGreaterThanOrEqual(pictureBox!.y + pictureBox!.height - 1);
  await expect(panel.getByRole('link', { name: 'Request a quote for this pump' })).toHaveAttribute(
    'href',
    '/contact-us?hz=50&category=SUBMERSIBLE+PUMPS#contact-form-card',
  );
  await expect(panel.getByRole('link', { name: 'Find by duty point' })).toHaveAttribute(
    'href',
    /^\/pump-selector\?hz=50&category=submersible-pumps$/,
  );
  await expect(panel.getByRole('link', { name: /brochure \(PDF\)/ }).first()).toHaveAttribute('href', /\.pdf$/);
});

test('the sample-data notice is said once, in the footer, not on each product page', async ({ page }) => {
  await page.goto('/products/50HZ/submersible-motors/4-inch-kl-50hz-submersible-motor');
  await expect(page.getByTestId('engineering-data-notice')).toHaveCount(1);
  await expect(page.locator('main')).not.toContainText(/illustrative|Note:/i);
});

test.describe('unknown paths answer 404 (SPEC 2.1)', () => {
  for (const path of [
    '/no-such-page',
    '/products/50HZ/submersible-pumps/no-such-pump',
    '/products/60HZ/end-suction-pumps',
    '/products/50HZ/pipes',
    '/products/70HZ/submersible-pumps',
  ]) {
    test(path, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
      // A way on (issues 14 and 15): the site search and the main destinations.
      const main = page.locator('main');
      await expect(main.getByRole('search').getByRole('searchbox', { name: 'Search the site' })).toBeVisible();
      await expect(main.getByRole('link', { name: 'Submersible Pumps (50 Hz)' })).toHaveAttribute(
        'href',
        '/products/50HZ/submersible-pumps',
      );
      await expect(main.getByRole('link', { name: 'Find your pump' })).toHaveAttribute('href', '/pump-selector');
      await expect(main.getByRole('link', { name: 'Contact sales' })).toHaveAttribute('href', '/contact-us');
    });
  }
});

test('a phone keeps wide tables readable by scrolling them sideways', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const detail = routes.find((r) => r.kind === 'detail' && r.product.specifications);
  await page.goto(detail!.path);
  const region = page.getByRole('region', { name: /scrolls sideways/ }).first();
  const overflow = await region.evaluate((el) => el.scrollWidth > el.clientWidth);
  expect(overflow).toBe(true);
  const pageOverflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(pageOverflow).toBe(false);
});

test('the model table shows Flow and Head without scrolling on a 360 px phone, with a cue for the rest', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/products/50HZ/submersible-pumps/4-inch-ks-50hz-submersible-pump');
  const table = page.locator('#model-ks4-05-24').locator('xpath=ancestor::table');
  for (const name of ['Model', 'Flow (m³/h)', 'Head (m)']) {
    const box = await table.getByRole('columnheader', { name }).boundingBox();
    expect(box!.x + box!.width, `${name} column`).toBeLessThanOrEqual(360);
  }
  await expect(page.getByText(/^Swipe the table sideways for all \d+ columns/).first()).toBeVisible();
});

test('long cells wrap at 1440 px instead of running out of the table', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const withLiquids = routes.find((r) => r.kind === 'detail' && r.product.liquids);
  await page.goto(withLiquids!.path);
  const regions = page.getByRole('region', { name: /scrolls sideways/ });
  const count = await regions.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const overflow = await regions.nth(i).evaluate((el) => el.scrollWidth > el.clientWidth + 1);
    expect(overflow, `table ${i} scrolls at 1440 px`).toBe(false);
  }
});
