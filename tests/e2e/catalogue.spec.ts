import { expect, test } from './support/test';
import { getCatalogueRoutes } from '../../src/content/catalogue-routes';

/**
 * The catalogue in a browser: what only a browser can show (layout at 360 and 1440 px), and unknown
 * paths showing 'Page Not Found', the site search and the main destinations (the 404 status of every
 * kind of unknown path is checked over HTTP in tests/site/security-headers.test.ts). The content of
 * every product page (listing, detail, static: headings, breadcrumbs, tables, model rows, related
 * products, actions) is checked on the server render in Vitest
 * (src/features/catalogue/ui/catalogue-pages.test.tsx); that every route answers 200 with its
 * heading in the server HTML, by a11y.spec.ts and tests/site/security-headers.test.ts.
 */
const routes = getCatalogueRoutes();

// Every catalogue page is prerendered, so the layout is there before any script runs: these checks
// read the server's HTML with JavaScript off, which spares two busy cores the hydrations. Client
// behaviour of the same pages (menus, carousels) is covered by header.spec.ts, keyboard.spec.ts and
// a11y.spec.ts.
test.use({ javaScriptEnabled: false });

test('a product page fills the column under its picture with its actions (quote, duty-point search, brochure)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/products/50HZ/submersible-pumps/4-inch-ks-50hz-submersible-pump');
  const panel = page.getByTestId('product-actions');
  const picture = page.getByRole('img', { name: '4 Inch KS Submersible Pump (50 Hz)' }).first();
  const [panelBox, pictureBox] = [await panel.boundingBox(), await picture.boundingBox()];
  expect(panelBox!.y).toBeGreaterThanOrEqual(pictureBox!.y + pictureBox!.height - 1);
  await expect(panel.getByRole('link', { name: 'Request a quote for this pump' })).toBeVisible();
});

test('the sample-data notice is said once, in the footer', async ({ page }) => {
  await page.goto('/products/50HZ/submersible-motors/4-inch-kl-50hz-submersible-motor');
  await expect(page.getByRole('contentinfo').getByTestId('engineering-data-notice')).toHaveCount(1);
  await expect(page.getByTestId('engineering-data-notice')).toHaveCount(1);
});

test('an unknown path shows Page Not Found with a way on (SPEC 2.1)', async ({ page }) => {
  const response = await page.goto('/products/50HZ/submersible-pumps/no-such-pump');
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

test('the model table shows Flow and Head without scrolling on a 360 px phone, in a box that scrolls for the rest', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/products/50HZ/submersible-pumps/4-inch-ks-50hz-submersible-pump');
  const table = page.locator('#model-ks4-05-24').locator('xpath=ancestor::table');
  for (const name of ['Model', 'Flow (m³/h)', 'Head (m)']) {
    const box = await table.getByRole('columnheader', { name }).boundingBox();
    expect(box!.x + box!.width, `${name} column`).toBeLessThanOrEqual(360);
  }
  // Without JavaScript the box says it scrolls; the "swipe" cue is measured by the browser's scripts
  // (issue 49), and journeys.spec.ts checks it with them.
  const region = page.getByRole('region', { name: /^Operating range.*\(scrolls sideways\)$/ });
  expect(await region.evaluate((box) => box.scrollWidth > box.clientWidth + 1)).toBe(true);
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
