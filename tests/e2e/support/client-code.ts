import { expect, type Locator, type Page } from '@playwright/test';
import type { SiteRoute } from '../../../src/content/site-routes';
import { headerMenu } from './header-menu';

/** Waits until React has hydrated `element` (it then carries React's props key), so a click or key reaches its handler. */
export async function waitHydrated(element: Locator): Promise<void> {
  await expect
    .poll(() => element.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactProps$'))), {
      message: 'element never hydrated',
    })
    .toBe(true);
}

/**
 * Waits until a site page has hydrated: its header's logo link, a client component on every page,
 * carries React's props key. Resolves at once for a document that is no site page (a PDF, JSON, an
 * error from the server), which has no React payload.
 */
export async function waitForHydration(page: Page): Promise<void> {
  if (!(await page.evaluate(() => '__next_f' in self))) return;
  await waitHydrated(page.locator('header a[href="/"]').first());
}

/**
 * Carousels load embla only as they near the screen (issue 16), so their dots and pause buttons exist
 * only then: scrolls each carousel of the page into view in turn, waits until it runs, and returns to
 * the top of the page.
 */
export async function startCarousels(page: Page): Promise<void> {
  for (const carousel of await page.locator('[data-carousel]').all()) {
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel).toHaveAttribute('data-carousel', 'running');
  }
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
}

/**
 * Proves that a page's client code runs (hydration worked under the page's Content-Security-Policy):
 * the header's Products menu opens and closes with Escape, and on a product detail page the related-products
 * carousel moves to the slide its second dot names. Expects the desktop layout (1024 px or wider)
 * and no open dialog.
 * @throws (a failed expectation) when a control does not answer.
 */
export async function expectClientCodeWorks(page: Page, route: SiteRoute): Promise<void> {
  // The menu opens natively; closing it with Escape is the header's client code.
  const { summary, details } = headerMenu(page, 'Products');
  await expect(details).not.toHaveAttribute('open');
  await waitHydrated(summary);
  await summary.click();
  await expect(details).toHaveAttribute('open');
  await page.keyboard.press('Escape');
  await expect(details).not.toHaveAttribute('open');

  if (route.template !== 'detail') return;
  const carousel = page
    .getByRole('region', { name: /related products/i })
    .locator('[aria-roledescription="carousel"]')
    .first();
  if ((await carousel.count()) === 0) return;
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel).toHaveAttribute('data-carousel', 'running');
  const dots = carousel.getByRole('button', { name: /^Go to slide/ });
  if ((await dots.count()) < 2) return;
  const track = carousel.getByTestId('carousel-viewport').locator('> *').first();
  const before = await track.evaluate((el) => getComputedStyle(el).transform);
  await dots.nth(1).click();
  await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
  await expect.poll(() => track.evaluate((el) => getComputedStyle(el).transform)).not.toBe(before);
}

/**
 * Resolves once the page has had an idle period after every idle callback queued so far (the site
 * defers its third-party scripts with requestIdleCallback, timeout 2000 ms). Lets a test assert
 * that something did *not* happen without sleeping for a guessed time.
 */
export async function afterIdle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestIdleCallback(() => requestIdleCallback(() => resolve(), { timeout: 4000 }), { timeout: 4000 }),
      ),
  );
}

/** Resolves after the page has painted two more frames (work scheduled on scroll has run). */
export async function afterFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}
