import type { Locator, Page } from '@playwright/test';

/** One of the header's `<details>` menus: the main navigation, the menu's summary and the menu itself. */
export interface HeaderMenu {
  nav: Locator;
  summary: Locator;
  details: Locator;
}

/**
 * The header menu whose summary reads `name` ('Products' or 'Resources'). Open means the `<details>`
 * carries `open` (Playwright reports a summary as no role, so it is found by its text).
 */
export function headerMenu(page: Page, name: 'Products' | 'Resources'): HeaderMenu {
  const nav = page.getByRole('navigation', { name: 'Main' });
  const text = { hasText: new RegExp(`^\\s*${name}\\s*$`) };
  return {
    nav,
    summary: nav.locator('summary', text),
    details: nav.locator('details', { has: page.locator('summary', text) }),
  };
}
