import { expect, test, type Page } from './support/test';
import { paths } from '../../src/config/paths';
import { siteConfig } from '../../src/config/site';
import { readResources } from '../../src/content/resources';

/**
 * Contact (SPEC 2.5), Dealers (2.7), Privacy policy (2.6), Thank-you (2.12) and the e-pump
 * coming-soon page (2.1): headings, breadcrumbs and exact texts, the contact details panel and the
 * distributor anchor. Texts that live in content are read from it.
 */
const { company, privacyPolicy } = readResources();

async function expectBreadcrumb(page: Page, steps: string[]) {
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb.getByRole('listitem')).toHaveText(steps);
  await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', paths.home);
  await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText(steps.at(-1)!);
}

test('contact page: banner, breadcrumb, help section and contact details', async ({ page }) => {
  const response = await page.goto(paths.contact);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('CONTACT US');
  await expectBreadcrumb(page, ['Home', 'Contact us']);
  await expect(page.getByRole('heading', { name: "We're Here to Help!" })).toBeVisible();
  await expect(page.getByText(company.contact.helpText)).toBeVisible();

  const details = page.getByTestId('contact-details');
  await expect(details.getByRole('link', { name: siteConfig.contact.phoneDisplay })).toHaveAttribute(
    'href',
    `tel:${siteConfig.contact.phone}`,
  );
  const whatsapp = details.getByRole('link', { name: /WhatsApp/ });
  await expect(whatsapp).toHaveAttribute('href', `https://wa.me/${siteConfig.contact.whatsapp}`);
  // The WhatsApp chat goes to the same Indian number as the phone.
  expect(siteConfig.contact.phone.replace(/\D/g, '')).toBe(siteConfig.contact.whatsapp);
  expect(siteConfig.contact.whatsapp.startsWith('91')).toBe(true);
  await expect(whatsapp).toHaveAttribute('target', '_blank');
  await expect(details.getByRole('link', { name: siteConfig.contact.salesEmail })).toHaveAttribute(
    'href',
    `mailto:${siteConfig.contact.salesEmail}`,
  );
  const map = details.getByRole('link', { name: /View on Google map/ });
  await expect(map).toHaveAttribute('href', siteConfig.contact.mapUrl);
  await expect(map).toHaveAttribute('target', '_blank');
});

test('contact page: on a phone the direct contacts come before the form; on a wide screen they sit beside it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(paths.contact);
  const details = page.getByTestId('contact-details');
  const form = page.locator('#contact-form form');
  const [phoneDetails, phoneForm] = [await details.boundingBox(), await form.boundingBox()];
  expect(phoneDetails!.y + phoneDetails!.height).toBeLessThanOrEqual(phoneForm!.y);
  await expect(details.getByRole('link', { name: /^Chat on WhatsApp/ })).toBeVisible();

  await page.setViewportSize({ width: 1440, height: 900 });
  const [wideDetails, wideForm] = [await details.boundingBox(), await form.boundingBox()];
  expect(wideDetails!.x).toBeGreaterThan(wideForm!.x + wideForm!.width);
  // Side by side: the details start level with the form's card (its heading), not below it.
  const heading = await page.locator('#contact-form-heading').boundingBox();
  expect(Math.abs(wideDetails!.y - heading!.y)).toBeLessThan(80);
});

test('dealers page: banner, why become a distributor with four benefits, #contact section', async ({ page }) => {
  const response = await page.goto(paths.dealers);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('DEALERS');
  await expectBreadcrumb(page, ['Home', 'Dealers']);
  await expect(page.getByRole('heading', { level: 2, name: 'Why Become a Distributor' })).toBeVisible();
  for (const paragraph of company.dealers.paragraphs) await expect(page.getByText(paragraph)).toBeVisible();
  await expect(page.getByTestId('dealer-benefits').getByRole('heading', { level: 3 })).toHaveText(
    company.dealers.benefits.map((b) => b.title),
  );
  const contact = page.locator('#contact');
  await expect(contact).toHaveCount(1);
  await expect(contact.getByRole('heading', { name: 'Become a Distributor' })).toBeVisible();
});

test('dealers page: /dealers#contact lands on the distributor section', async ({ page }) => {
  await page.goto(paths.becomeDistributor);
  await expect(page.locator('#contact')).toBeInViewport();
  await page.goto(paths.dealers);
  await page.getByRole('link', { name: 'Apply to become a distributor' }).click();
  await expect(page.locator('#contact')).toBeInViewport();
});

test('privacy policy page: sections and the 12-month consent inline', async ({ page }) => {
  const response = await page.goto(paths.privacyPolicy);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  await expectBreadcrumb(page, ['Home', 'Privacy Policy']);
  for (const section of ['Collection of Information', 'Policy Governance']) {
    await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
  }
  const policy = page.getByTestId('privacy-policy');
  await expect(policy).toContainText('12 months');
  await expect(policy).toContainText(/Do Not Disturb/i);
  // Placeholders are filled from the site configuration.
  await expect(policy).not.toContainText('{{');
  await expect(policy).toContainText(siteConfig.contact.salesEmail);
  expect(privacyPolicy.body).toContain('12 months');
});

test('thank-you page: heading, text and helpful links', async ({ page }) => {
  const response = await page.goto(paths.thankYou);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Thank You! We've Received Your Message.");
  await expect(page.getByTestId('thank-you-text')).toHaveText(
    'Our team will review your inquiry and get back to you shortly. Feel free to explore more about our products and services.',
  );
  for (const href of [paths.home, paths.downloads, paths.blogs, paths.company]) {
    await expect(page.locator(`main a[href="${href}"]`).first()).toBeVisible();
  }
});

test('e-pump page: COMING SOON', async ({ page }) => {
  const response = await page.goto(paths.ePump);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('COMING SOON');
  await expect(page.getByText('Something amazing is on its way. Stay tuned!', { exact: true })).toBeVisible();
});
