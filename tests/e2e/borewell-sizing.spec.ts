/**
 * The borewell sizing journey (issue 13): fill the wizard, get a complete set, request a quote for it
 * and find the set stored with the enquiry as structured fields; then the same well data with
 * JavaScript off gives the same pump from the GET form.
 *
 * The enquiry is read from the server's database (`storedEnquiry`), like the selector journey.
 */
import { expect, test, type Page } from './support/test';
import { sendQuote, storedEnquiry } from './support/quote';

/** The well of the journey, by visible label. */
const well: [RegExp, string][] = [
  [/^Bore diameter/, '6'],
  [/^Bore depth/, '120'],
  [/^Static water level/, '30'],
  [/^Drawdown/, '15'],
  [/^Delivery height/, '5'],
  [/^Horizontal pipe run/, '50'],
  [/^Flow/, '6'],
  [/^Cable length/, '20'],
];

async function fillWell(page: Page) {
  const form = page.getByRole('form', { name: 'Your well' });
  for (const [label, value] of well) await form.getByLabel(label).fill(value);
  return form;
}

/** The names of the set's four components, in sheet order. */
async function setNames(page: Page): Promise<string[]> {
  return page.getByTestId('set-component').locator('h3 + p').allTextContents();
}

test('well data → pump set → quote for the set → stored with it; the same pump without JavaScript', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await page.goto('/borewell-sizing');
  await fillWell(page);
  // The island keeps the URL in step once the inputs rest; the server renders the sheet for it.
  await page.waitForURL(
    (url) => url.searchParams.get('cableLengthM') === '20' && url.searchParams.get('flowM3h') === '6',
  );
  await expect(page.getByRole('heading', { level: 2, name: /^Your pump set for 6 m³\/h at [\d.]+ m$/ })).toBeVisible();
  const names = await setNames(page);
  expect(names).toHaveLength(4);
  const [pump, pipe, cable, panel] = names as [string, string, string, string];
  await expect(page.getByRole('table').getByRole('rowheader', { name: 'Total dynamic head (TDH)' })).toBeVisible();

  // Imperial shows feet in the form and the sheet; the URL keeps the metric well data and adds units=imperial.
  const url = new URL(page.url());
  await page.getByLabel('Imperial').check({ force: true });
  // 120 m / 0.3048 m/ft = 393.70 ft, shown to four significant digits (issue 25: no 393.701).
  await expect(page.getByLabel(/^Bore depth \(ft\)/)).toHaveValue('393.7');
  await page.waitForURL((u) => u.searchParams.get('units') === 'imperial');
  url.searchParams.set('units', 'imperial');
  expect(page.url()).toBe(url.href);
  // 6 m³/h / 0.227 125 m³/h per US gpm = 26.4 US gpm (issue 25: the sheet itself in imperial).
  await expect(
    page.getByRole('heading', { level: 2, name: /^Your pump set for 26\.4 US gpm at [\d.]+ ft$/ }),
  ).toBeVisible();

  await page.getByRole('link', { name: 'Request a quote for this set' }).click();
  await page.waitForURL((u) => u.pathname === '/contact-us' && u.searchParams.get('model') === pump);
  const quote = page.locator('form[action="/api/enquiries"]').first();
  await expect(quote.getByLabel(/^Message/)).toHaveValue(
    new RegExp(
      `^Quote for a borewell set: pump ${escape(pump)} at 6 m³/h, [\\d.]+ m, 50 Hz; column pipe ${escape(pipe)}; drop cable ${escape(cable)}; control panel ${escape(panel)}`,
    ),
  );
  const email = `borewell-${Date.now().toString(36)}@example.com`;
  await sendQuote(quote, { name: 'Ravi Kumar', email, company: 'Kumar Borewells', city: 'Salem' });
  await page.waitForURL('**/thankyou?ref=*', { timeout: 15_000 });

  const stored = storedEnquiry(email, [
    'model',
    'flow_m3h',
    'frequency_hz',
    'borewell_query',
    'column_pipe',
    'drop_cable',
    'control_panel',
  ]);
  expect(stored).toMatchObject({
    model: pump,
    flow_m3h: 6,
    frequency_hz: 50,
    column_pipe: pipe,
    drop_cable: cable,
    control_panel: panel,
  });
  expect(String(stored?.borewell_query)).toContain('boreDiameterIn=6&boreDepthM=120&staticLevelM=30&drawdownM=15');

  // The same well without JavaScript: the GET form and the server-rendered sheet.
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const noJs = await context.newPage();
    await noJs.goto('/borewell-sizing');
    const form = await fillWell(noJs);
    await form.getByRole('button', { name: 'Size my pump set' }).click();
    await noJs.waitForURL((u) => u.searchParams.get('boreDepthM') === '120');
    expect((await setNames(noJs))[0]).toBe(pump);
  } finally {
    await context.close();
  }
});

/** A string matched literally inside a RegExp. */
function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
