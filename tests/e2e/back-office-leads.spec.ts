// The admin is not a page of the site: no hero video to refuse, no site header whose hydration to wait for.
// eslint-disable-next-line no-restricted-imports
import { expect, test } from '@playwright/test';
import { paths } from '../../src/config/paths';
import { testAdmin } from '../../scripts/test-server';
import { sendQuote, storedEnquiry } from './support/quote';

/**
 * The enquiry inbox's journey (issue 46): a visitor sends a quote from the contact page; a sales user
 * signs in at /admin, finds it in the Enquiries list within 5 s, opens it, sets it to Contacted with a
 * note and saves; the enquiry's history records both with the user. The sales account is added by
 * the test administrator through the REST API first, as the admin's Users page would.
 */
test('a visitor sends a quote; a sales user sees it in the inbox and marks it contacted', async ({ page, request }) => {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const visitor = {
    name: `Mwila Phiri ${stamp}`,
    email: `mwila.${stamp}@visitor.example`,
    company: 'Chisamba Farms',
    city: 'Chisamba',
  };
  const sales = { email: `sales.${stamp}@kavex.test`, password: 'sales-only passphrase 2026' };

  const login = await request.post('/cms-api/users/login', { data: testAdmin });
  const { token } = (await login.json()) as { token: string };
  const created = await request.post('/cms-api/users', {
    headers: { Authorization: `JWT ${token}` },
    data: { ...sales, name: 'Sales desk', role: 'sales' },
  });
  expect(created.status()).toBe(201);

  await page.goto(paths.contact);
  const form = page.locator('form[action="/api/enquiries"]').first();
  // The contact page's form comes without a quote link's prefilled message.
  await form.getByLabel(/^Message/).fill('A borewell set for a 60 m well near Chisamba, please.');
  await sendQuote(form, visitor);
  await expect.poll(() => storedEnquiry(visitor.email, ['id']), { timeout: 10_000 }).toBeDefined();

  await page.context().clearCookies();
  await page.goto('/admin');
  await page.getByLabel('Email').fill(sales.email);
  await page.getByLabel('Password').fill(sales.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Enquiries waiting' })).toBeVisible();

  const row = page.getByRole('row').filter({ hasText: visitor.name });
  await expect(async () => {
    await page.goto('/admin/collections/enquiries');
    await expect(row).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 5_000 });
  await expect(row).toContainText('new', { ignoreCase: true });
  await row.getByRole('link').first().click();

  // Payload's select is a react-select: open its control, pick the option.
  await page.locator('#field-status .rs__control').click();
  await page.locator('.rs__option', { hasText: 'Contacted' }).click();
  await page.getByLabel('Add a note').fill('Called; sending a quote for a KS4 set.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Updated successfully', { exact: false })).toBeVisible();

  // Read back as the sales user through the REST API (a token: a cookie counts only from the admin's own pages).
  const salesLogin = await request.post('/cms-api/users/login', { data: sales });
  const salesToken = ((await salesLogin.json()) as { token: string }).token;
  const found = await request.get(`/cms-api/enquiries?where[email][equals]=${encodeURIComponent(visitor.email)}`, {
    headers: { Authorization: `JWT ${salesToken}` },
  });
  expect(found.status(), await found.text()).toBe(200);
  const [doc] = (
    (await found.json()) as {
      docs: { status: string; notes: { text: string }[]; history: { change: string; by: { email: string } }[] }[];
    }
  ).docs;
  expect(doc?.status).toBe('contacted');
  expect(doc?.notes.map((n) => n.text)).toEqual(['Called; sending a quote for a KS4 set.']);
  expect(doc?.history.slice(1).map((h) => [h.change, h.by.email])).toEqual([
    ['status: new → contacted', sales.email],
    ['note added', sales.email],
  ]);
});
