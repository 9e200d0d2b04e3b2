/**
 * The buyer's journeys of issue 49 in a browser: from a product page to one model's quote, and
 * from the selector's "where does the pump go?" to a borewell pump's quote, with the chart following
 * a second search in other units. The quote form is checked prefilled (model, product, message), not
 * sent: sending is pump-selector.spec.ts's and enquiries.spec.ts's, and the enquiry rate limit is
 * shared by the whole run. The links' markup is checked over HTTP in tests/site/quote-links.test.ts.
 */
import { expect, test } from './support/test';
import { waitHydrated } from './support/client-code';

test('product page → a model → its quote names the model; its web datasheet offers the quote in the first screen of a phone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/products/50HZ/submersible-pumps/4-inch-ks-50hz-submersible-pump');
  const row = page.locator('tr#model-ks4-05-24');
  await row.getByRole('link', { name: 'Quote' }).click();
  await page.waitForURL((url) => url.pathname === '/contact-us' && url.searchParams.get('model') === 'KS4-05/24');
  const form = page.locator('form[action="/api/enquiries"]').first();
  await expect(form.getByLabel(/^Message/)).toHaveValue(/^Quote for KS4-05\/24 at 50 Hz/);
  await expect(form.getByLabel(/^Product/)).not.toHaveValue('');

  await page.goBack();
  // Back on the product page, its model link is Next.js's: a click before hydration can be lost
  // (about one run in eight, whether one or two server processes serve it).
  const model = page.locator('tr#model-ks4-05-24').getByRole('link', { name: 'KS4-05/24', exact: true });
  await waitHydrated(model);
  await model.click();
  await page.waitForURL('**/pump-selector/datasheet/ks4-05-24-50hz');
  const quote = page.getByTestId('datasheet-actions').getByRole('link', { name: 'Request a quote for this pump' });
  const box = await quote.boundingBox();
  expect(box!.y + box!.height, 'the quote button within the first 740 px').toBeLessThanOrEqual(740);
  await quote.click();
  await page.waitForURL((url) => url.pathname === '/contact-us' && url.searchParams.get('model') === 'KS4-05/24');
});

test('selector: borewell with its bore size → a borewell pump ranked first → its quote; a second search in US units redraws the chart in them', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.goto('/pump-selector');
  const form = page.getByRole('form', { name: 'Your duty point' });
  await waitHydrated(form.getByLabel('Flow', { exact: true }));
  await form.getByLabel('Where does the pump go?').selectOption('borewell');
  await form.getByLabel(/^Borewell size/).fill('4');
  await form.getByLabel('Flow', { exact: true }).fill('6');
  await form.getByLabel('Head', { exact: true }).fill('120');
  await page.waitForURL(
    (url) =>
      url.searchParams.get('installation') === 'borewell' &&
      url.searchParams.get('head') === '120' &&
      url.searchParams.get('boreDiameterIn') === '4',
  );
  // Across all applications a vertical turbine ranks first for this duty; in a borewell, the KS4-05/24.
  const first = page.getByTestId('result-card').first();
  await expect(first.getByRole('heading', { level: 3 })).toHaveText('KS4-05/24');
  await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible();

  // A second search in the same tab, in US gpm and ft: the chart's switches and duty label follow.
  await form.getByLabel('Flow unit').selectOption('usgpm');
  await form.getByLabel('Head unit').selectOption('ft');
  await page.waitForURL(
    (url) => url.searchParams.get('flowUnit') === 'usgpm' && url.searchParams.get('headUnit') === 'ft',
  );
  const chart = page.getByRole('figure', { name: 'Performance curves of the matching pumps' });
  await expect(chart.getByLabel('Flow unit')).toHaveValue('usgpm');
  await expect(chart.getByLabel('Head unit')).toHaveValue('ft');
  await expect(chart.getByTestId('duty-label')).toHaveText(/^Duty 26\.?\d* US gpm, 39\d ft$/);

  await first.getByRole('link', { name: 'Request a quote for this pump' }).click();
  await page.waitForURL((url) => url.pathname === '/contact-us' && url.searchParams.get('model') === 'KS4-05/24');
  const quote = page.locator('form[action="/api/enquiries"]').first();
  await expect(quote.getByLabel(/^Message/)).toHaveValue(/^Quote for KS4-05\/24 at 26\.?\d* US gpm, 39\d ft, 50 Hz/);
});

test('tables on a phone: a two-column table wraps with no cue, a wide one scrolls with its cue (issue 49, item 5)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/products/50HZ/submersible-pumps/4-inch-ks-50hz-submersible-pump');
  const materials = page.getByRole('region', { name: 'Materials of construction', exact: true });
  await materials.scrollIntoViewIfNeeded();
  expect(await materials.evaluate((box) => box.scrollWidth > box.clientWidth + 1)).toBe(false);
  await expect(page.getByText('Swipe the table sideways for all 2 columns →')).toHaveCount(0);
  const models = page.getByRole('region', { name: /^Operating range.*\(scrolls sideways\)$/ });
  await models.scrollIntoViewIfNeeded();
  expect(await models.evaluate((box) => box.scrollWidth > box.clientWidth + 1)).toBe(true);
  await expect(page.getByText(/^Swipe the table sideways for all \d+ columns/).first()).toBeVisible();
  // Wide enough for every column: the cue goes.
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(page.getByText(/^Swipe the table sideways for all \d+ columns/).first()).toBeHidden();
});
