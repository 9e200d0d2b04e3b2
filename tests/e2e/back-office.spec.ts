// The admin is not a page of the site: no hero video to refuse, no site header whose hydration to wait for.
// eslint-disable-next-line no-restricted-imports
import { expect, test } from '@playwright/test';
import { paths } from '../../src/config/paths';
import { testAdmin } from '../../scripts/test-server';
import { axeViolations } from './support/axe';

/**
 * The back office's journey (issue 45): a member of staff signs in at /admin, creates a news item
 * with a photo, publishes it, and sees it on the public News and Events page within 10 s, without a
 * build. Payload's admin is not a page of the site (no site header to wait for), so this spec uses
 * Playwright's own `page`. It runs in its own project after every other spec (playwright.config.ts):
 * the news page it changes is one they check.
 */
test('staff sign in, publish an event and see it on the public page', async ({ page, request }) => {
  const title = `Lusaka Agritech Expo ${Date.now()}`;
  await page.goto('/admin');
  await page.getByLabel('Email').fill(testAdmin.email);
  await page.getByLabel('Password').fill(testAdmin.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'What you edit here, and what engineering keeps' })).toBeVisible();

  await page.goto('/admin/collections/events/create');
  await page.getByLabel('Slug').fill('lusaka2026');
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Place').fill('Lusaka, Zambia');
  await page.getByLabel('Year').fill('2026');
  await page
    .getByLabel('Summary')
    .fill('Solar borehole sets for smallholder farms, shown running from their own panels.');
  await page.getByRole('button', { name: 'Add Photo' }).click();
  await page.getByLabel('Picture already on the site').fill('/images/events/zambia2025-1.webp');
  await page.getByLabel('Text alternative').fill('Our stand at the Lusaka expo');
  await page.getByRole('button', { name: 'Publish changes' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Status: Published' })).toBeVisible();

  try {
    await expect
      .poll(async () => (await (await request.get(paths.newsAndEvents)).text()).includes(title), {
        timeout: 10_000,
        intervals: [250],
      })
      .toBe(true);
    // Each server process regenerates the page on its own next reading of the publish log (every 2 s;
    // decision 0043), so the browser's visit may reach one that has not yet: it too sees the event
    // within the 10 s a publish is promised in.
    await expect
      .poll(
        async () => {
          await page.goto(paths.newsAndEvents);
          return page.getByRole('heading', { name: title }).isVisible();
        },
        { timeout: 10_000, intervals: [250] },
      )
      .toBe(true);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    // The regenerated page is as accessible as the built one was.
    expect(await axeViolations(page)).toEqual([]);
  } finally {
    const found = await page.request.get(`/cms-api/events?where[slug][equals]=lusaka2026&depth=0`);
    for (const doc of ((await found.json()) as { docs: { id: number }[] }).docs) {
      await page.request.delete(`/cms-api/events/${doc.id}`);
    }
  }
});
