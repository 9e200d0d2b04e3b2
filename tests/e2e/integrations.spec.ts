import { expect, test, type Page } from './support/test';
import { paths } from '../../src/config/paths';
import { siteConfig } from '../../src/config/site';
import { getCatalogueRoutes } from '../../src/content/catalogue-routes';
import { consentConfig, consentModeState } from '../../src/features/consent/domain/config';
import { afterIdle, waitHydrated } from './support/client-code';
import { headerMenu } from './support/header-menu';
import { stubThirdParties, watchProblems } from './support/third-parties';

/**
 * Integrations of issue 5: page-view events in the data layer, Consent Mode and the consent
 * banner, the tag manager on the contact page, the translation widget (including React surviving
 * its DOM rewrite). Third parties are answered offline by ./support/third-parties.ts. Metadata, share
 * images, JSON-LD, icons, sitemap and robots are checked over HTTP (tests/site/metadata.test.ts).
 */

const detail = getCatalogueRoutes().find((route) => route.kind === 'detail')!;

type LayerEntry = Record<string, unknown> | unknown[];

/** The data layer with gtag `arguments` turned into arrays. */
function dataLayer(page: Page): Promise<LayerEntry[]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).map((entry) =>
      Object.prototype.toString.call(entry) === '[object Arguments]'
        ? Array.from(entry as ArrayLike<unknown>)
        : (entry as Record<string, unknown>),
    ),
  );
}

/** Names of the page-view events pushed so far, in order. */
async function pageViews(page: Page): Promise<string[]> {
  return (await dataLayer(page))
    .filter((e): e is Record<string, unknown> => !Array.isArray(e) && typeof e.event === 'string' && 'page_path' in e)
    .map((e) => e.event as string);
}

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** Opens the footer's language menu: the translate widget's script loads only then (issue 49 item 9). */
async function openLanguageMenu(page: Page): Promise<void> {
  const button = page.getByTestId('translate-widget').getByRole('button', { name: /^Language/ });
  await waitHydrated(button);
  await button.click();
}
const banner = (page: Page) => page.getByRole('region', { name: 'Cookies and analytics' });

test.describe('analytics data layer', () => {
  test('Consent Mode defaults come first; a page view is pushed for the first page and every client-side navigation', async ({
    page,
  }) => {
    await stubThirdParties(page);
    await page.goto('/');
    const first = await dataLayer(page);
    expect(first[0]).toEqual([
      'consent',
      'default',
      { ...consentModeState('denied'), wait_for_update: consentConfig.waitForUpdateMs },
    ]);
    await expect.poll(() => pageViews(page)).toEqual(['homepage-view']);
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));

    await mainNav(page).getByRole('link', { name: 'Company' }).click();
    await expect(page).toHaveURL(/\/about-us$/);
    await expect.poll(() => pageViews(page)).toEqual(['homepage-view', 'about-us-view']);
    await mainNav(page).getByRole('link', { name: 'Dealers' }).click();
    await expect.poll(() => pageViews(page)).toEqual(['homepage-view', 'about-us-view', 'dealers-view']);
    await mainNav(page).getByRole('link', { name: 'Contact' }).click();
    await expect
      .poll(() => pageViews(page))
      .toEqual(['homepage-view', 'about-us-view', 'dealers-view', 'contact_page_view']);
    await page.goBack();
    await expect
      .poll(() => pageViews(page))
      .toEqual(['homepage-view', 'about-us-view', 'dealers-view', 'contact_page_view', 'dealers-view']);

    // All of it happened in one document, and each event names its own page.
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    const events = (await dataLayer(page)).filter(
      (e): e is Record<string, string> => !Array.isArray(e) && 'page_path' in e,
    );
    expect(events.map((e) => e.page_path)).toEqual(['/', '/about-us', '/dealers', '/contact-us', '/dealers']);
    expect(events[1]!.page_title).toMatch(/^Company \|/);
    expect(events.every((e) => e.page_location!.endsWith(e.page_path!))).toBe(true);
  });
});

