/**
 * Site search (issue 14) in a real browser: the header box by keyboard alone (`/`, typing, arrow
 * keys, Enter) to a model's row, and the results page without JavaScript. Ranking itself is tested
 * in Vitest (`src/features/search/domain/query.test.ts`); what only a browser shows is here.
 */
import { expect, test } from './support/test';

test('header search by keyboard: / focuses it, instant results, the arrow keys and Enter open the model row', async ({
  page,
}) => {
  const indexRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/search/client-index.json')) indexRequests.push(request.url());
  });
  await page.goto('/about-us');
  const box = page.getByRole('combobox', { name: 'Search the site' });
  await expect(box).toBeVisible();
  await page.locator('body').click({ position: { x: 5, y: 400 } });
  expect(indexRequests, 'the index loads only when the box is first focused').toEqual([]);

  await page.keyboard.press('/');
  await expect(box).toBeFocused();
  await page.keyboard.type('ks4 0524');
  const first = page.getByRole('option').first();
  await expect(first).toContainText('KS4-05/24');
  expect(indexRequests).toHaveLength(1);
  await page.keyboard.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.hash === '#model-ks4-05-24');
  expect(new URL(page.url()).pathname).toBe('/products/50HZ/submersible-pumps/4-inch-ks-50hz-submersible-pump');
  await expect(page.locator('#model-ks4-05-24')).toBeVisible();

  // Enter without an active option opens the results page for the query.
  await page.keyboard.press('Control+K');
  await expect(box).toBeFocused();
  await page.keyboard.type('star delta panel');
  await expect(page.getByRole('option').first()).toBeVisible();
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === 'star delta panel');
  await expect(page.getByTestId('search-result').first().getByRole('link')).toHaveAttribute(
    'href',
    '/products/50HZ/control-panel',
  );
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('a second search from the results page: the menu closes and the page box shows the new query', async ({
    page,
  }) => {
    await page.goto('/dealers');
    const toggle = page.getByRole('button', { name: /menu$/ });
    const box = page.getByRole('combobox', { name: 'Search the site' });
    for (const query of ['4 inch submersible', 'submersable']) {
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await box.fill(query);
      await expect(page.getByRole('option', { name: /All results for/ })).toBeVisible();
      await box.press('Enter');
      await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === query);
      await expect(page.getByRole('heading', { level: 2, name: new RegExp(`results for “${query}”`) })).toBeVisible();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    }
    await expect(page.getByRole('searchbox', { name: 'Search the site' })).toHaveValue('submersable');
    // The typo finds the pumps first, not their cables and motors.
    await expect(page.getByTestId('search-result').first().getByRole('link')).toHaveText('Submersible Pumps');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the header form and the results page work: grouped results, marked matches, suggestions for no hit', async ({
    page,
  }) => {
    await page.goto('/dealers');
    const box = page.getByRole('combobox', { name: 'Search the site' });
    await box.fill('uPVC 60 Hz brochure');
    await box.press('Enter');
    await page.waitForURL((url) => url.pathname === '/search');
    await expect(page.getByRole('heading', { level: 2, name: /results for “uPVC 60 Hz brochure”/ })).toBeVisible();
    const top = page.getByTestId('search-result').first();
    await expect(top).toContainText('60 Hz');
    await expect(top.locator('mark').first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /^Documents/ })).toBeVisible();

    await page.goto('/search?q=zzqxw');
    await expect(page.getByRole('heading', { level: 2, name: 'No results for “zzqxw”' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Find your pump' })).toHaveAttribute('href', '/pump-selector');
  });
});
