import { expect, test, type Locator } from './support/test';
import { siteConfig } from '../../src/config/site';
import { readResources } from '../../src/content/resources';
import { afterFrames, waitHydrated } from './support/client-code';

/**
 * Company page (SPEC 2.4, 4, 9): breadcrumb, parallax header, Vision and Mission carousel without
 * indicators, counters, certificate links. Expected values come from the content files and the
 * owner's facts in src/config/site.ts.
 */
const { company } = readResources();
const { counters } = siteConfig.company;
const finalValues = counters.map((c) => String(c.end));

/** The carousel track's transform, which embla changes on every move. */
const trackPosition = (track: Locator) => track.evaluate((el) => getComputedStyle(el).transform);

test('has its title, description, heading and breadcrumb Home > Company', async ({ page }) => {
  const response = await page.goto('/about-us');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/^Company \| Kavex Pumps/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.+/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Company');
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb.getByRole('listitem')).toHaveText(['Home', 'Company']);
  await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(breadcrumb.getByText('Company')).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { level: 2, name: company.about.heading })).toBeVisible();
});

test.describe('parallax header', () => {
  test('moves its background with the scroll', async ({ page }) => {
    await page.goto('/about-us');
    const layer = page.getByTestId('parallax-layer');
    await page.evaluate(() => window.scrollTo({ top: 200, behavior: 'instant' }));
    await expect.poll(() => layer.evaluate((el) => el.style.transform)).toBe('translate3d(0px, 60px, 0px)');
  });

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });
    test('stays still', async ({ page }) => {
      await page.goto('/about-us');
      await waitHydrated(page.getByTestId('parallax-layer'));
      await page.evaluate(() => window.scrollTo({ top: 200, behavior: 'instant' }));
      await afterFrames(page);
      expect(await page.getByTestId('parallax-layer').evaluate((el) => getComputedStyle(el).transform)).toBe('none');
    });
  });
});

test.describe('Vision and Mission carousel', () => {
  test('holds every slide, has no indicators and advances on its own', async ({ page }) => {
    // The page's timers run on a clock the test can move on, so the 5 s autoplay interval is not waited for.
    await page.clock.install();
    await page.goto('/about-us');
    const carousel = page.getByRole('region', { name: 'Vision and Mission' });
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(carousel.getByRole('group')).toHaveCount(company.visionMission.length);
    await expect(carousel.getByRole('heading')).toHaveText(company.visionMission.map((item) => item.title));
    // No dots, tabs or "go to slide" buttons: only previous, next and pause.
    await expect(carousel.getByRole('button', { name: /go to slide/i })).toHaveCount(0);
    await expect(carousel.getByRole('tab')).toHaveCount(0);
    const buttons = await carousel
      .getByRole('button')
      .evaluateAll((els) => els.map((b) => b.getAttribute('aria-label')));
    expect(buttons).toEqual(['Previous slide', 'Next slide', 'Pause Vision and Mission']);

    const track = carousel.getByTestId('vision-mission-track');
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel).toHaveAttribute('data-carousel', 'running');
    await page.mouse.move(0, 0);
    const start = await trackPosition(track);
    await page.clock.runFor(5000);
    await expect.poll(() => trackPosition(track)).not.toBe(start);
  });

  test('moves with the Next and Previous buttons and can be paused', async ({ page }) => {
    await page.goto('/about-us');
    const carousel = page.getByTestId('vision-mission-carousel');
    const track = carousel.getByTestId('vision-mission-track');
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel).toHaveAttribute('data-carousel', 'running');
    await carousel.getByRole('button', { name: 'Pause Vision and Mission' }).click();
    await expect(carousel.getByRole('button', { name: 'Play Vision and Mission' })).toBeVisible();
    const start = await trackPosition(track);
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(() => trackPosition(track)).not.toBe(start);
    await carousel.getByRole('button', { name: 'Previous slide' }).click();
    await expect.poll(() => trackPosition(track)).toBe(start);
  });
});

test.describe('counter strip', () => {
  test('counts up to its final values when scrolled into view', async ({ page }) => {
    await page.goto('/about-us');
    const values = page.getByTestId('counter-value');
    // After hydration the figures below the fold wait at 0 for the visitor to arrive.
    await expect(values).toHaveText(finalValues.map(() => '0'));
    await page.getByTestId('counter-strip').scrollIntoViewIfNeeded();
    await expect(values.first()).not.toHaveText('0');
    await expect(values).toHaveText(finalValues, { timeout: 5000 });
    // Assistive technology reads each label with its final value, never the moving digits.
    const strip = page.getByTestId('counter-strip');
    for (const [i, counter] of counters.entries()) {
      await expect(strip.locator('dt').nth(i)).toHaveText(counter.title);
      await expect(strip.locator('dd').nth(i).locator('.sr-only')).toHaveText(String(counter.end));
      await expect(values.nth(i)).toHaveAttribute('aria-hidden', 'true');
    }
    expect(finalValues).toEqual(['5458', '15', '54', '214']);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('shows the final values in the HTML', async ({ page }) => {
      await page.goto('/about-us');
      await expect(page.getByTestId('counter-value')).toHaveText(finalValues);
    });
  });

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });
    test('shows the final values without animating', async ({ page }) => {
      await page.goto('/about-us');
      await page.waitForLoadState('networkidle');
      await expect(page.getByTestId('counter-value')).toHaveText(finalValues);
    });
  });
});

test('Certified for Excellence links each logo and name to its certificate PDF in a new tab', async ({ page }) => {
  await page.goto('/about-us');
  await expect(page.getByRole('heading', { name: 'Certified for Excellence' })).toBeVisible();
  const links = page.getByTestId('certifications').getByRole('link');
  await expect(links).toHaveCount(company.certifications.items.length);
  expect(company.certifications.items.map((c) => c.slug)).toEqual(['ce', 'iso', 'nsf']);
  for (const [i, cert] of company.certifications.items.entries()) {
    const link = links.nth(i);
    await expect(link).toHaveAttribute('href', `/certificates/${cert.slug}.pdf`);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
    await expect(link).toContainText(cert.name);
    await expect(link.locator('img')).toBeVisible();
    const pdf = await page.request.get(`/certificates/${cert.slug}.pdf`);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
  }
});
