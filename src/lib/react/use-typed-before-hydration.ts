'use client';

import { useEffect, type RefObject } from 'react';

/**
 * Whether a visitor changed a form's controls in the server HTML, before React hydrated it: a
 * control whose current value or checked state differs from the one the HTML was written with
 * (`defaultValue`, `defaultChecked`, `defaultSelected`). A number input that the HTML gave text it
 * cannot hold (`flow=abc` from a hand-edited URL) shows '' without anyone typing: the browser's
 * sanitising, not a change.
 * @param form the form, as the browser holds it
 * @returns true when at least one control was changed
 */
export function changedSinceLoad(form: HTMLFormElement): boolean {
  for (const element of Array.from(form.elements)) {
    if (element instanceof HTMLSelectElement) {
      // A select shows its last option marked `selected` in the HTML (the attribute `defaultSelected`
      // reflects), or else its first. With no option selected (none to choose from; happy-dom once
      // React has set `defaultSelected`) nobody chose anything.
      const written = Array.from(element.options).findLastIndex((option) => option.hasAttribute('selected'));
      if (element.selectedIndex !== -1 && element.selectedIndex !== Math.max(written, 0)) return true;
    } else if (element instanceof HTMLTextAreaElement) {
      if (element.value !== element.defaultValue) return true;
    } else if (element instanceof HTMLInputElement) {
      if (element.type === 'checkbox' || element.type === 'radio') {
        if (element.checked !== element.defaultChecked) return true;
      } else if (element.value !== element.defaultValue) {
        const sanitised =
          element.type === 'number' && element.value === '' && !Number.isFinite(Number(element.defaultValue));
        if (!sanitised) return true;
      }
    }
  }
  return false;
}

/**
 * Sends what a visitor typed into a tool's form before the page hydrated. The selector and sizing
 * forms keep the URL in step with their inputs through `change` events, which React only hears once
 * it has hydrated; on a slow phone a visitor can fill the server HTML's inputs first, and the results
 * then waited for another change or a press of the submit button. On the first mount in the
 * browser, when {@link changedSinceLoad} finds a changed control, `send` is called once with the
 * form (the form's own URL update, at once). Call it before effects that rewrite the inputs (the
 * sizing form's imperial switch), so it sees them as the visitor left them.
 * @param formRef the form element
 * @param send the form's URL update
 */
export function useTypedBeforeHydration(
  formRef: RefObject<HTMLFormElement | null>,
  send: (form: HTMLFormElement) => void,
): void {
  useEffect(() => {
    const form = formRef.current;
    if (form && changedSinceLoad(form)) send(form);
    // Once, on the mount that follows hydration: later changes go through the form's onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
