import { expect, test } from './support/test';
import { getProductMenu } from '../../src/content/catalogue-routes';
import { waitHydrated } from './support/client-code';
import { headerMenu } from './support/header-menu';

/** Global chrome behaviour of SPEC 2.2 and 4: sticky header, menus, mobile toggle, back-to-top. */
const menu = getProductMenu();
const listing = menu['50hz'][0]!.href;

async function scrollTo(page: import('@playwright/test').Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
}

test('back-to-top appears from 500 px and scrolls up over about 500 ms', async ({ page }) => {
  await page.goto(listing);
  const button = page.getByRole('button', { name: 'Back to top' });
  await scrollTo(page, 499);
  await expect(button).toBeHidden();
  await scrollTo(page, 500);
  await expect(button).toBeVisible();
  await scrollTo(page, 1200);
  // Record the scroll position on every frame from the click until the top is reached.
  const samples = page.evaluate(
    () =>
      new Promise<{ t: number; y: number }[]>((resolve) => {
        const start = performance.now();
        const out: { t: number; y: number }[] = [];
        const tick = () => {
          out.push({ t: performance.now() - start, y: window.scrollY });
          if (window.scrollY === 0 || out.length > 600) resolve(out);
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
  );
  await button.click();
  const frames = await samples;
  const intermediate = frames.filter((f) => f.y > 0 && f.y < 1200);
  // A jump has no frame between start and top; a loaded CI machine may draw only a few of the ~30.
  expect(intermediate.length, 'the scroll is animated, not a jump').toBeGreaterThanOrEqual(2);
  // From the last frame still at 1200 px (the scroll starts within the next one), not the first moved
  // frame: a busy machine can drop the animation's first frames, which made a 500 ms scroll measure
  // 186 ms from its first drawn frame.
  const started = frames.findLastIndex((f) => f.y >= 1200);
  const duration = frames.at(-1)!.t - (frames[started]?.t ?? 0);
  expect(duration).toBeGreaterThan(350);
  // 500 ms by design; a loaded CI machine may drop frames, so only an endless scroll fails here.
  expect(duration).toBeLessThan(2500);
  await expect(button).toBeHidden();
});

test('a mega-menu link navigates, closes the menu and starts at the top of the page', async ({ page }) => {
  await page.goto(listing);
  await scrollTo(page, 900);
  const { nav, summary, details } = headerMenu(page, 'Products');
  await summary.click();
  await nav.getByRole('tab', { name: '60 Hz' }).click();
  const target = menu['60hz'][0]!;
  await nav.getByRole('tabpanel').getByRole('link', { name: target.title }).click();
  await expect(page).toHaveURL(target.href);
  await expect(details).not.toHaveAttribute('open');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('resources submenu opens on click, closes on outside click, and only one menu is open at a time', async ({
  page,
}) => {
  await page.goto(listing);
  const resources = headerMenu(page, 'Resources');
  // Closing on an outside click is the header's script (decision 0031: it runs after the first paint).
  await waitHydrated(resources.summary);
  await resources.summary.click();
  for (const name of ['News & Events', 'Gallery', 'Downloads', 'Blogs'])
    await expect(resources.nav.getByRole('link', { name })).toBeVisible();
  await page.mouse.click(5, 600);
  await expect(resources.details).not.toHaveAttribute('open');

  const products = headerMenu(page, 'Products');
  await products.summary.click();
  await resources.summary.click();
  await expect(resources.details).toHaveAttribute('open');
  await expect(products.details).not.toHaveAttribute('open');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('on a desktop the Products menu opens and lists both frequencies', async ({ page }) => {
    await page.goto(listing);
    const { nav, summary, details } = headerMenu(page, 'Products');
    await summary.click();
    await expect(details).toHaveAttribute('open');
    for (const label of ['50 Hz', '60 Hz']) await expect(nav.getByRole('group', { name: label })).toBeVisible();
    const target = menu['60hz'].at(-1)!;
    await nav.getByRole('group', { name: '60 Hz' }).getByRole('link', { name: target.title }).click();
    await expect(page).toHaveURL(target.href);
  });

  test('on a phone a Menu link shows the navigation and Close menu hides it', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(listing);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
    await page.getByRole('link', { name: 'Menu', exact: true }).click();
    await expect(nav).toBeVisible();
    await headerMenu(page, 'Resources').summary.click();
    await expect(nav.getByRole('link', { name: 'Downloads' })).toBeInViewport();
    await nav.getByRole('link', { name: 'Close menu' }).click();
    await expect(nav).toBeHidden();
  });
});

test('the logo links home and the footer carries contacts and the current year', async ({ page }) => {
  await page.goto(listing);
  await expect(page.getByRole('link', { name: /home$/i }).first()).toHaveAttribute('href', '/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: /^\+91/ })).toHaveAttribute('href', /^tel:\+91\d{10}$/);
  await expect(footer.getByRole('link', { name: /@example\.com$/ })).toHaveAttribute('href', /^mailto:/);
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  await expect(footer.getByRole('link', { name: 'Privacy Policy' }).first()).toHaveAttribute('href', '/privacy-policy');
  await expect(footer.getByRole('list', { name: 'Social media' }).getByRole('link')).toHaveCount(4);
});
