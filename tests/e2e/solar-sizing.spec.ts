/**
 * The solar pump sizing journey (issue 29): without JavaScript the GET form gives the sheet (and a
 * refused figure a 400 page with the form kept); with it, the sheet's quote link carries the solar set
 * into the quote form, and the stored enquiry holds it. A need typed per month (twelve figures) gives
 * a sheet judged month by month. Also: no sideways scroll at 360 px, and the borewell sheet's "Size
 * this well for solar" link fills the form in.
 */
import { expect, test } from './support/test';
import { sendQuote, storedEnquiry } from './support/quote';

const figures: [RegExp, string][] = [
  [/^Water needed per day/, '60'],
  [/^Static lift/, '40'],
  [/^Delivery height/, '3'],
  [/^Horizontal pipe run/, '50'],
  [/^Bore diameter/, '6'],
];

test('no-JS form → solar sheet → quote for the solar set → stored with every figure', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ javaScriptEnabled: false });
  let sheetUrl: string;
  let pump: string;
  try {
    const noJs = await context.newPage();
    await noJs.goto('/solar-pump-sizing');
    const form = noJs.getByRole('form', { name: 'Your site and water' });
    await form.getByLabel('Site', { exact: true }).selectOption('jaipur');
    for (const [label, value] of figures) await form.getByLabel(label).fill(value);
    await form.getByRole('button', { name: 'Size my solar pump' }).click();
    await noJs.waitForURL((u) => u.searchParams.get('site') === 'jaipur' && u.searchParams.get('staticLiftM') === '40');
    await expect(
      noJs.getByRole('heading', { level: 2, name: /^Your solar pump for 60 m³\/day at [\d.]+ m$/ }),
    ).toBeVisible();
    await expect(noJs.getByTestId('monthly-water-chart')).toBeVisible();
    await expect(noJs.getByTestId('solar-sample-caveat')).toBeVisible();
    pump = (await noJs.getByTestId('solar-component').first().locator('h3 + p').textContent())!;
    sheetUrl = noJs.url();

    // A refused figure: 400, the message, the form kept.
    const bad = await noJs.goto(sheetUrl.replace('dailyWaterM3=60', 'dailyWaterM3=1e3'));
    expect(bad?.status()).toBe(400);
    await expect(noJs.getByRole('alert')).toContainText('(dailyWaterM3)');
    await expect(noJs.getByLabel(/^Static lift/)).toHaveValue('40');
  } finally {
    await context.close();
  }

  await page.goto(sheetUrl);
  await page.getByRole('link', { name: 'Request a quote for this solar set' }).click();
  await page.waitForURL((u) => u.pathname === '/contact-us' && u.searchParams.get('model') === pump);
  const quote = page.locator('form[action="/api/enquiries"]').first();
  await expect(quote.getByLabel(/^Message/)).toHaveValue(
    new RegExp(`^Quote for a solar set: ${pump.replace('/', '\\/')} `),
  );
  const email = `solar-${Date.now().toString(36)}@example.com`;
  await sendQuote(quote, { name: 'Meena Devi', email, company: 'Devi Farms', city: 'Jaipur' });
  await page.waitForURL('**/thankyou?ref=*', { timeout: 15_000 });
  const stored = storedEnquiry(email, ['model', 'frequency_hz', 'solar_query', 'solar_set']);
  expect(stored).toMatchObject({ model: pump, frequency_hz: 50 });
  expect(String(stored?.solar_query)).toContain('site=jaipur&dailyWaterM3=60&staticLiftM=40');
  expect(String(stored?.solar_set)).toMatch(
    /controller KSC-[\d.]+ [\d.]+ kW, MPPT 250–750 V; array \d+ × 540 W = [\d.]+ kWp/,
  );
  expect(String(stored?.solar_set)).toContain('site Jaipur, Rajasthan, India');
});

test('no-JS: a need that differs by month, typed as twelve figures, gives a sheet judged month by month', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto('/solar-pump-sizing');
    const form = page.getByRole('form', { name: 'Your site and water' });
    await form.getByLabel('Site', { exact: true }).selectOption('jaipur');
    for (const [label, value] of figures) await form.getByLabel(label).fill(value);
    await form.getByLabel(/^Water needed per day/).fill('20, 20, 30, 60, 70, 70, 30, 30, 30, 25, 20, 20');
    await form.getByRole('button', { name: 'Size my solar pump' }).click();
    await page.waitForURL((u) => (u.searchParams.get('dailyWaterM3') ?? '').startsWith('20, 20, 30'));
    await expect(
      page.getByRole('heading', { level: 2, name: /^Your solar pump for your monthly needs \(up to 70 m³\/day\)/ }),
    ).toBeVisible();
    await expect(page.getByTestId('need-mark')).toHaveCount(12);
    await expect(page.getByRole('columnheader', { name: 'Need (m³/day)' })).toBeVisible();
    await expect(page.getByTestId('solar-design-rule')).toContainText('the design month is the one hardest to meet');
  } finally {
    await context.close();
  }
});

test('the sheet fits a 360 px phone without sideways scrolling', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
  try {
    const page = await context.newPage();
    await page.goto('/solar-pump-sizing?site=lusaka&dailyWaterM3=30&staticLiftM=25&boreDiameterIn=6');
    await expect(page.getByTestId('monthly-water-chart')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  } finally {
    await context.close();
  }
});

test('the borewell sheet’s “Size this well for solar” fills the solar form in', async ({ page }) => {
  await page.goto(
    '/borewell-sizing?boreDiameterIn=6&boreDepthM=120&staticLevelM=30&drawdownM=15&deliveryHeightM=5&horizontalRunM=50&flowM3h=6',
  );
  await page.getByRole('link', { name: 'Size this well for solar' }).click();
  await page.waitForURL((u) => u.pathname === '/solar-pump-sizing' && u.searchParams.has('fromBorewell'));
  await expect(page.getByLabel(/^Static lift/)).toHaveValue('45');
  await expect(page.getByLabel(/^Water needed per day/)).toHaveValue('48');
  await expect(page.getByText('Your borewell’s figures are in: now choose the site.')).toBeVisible();
});
