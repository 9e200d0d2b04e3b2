import { expect, type Page } from '@playwright/test';

/**
 * The keyboard sweep of one page (quality issue, item 1; WCAG 2.1.1, 2.4.3, 2.4.7, 2.4.11): every
 * control is in the tab order (a bounded Tab walk proves the order matches the DOM's), looks
 * different when focused, and is not hidden under the sticky header, the consent banner or a toast.
 * Run on one page of each template by `a11y.spec.ts`, in the same page load as its axe scans
 * (decision 0021); the keyboard journeys (menus, dialogs, carousels, forms) are `keyboard.spec.ts`.
 */

/** How many Tab presses prove that the browser's tab order is the one computed from the DOM. */
const provenStops = 12;

/**
 * Sweeps the page's controls (see the module comment) and returns one readable line per problem.
 * Call on a freshly loaded, hydrated page before anything has had focus: the Tab walk starts from the
 * top of the document, and the browser would continue from the last focused element instead.
 * Leaves nothing focused, no mark of its own on the elements, and the page scrolled back to the top.
 * @returns the number of controls in the tab order and the problems found (empty when all is well).
 * @throws (a failed expectation) when the page has five controls or fewer, or Tab does not follow
 *   the DOM's order.
 */
export async function keyboardSweep(page: Page): Promise<{ controls: number; problems: string[] }> {
  await page.locator('body').evaluate(() => (document.activeElement as HTMLElement | null)?.blur());

  // The tab order the DOM gives: every visible, enabled control without a negative tabindex, outside
  // inert and aria-hidden content, in document order (the site uses no positive tabindex). A radio
  // group is one stop: its checked radio, or its first when none is checked (HTML, "sequential focus
  // navigation"; the arrow keys move within the group).
  const order = await page.evaluate(() => {
    const candidates = document.querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, iframe, video[controls], [tabindex]',
    );
    const ids: string[] = [];
    const radioStop = (radio: HTMLInputElement) => {
      const group = [...document.querySelectorAll<HTMLInputElement>('input[type="radio"]')].filter(
        (other) => other.name === radio.name && other.form === radio.form,
      );
      return radio === (group.find((other) => other.checked) ?? group[0]);
    };
    candidates.forEach((el, i) => {
      const style = getComputedStyle(el);
      const rect = el.getBoundingClientRect();
      const hidden =
        el.tabIndex < 0 ||
        (el as HTMLButtonElement).disabled ||
        el.closest('[inert], [aria-hidden="true"]') !== null ||
        // The content of a closed <details> is not rendered; only its summary takes focus.
        (el.closest('details:not([open])') !== null && el.closest('summary') === null) ||
        style.visibility === 'hidden' ||
        (rect.width === 0 && rect.height === 0 && el.getClientRects().length === 0) ||
        (el instanceof HTMLInputElement && el.type === 'radio' && el.name !== '' && !radioStop(el));
      if (!hidden) {
        el.dataset.kbd = String(i);
        ids.push(String(i));
      }
    });
    return ids;
  });
  expect(order.length, 'the page has controls').toBeGreaterThan(5);

  // Tab really follows that order (a bounded walk, not the whole page).
  for (const expected of order.slice(0, provenStops)) {
    await page.keyboard.press('Tab');
    await expect
      .poll(() => page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.kbd ?? 'none'))
      .toBe(expected);
  }

  // Every control, focused after keyboard use (so :focus-visible applies), looks different from its
  // unfocused self (WCAG 2.4.7) and is not entirely covered by the sticky header, the consent banner
  // or a toast (WCAG 2.4.11). The styles compared include the parent's, for rings drawn by :focus-within.
  const problems = await page.evaluate((ids) => {
    const look = (el: Element) => {
      const pick = (e: Element | null) => {
        if (!e) return '';
        const st = getComputedStyle(e);
        return [
          st.outlineStyle,
          st.outlineWidth,
          st.outlineColor,
          st.outlineOffset,
          st.boxShadow,
          st.borderColor,
          st.backgroundColor,
          st.color,
          st.textDecorationLine,
        ].join('|');
      };
      return `${pick(el)}#${pick(el.parentElement)}`;
    };
    const describe = (e: Element) =>
      `${e.tagName.toLowerCase()}${e.id ? `#${e.id}` : ''}${e.getAttribute('aria-label') ? `[aria-label="${e.getAttribute('aria-label')}"]` : ''} "${(e.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
    // A focus style with a transition is read where it ends: the read follows focus() in the same task,
    // when a transition (0.01 ms under reduced motion, globals.css) has not advanced yet and the
    // computed style is still the unfocused one.
    const settle = () => {
      for (const animation of document.getAnimations()) if (animation instanceof CSSTransition) animation.finish();
    };
    const found: string[] = [];
    for (const id of ids) {
      const el = document.querySelector<HTMLElement>(`[data-kbd="${id}"]`)!;
      if (el.tagName === 'IFRAME') continue; // focus inside a third-party frame is the frame's business
      el.blur();
      settle();
      const unfocused = look(el);
      el.focus({ preventScroll: false });
      settle();
      if (document.activeElement !== el) {
        found.push(`${describe(el)}: cannot take focus`);
        continue;
      }
      if (!el.matches(':focus-visible'))
        found.push(`${describe(el)}: focus is not shown as keyboard focus (:focus-visible)`);
      else if (look(el) === unfocused) found.push(`${describe(el)}: looks the same focused and unfocused (WCAG 2.4.7)`);
      const rect = el.getBoundingClientRect();
      const dx = Math.min(2, rect.width / 2);
      const dy = Math.min(2, rect.height / 2);
      const points = [
        [rect.left + rect.width / 2, rect.top + rect.height / 2],
        [rect.left + dx, rect.top + dy],
        [rect.right - dx, rect.top + dy],
        [rect.left + dx, rect.bottom - dy],
        [rect.right - dx, rect.bottom - dy],
      ].filter(([x, y]) => x! >= 0 && y! >= 0 && x! < window.innerWidth && y! < window.innerHeight);
      const onTop = points.map(([x, y]) => document.elementFromPoint(x!, y!));
      if (onTop.length > 0 && onTop.every((t) => t && !el.contains(t) && !t.contains(el))) {
        const cover = onTop[0]!;
        found.push(
          `${describe(el)}: focused but hidden under ${describe(cover.closest('header, section, aside, div[role], [data-testid]') ?? cover)} (WCAG 2.4.11)`,
        );
      }
    }
    return found;
  }, order);
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    document.querySelectorAll<HTMLElement>('[data-kbd]').forEach((el) => delete el.dataset.kbd);
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
  return { controls: order.length, problems };
}
