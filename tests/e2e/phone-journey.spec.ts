/**
 * Issue 49 items 7, 10 and 11, what only a browser's layout shows on a 360 px phone: the header
 * search's magnifier stays in its box over the open suggestions and the box is 16 px (no iOS zoom);
 * the contact form's first empty required field lands with its label below the sticky header and
 * its message in the page's flow, not over the next label; the back-to-top button covers no footer
 * link; the chart legend's links are at least 24 × 24 px. Ranking, the consent bar's words and the
 * print rules are tested below the browser (query.test.ts, consent-banner.test.tsx, tests/site).
 */
import type { Locator } from '@playwright/test';
import { paths } from '../../src/config/paths';
import { waitHydrated } from './support/client-code';
import { withConsentAnswered } from './support/consent';
import { expect, test } from './support/test';

test.use({ viewport: { width: 360, height: 740 } });

/** The two boxes overlap (touching edges do not). */
function overlap(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found, 'laid out').not.toBeNull();
  return found!;
}

test.beforeEach(async ({ page }) => {
  await withConsentAnswered(page);
});

test('header search: the magnifier stays in the box while suggestions are open, and the box is 16 px', async ({
  page,
}) => {
  await page.goto(paths.dealers);
  const toggle = page.getByRole('button', { name: /menu$/ });
  await waitHydrated(toggle);
  await toggle.click();
  const input = page.getByRole('combobox', { name: 'Search the site' });
  await input.fill('borewell pump 1 hp');
  await expect(page.getByRole('option').first()).toBeVisible();
  const field = await box(input);
  const button = await box(page.getByRole('search').getByRole('button', { name: 'Search' }));
  expect(button.y, 'magnifier top').toBeGreaterThanOrEqual(field.y - 1);
  expect(button.y + button.height, 'magnifier bottom').toBeLessThanOrEqual(field.y + field.height + 1);
  expect(overlap(button, await box(page.getByRole('listbox')))).toBe(false);
  expect(Number.parseFloat(await input.evaluate((el) => getComputedStyle(el).fontSize))).toBeGreaterThanOrEqual(16);
});

test('contact form: an empty submit lands on Full Name with its label in view, and the message covers no label', async ({
  page,
}) => {
  await page.goto(paths.contact);
  const form = page.locator('form[action="/api/enquiries"]').first();
  const submit = form.getByRole('button', { name: 'Submit' });
  await waitHydrated(submit);
  await submit.scrollIntoViewIfNeeded();
  await submit.click();
  const name = form.getByLabel(/^Full Name/);
  await expect(name).toBeFocused();
  const header = await box(page.locator('header[data-sticky]'));
  const label = await box(form.locator('label', { hasText: /^Full Name/ }));
  expect(label.y, 'Full Name label below the sticky header').toBeGreaterThanOrEqual(header.y + header.height);
  await expect(name).toHaveAttribute('aria-invalid', 'true');

  // Name given, phone left empty: the browser's message sits under Phone, above the E-mail label.
  await name.fill('Asha Rao');
  await submit.click();
  const phone = form.getByLabel(/^Phone/);
  await expect(phone).toBeFocused();
  const message = page.locator(`#${await phone.getAttribute('aria-describedby')}`);
  await expect(message).toBeVisible();
  expect(overlap(await box(message), await box(form.locator('label', { hasText: /^Email/ })))).toBe(false);
});

test('back-to-top covers no footer link at the foot of the page', async ({ page }) => {
  await page.goto(paths.company);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const back = page.getByTestId('back-to-top');
  await expect(back).toBeVisible();
  const button = await box(back);
  expect(button.width).toBeGreaterThanOrEqual(24);
  for (const link of await page.locator('footer a, footer button').all()) {
    if (!(await link.isVisible())) continue;
    const at = await box(link);
    expect(overlap(button, at), `back-to-top covers "${(await link.textContent())?.trim()}"`).toBe(false);
  }
});

test('the chart legend’s details links are at least 24 × 24 px', async ({ page }) => {
  await page.goto('/pump-selector/compare?models=KS4-05%2F24,KS4-05%2F68&flow=6&head=120&hz=50');
  const links = page.getByRole('list', { name: 'Models on the chart' }).getByRole('link');
  await expect(links.first()).toBeVisible();
  for (const link of await links.all()) {
    const at = await box(link);
    expect(at.width, 'width').toBeGreaterThanOrEqual(24);
    expect(at.height, 'height').toBeGreaterThanOrEqual(24);
  }
});