test.describe('consent banner and tag manager', () => {
  test('the banner asks once, applies the answer through Consent Mode, remembers it and can be reopened from the footer', async ({
    page,
  }) => {
    await stubThirdParties(page);
    // Whether the bar is displayed when the document has been parsed, before any React code ran.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const bar = document.querySelector('[data-testid="consent-banner"]');
        (window as unknown as { __barShownAtParse: boolean }).__barShownAtParse =
          bar !== null && getComputedStyle(bar).display !== 'none';
      });
    });
    const shownAtParse = () =>
      page.evaluate(() => (window as unknown as { __barShownAtParse: boolean }).__barShownAtParse);
    await page.goto(paths.company);
    const region = banner(page);
    await expect(region).toBeVisible();
    expect(await shownAtParse(), 'server-rendered, so it takes its place without a layout shift').toBe(true);
    // In the page flow above the header, early in the tab order (after the skip link).
    const [barBox, headerBox] = [await region.boundingBox(), await page.locator('header').boundingBox()];
    expect(barBox!.y + barBox!.height).toBeLessThanOrEqual(headerBox!.y + 1);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(region.getByRole('link', { name: 'How we use your data' })).toBeFocused();
    await region.getByRole('button', { name: 'Accept' }).click();
    await expect(region).toBeHidden();
    const stored = await page.evaluate(
      (key) => JSON.parse(localStorage.getItem(key) ?? 'null'),
      consentConfig.storageKey,
    );
    expect(stored).toMatchObject({ version: 1, choice: 'granted' });
    const layer = await dataLayer(page);
    expect(layer).toContainEqual(['consent', 'update', consentModeState('granted')]);
    expect(layer).toContainEqual({ event: 'consent_update', consent_choice: 'granted' });

    // Remembered: no banner on the next page load (hidden before the first paint, then not rendered),
    // and the head script applies the answer at once.
    await page.goto(paths.dealers);
    expect(await shownAtParse()).toBe(false);
    await expect(page.locator('footer')).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
    expect((await dataLayer(page)).slice(0, 3)).toEqual([
      ['consent', 'default', { ...consentModeState('denied'), wait_for_update: consentConfig.waitForUpdateMs }],
      ['set', 'ads_data_redaction', true],
      ['consent', 'update', consentModeState('granted')],
    ]);

    // Changeable later from the footer: the banner returns with the current answer and takes focus.
    await page.locator('footer').getByRole('button', { name: 'Cookie settings' }).click();
    await expect(banner(page)).toBeVisible();
    await expect(banner(page)).toBeFocused();
    await expect(banner(page)).toContainText('Your current choice: accepted');
    await page.keyboard.press('Escape');
    await expect(banner(page)).toHaveCount(0);
    await page.locator('footer').getByRole('button', { name: 'Cookie settings' }).click();
    await banner(page).getByRole('button', { name: 'Reject' }).click();
    expect(await dataLayer(page)).toContainEqual(['consent', 'update', consentModeState('denied')]);
    expect(
      await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null').choice, consentConfig.storageKey),
    ).toBe('denied');
  });

  test('the tag manager loads only on the contact page, after the page is usable and the visitor has answered, and only once', async ({
    page,
  }) => {
    const log = await stubThirdParties(page);
    const response = await page.goto(paths.contact, { waitUntil: 'load' });
    const configured = (response?.headers()['content-security-policy'] ?? '').includes(
      'https://www.googletagmanager.com',
    );
    test.info().annotations.push({
      type: 'tag manager',
      description: configured ? 'container configured' : 'no container id: nothing may load',
    });
    // The page's scripts run after its first paint (decision 0031): wait for them, then for idle
    // time, so that "nothing before an answer" is checked with the consent code running.
    await waitHydrated(banner(page).getByRole('button', { name: 'Reject' }));
    await afterIdle(page);
    // Nothing from the tag manager before an answer.
    expect(log.tagManager).toEqual([]);
    await expect(page.locator('script[data-tag-manager]')).toHaveCount(0);
    await expect(banner(page)).toBeVisible();

    await banner(page).getByRole('button', { name: 'Reject' }).click();
    const loadsAfterReject = consentConfig.tagManagerLoad !== 'after-accept';
    if (!configured || !loadsAfterReject) {
      await afterIdle(page);
      expect(log.tagManager).toEqual([]);
    }
    if (!configured) {
      await page.locator('footer').getByRole('button', { name: 'Cookie settings' }).click();
      await banner(page).getByRole('button', { name: 'Accept' }).click();
      await afterIdle(page);
      expect(log.tagManager, 'no container id, no tag manager').toEqual([]);
      return;
    }
    if (!loadsAfterReject) {
      await page.locator('footer').getByRole('button', { name: 'Cookie settings' }).click();
      await banner(page).getByRole('button', { name: 'Accept' }).click();
    }
    await expect.poll(() => log.tagManager.length).toBe(1);
    expect(new URL(log.tagManager[0]!).searchParams.get('id')).toMatch(/^GTM-/);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __tagManagerRuns?: number }).__tagManagerRuns))
      .toBe(1);
    const layer = await dataLayer(page);
    const consentIndex = layer.findIndex((e) => Array.isArray(e) && e[0] === 'consent' && e[1] === 'update');
    const startIndex = layer.findIndex((e) => !Array.isArray(e) && e.event === 'gtm.js');
    expect(consentIndex).toBeGreaterThan(0);
    expect(startIndex).toBeGreaterThan(consentIndex);
    // Requested after the page was usable (after the load event).
    const timing = await page.evaluate(() => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const script = performance
        .getEntriesByType('resource')
        .find((entry) => entry.name.includes('googletagmanager.com/gtm.js'));
      return { loadEnd: navigation.loadEventEnd, start: script?.startTime ?? -1 };
    });
    expect(timing.start).toBeGreaterThanOrEqual(timing.loadEnd);

    // Never twice: leave and come back within the visit.
    await mainNav(page).getByRole('link', { name: 'Dealers' }).click();
    await expect(page).toHaveURL(/\/dealers$/);
    await mainNav(page).getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/\/contact-us$/);
    await afterIdle(page);
    await expect(page.locator('script[data-tag-manager]')).toHaveCount(1);
    expect(log.tagManager).toHaveLength(1);

    // Other pages never load it, even with an answer given.
    await page.goto(paths.company, { waitUntil: 'load' });
    await waitHydrated(page.locator('footer').getByRole('button', { name: 'Cookie settings' }));
    await afterIdle(page);
    expect(log.tagManager).toHaveLength(1);
  });
});

