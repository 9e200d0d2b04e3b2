import { expect, test, type Page } from './support/test';
import config from '../../playwright.config';
import { paths } from '../../src/config/paths';
import { afterFrames } from './support/client-code';
import { toolStates } from '../support/tool-states';

/**
 * Layout stability (issue 26: CLS ≤ 0.02 on every template; Lighthouse's desktop preset measured
 * 0.02–0.04 on five templates, and its mobile run 0.034 on the compare page). Each test recreates one
 * cause of those shifts on demand, so the result does not depend on when the browser happens to
 * paint, and sums the `layout-shift` entries (Layout Instability API) the change produces: the same
 * score CLS adds up. Without the fix each test measures a shift of about 0.01–0.03.
 *
 * All but the phone test run at Lighthouse's desktop preset: a 1350 × 940 window and a desktop
 * browser's classic scrollbar, which headless Chromium hides unless told not to (`--hide-scrollbars`
 * is one of Playwright's defaults).
 */
test.use({
  viewport: { width: 1350, height: 940 },
  launchOptions: { ...config.use?.launchOptions, ignoreDefaultArgs: ['--hide-scrollbars'] },
});

/** Largest layout-shift sum this file accepts: a rounding-level shift, far below issue 26's 0.02. */
const nearZero = 0.001;

/** What the page gets from {@link installShiftMeter}. */
type ShiftMeter = Window & { measureShift(change: () => void): Promise<number>; laterItems?: Element[] };

/**
 * Gives the page `measureShift(change)`: runs `change` and resolves to the layout-shift score of the
 * frames it causes, from entries observed from the frame before it until two frames after it (the
 * first frame after a change is painted with it; its entry is delivered by the next).
 */
async function installShiftMeter(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
    (window as unknown as ShiftMeter).measureShift = async (change) => {
      let score = 0;
      const add = (entries: PerformanceEntryList) => {
        for (const entry of entries) score += (entry as PerformanceEntry & { value: number }).value;
      };
      const observer = new PerformanceObserver((list) => add(list.getEntries()));
      observer.observe({ type: 'layout-shift' });
      await frame();
      change();
      await frame();
      await frame();
      add(observer.takeRecords());
      observer.disconnect();
      return score;
    };
  });
}

test('the page does not move sideways when its scrollbar appears (contact page)', async ({ page }) => {
  await installShiftMeter(page);
  await page.goto(paths.contact);
  // While the HTML is still arriving the page is shorter than the window: no scrollbar yet. (Style
  // set through the CSSOM: the page's Content-Security-Policy refuses an added <style>.)
  await page.evaluate(() => {
    for (const part of document.querySelectorAll<HTMLElement>('body > main, body > footer'))
      part.style.display = 'none';
  });
  await afterFrames(page);
  expect(
    await page.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight),
    'the shortened page fits the window',
  ).toBe(true);
  const rowLeft = () => page.evaluate(() => document.querySelector('header > div')!.getBoundingClientRect().left);
  const shortLeft = await rowLeft();

  const score = await page.evaluate(() =>
    (window as unknown as ShiftMeter).measureShift(() => {
      for (const part of document.querySelectorAll<HTMLElement>('body > main, body > footer')) part.style.display = '';
    }),
  );
  expect(score).toBeLessThanOrEqual(nearZero);
  expect(await rowLeft(), 'the header row keeps its place once the page scrolls').toBe(shortLeft);
});

test('the header navigation does not move as its items arrive (home page)', async ({ page }) => {
  await installShiftMeter(page);
  await page.goto(paths.home);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Contact' })).toBeVisible();
  // By id: a hidden navigation has no role to find it by.
  const list = page.locator('#main-nav > ul');
  // A first paint while the HTML parser is inside the header: only the first three items exist.
  await list.evaluate((ul) => {
    const later = [...ul.children].slice(3);
    (window as unknown as ShiftMeter).laterItems = later;
    for (const item of later) item.remove();
  });
  await afterFrames(page);
  const score = await list.evaluate((ul) => {
    const meter = window as unknown as ShiftMeter;
    return meter.measureShift(() => ul.append(...(meter.laterItems ?? [])));
  });
  expect(score).toBeLessThanOrEqual(nearZero);
  await expect(nav.getByRole('link', { name: 'Contact' })).toBeVisible();
});

test.describe('on a phone (Lighthouse mobile: 412 px)', () => {
  test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

  test('a performance chart keeps its height when the page hydrates and redraws it (compare page)', async ({
    page,
  }) => {
    // Lighthouse's mobile run measured 0.034 here: the server's 720 px drawing, scaled to the phone,
    // was half as tall as its redraw at the phone's width, which pushed the readout and legend down.
    // The page's scripts are held until its server HTML has painted, so the redraw always comes
    // after a first paint, as on a slow phone.
    let release!: () => void;
    const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/_next\/static\/chunks\/.+\.js$/, async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    await page.addInitScript(() => {
      const meter = window as Window & { shiftSum?: number };
      meter.shiftSum = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) meter.shiftSum! += (entry as PerformanceEntry & { value: number }).value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(toolStates.compare!, { waitUntil: 'domcontentloaded' });
    const chart = page.getByRole('img', { name: 'Performance curves compared' });
    await expect(chart).toHaveAttribute('data-width', '720');
    await afterFrames(page);
    const shiftSum = () => page.evaluate(() => (window as Window & { shiftSum?: number }).shiftSum ?? 0);
    const before = await shiftSum();
    release();
    await expect(chart).not.toHaveAttribute('data-width', '720');
    await afterFrames(page);
    expect((await shiftSum()) - before).toBeLessThanOrEqual(nearZero);
  });
});
