import type { Page } from '@playwright/test';
import { consentConfig, type ConsentChoice } from '../../../src/features/consent/domain/config';

/**
 * Makes the page load as a returning visitor's who has answered the consent bar: the answer is in
 * localStorage before the page's head script reads it, so the bar never shows and what waits for
 * the answer (the home page's event banner, issue 49 item 8) shows at once.
 * @param choice the stored answer (default `denied`)
 */
export async function withConsentAnswered(page: Page, choice: ConsentChoice = 'denied'): Promise<void> {
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    consentConfig.storageKey,
    JSON.stringify({ version: 1, choice, decidedAt: '2026-11-28T00:00:00.000Z' }),
  ] as const);
}