test.describe('translation widget', () => {
  test('adds its script once the language menu is opened, offers the eight languages with English as the page language, and Arabic reads right to left', async ({
    page,
  }) => {
    const log = await stubThirdParties(page);
    const problems = await watchProblems(page);
    await page.goto(paths.company, { waitUntil: 'load' });
    const widget = page.getByTestId('translate-widget');
    // Nothing from Google with the page: the script waits for the visitor to ask for another language.
    await waitHydrated(widget.getByRole('button', { name: /^Language/ }));
    await afterIdle(page);
    expect(log.translate, 'not requested before the menu is opened').toEqual([]);
    await openLanguageMenu(page);
    await expect(widget).toHaveAttribute('data-state', 'ready');
    await expect(widget.locator('select.goog-te-combo')).toBeFocused();
    await expect(widget).toHaveAttribute('translate', 'no');
    const scripts = page.locator('script[src*="translate.google.com"]');
    await expect(scripts).toHaveCount(1);
    await expect(scripts).toHaveAttribute(
      'src',
      'https://translate.google.com/translate_a/element.js?cb=kavexTranslateInit',
    );
    expect(
      await page.evaluate(() => (window as unknown as { __translateOptions: unknown }).__translateOptions),
    ).toEqual({
      pageLanguage: 'en',
      includedLanguages: 'en,es,ar,it,de,zh-CN,fr,ru',
      autoDisplay: false,
    });
    expect(siteConfig.languages).toEqual(['en', 'es', 'ar', 'it', 'de', 'zh-CN', 'fr', 'ru']);

    // Client-side navigation keeps the one script; nothing is requested again.
    await mainNav(page).getByRole('link', { name: 'Dealers' }).click();
    await expect(page).toHaveURL(/\/dealers$/);
    await mainNav(page).getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/\/contact-us$/);
    await expect(scripts).toHaveCount(1);
    expect(log.translate).toHaveLength(1);

    const select = widget.locator('select.goog-te-combo');
    await select.selectOption('ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await select.selectOption('fr');
    await expect(page.locator('html')).not.toHaveAttribute('dir', /./);
    expect((await problems()).pageErrors).toEqual([]);
  });

  test('fails quietly when the widget cannot load (offline)', async ({ page }) => {
    const log = await stubThirdParties(page, { translate: 'offline' });
    const problems = await watchProblems(page);
    await page.goto(paths.company, { waitUntil: 'load' });
    await afterIdle(page);
    expect(log.translate).toHaveLength(0);
    await openLanguageMenu(page);
    await expect(page.getByTestId('translate-widget')).toHaveAttribute('data-state', 'unavailable');
    await expect(page.getByTestId('translate-widget')).toBeHidden();
    expect(log.translate).toHaveLength(1);
    const found = await problems();
    expect(found.pageErrors).toEqual([]);
    // Only the browser's own note about the failed request, nothing from the site's code.
    expect(found.consoleErrors.filter((m) => !m.startsWith('Failed to load resource'))).toEqual([]);
    await mainNav(page).getByRole('link', { name: 'Dealers' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test("React keeps working after the widget rewrites the page's text nodes", async ({ page }) => {
    await stubThirdParties(page);
    const problems = await watchProblems(page);
    await page.goto(detail.path);
    await openLanguageMenu(page);
    await expect(page.getByTestId('translate-widget')).toHaveAttribute('data-state', 'ready');
    const rewritten = await page.evaluate(() =>
      (window as unknown as { __fakeTranslate: (l: string) => number }).__fakeTranslate('de'),
    );
    expect(rewritten).toBeGreaterThan(50);
    await expect(page.locator('main font').first()).toBeAttached();
    // Codes, series and figures are never rewritten.
    for (const text of await page.locator('main [translate="no"]').allTextContents())
      expect(text).not.toContain('[de]');

    // Re-render and navigate: React removes and inserts around the replaced text nodes.
    const nav = mainNav(page);
    await headerMenu(page, 'Products').summary.click();
    await nav.getByRole('tabpanel').getByRole('link').nth(1).click();
    await expect(page).not.toHaveURL(new RegExp(`${detail.path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${detail.path}$`));
    await page.evaluate(() => (window as unknown as { __fakeTranslate: (l: string) => number }).__fakeTranslate('es'));
    await mainNav(page).getByRole('link', { name: 'Company' }).click();
    await expect(page).toHaveURL(/\/about-us$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const found = await problems();
    expect(found.pageErrors).toEqual([]);
    expect(found.consoleErrors).toEqual([]);
  });

  test('the calls React makes on rewritten text nodes throw without the patch and are tolerated with it', async ({
    page,
  }) => {
    await stubThirdParties(page);
    await page.goto(detail.path);
    await openLanguageMenu(page);
    await expect(page.getByTestId('translate-widget')).toHaveAttribute('data-state', 'ready');
    const outcome = await page.evaluate(() => {
      // Text nodes with a sibling element, as React keeps them for mixed children such as "Series <span>KS</span>".
      const texts = [...document.querySelectorAll('main *')]
        .flatMap((el) =>
          [...el.childNodes]
            .filter((n) => n.nodeType === Node.TEXT_NODE && n.nodeValue!.trim() && el.children.length > 0)
            .map((n) => ({ n, el })),
        )
        .filter(({ el }) => !el.closest('[translate="no"], .notranslate'))
        .slice(0, 5);
      (window as unknown as { __fakeTranslate: (l: string) => number }).__fakeTranslate('de');
      const detached = texts.every(({ n }) => n.parentNode === null);
      const attempt = (label: string) =>
        texts.map(({ n, el }) => {
          try {
            el.insertBefore(document.createElement('i'), n);
            el.removeChild(n);
            return `${label}: ok`;
          } catch (error) {
            return `${label}: ${(error as Error).name}`;
          }
        });
      const patched = attempt('patched');
      // The browser's own methods, from a fresh realm.
      const frame = document.createElement('iframe');
      document.body.appendChild(frame);
      const native = (frame.contentWindow as unknown as { Node: typeof Node }).Node.prototype;
      const saved = { removeChild: Node.prototype.removeChild, insertBefore: Node.prototype.insertBefore };
      Node.prototype.removeChild = native.removeChild;
      Node.prototype.insertBefore = native.insertBefore;
      const unpatched = attempt('native');
      Object.assign(Node.prototype, saved);
      frame.remove();
      return { count: texts.length, detached, patched, unpatched };
    });
    expect(outcome.count).toBe(5);
    expect(outcome.detached).toBe(true);
    expect(new Set(outcome.patched)).toEqual(new Set(['patched: ok']));
    expect(new Set(outcome.unpatched)).toEqual(new Set(['native: NotFoundError']));
  });
});
