import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hasChosenLanguage, translateConfig } from '../domain/config';
import { translateScriptUsers } from './loader';
import { TranslateWidget } from './translate-widget';

const scripts = () => document.querySelectorAll(`script#${translateConfig.scriptId}`);
const openMenu = () => userEvent.click(screen.getAllByRole('button', { name: /^Language/ })[0]!);

afterEach(async () => {
  vi.useRealTimers();
  // Unmounted widgets remove the script on the next task (a script that failed would be reused).
  cleanup();
  await new Promise((resolve) => setTimeout(resolve, 0));
  delete window.google;
  document.cookie = 'googtrans=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('translation widget (SPEC 2.2, 7; issue 49 item 9)', () => {
  it('loads no script with the page: only when the visitor opens the language menu', async () => {
    render(<TranslateWidget />);
    expect(scripts()).toHaveLength(0);
    expect(screen.getByTestId('translate-widget')).toHaveAttribute('data-state', 'closed');
    await openMenu();
    expect(scripts()).toHaveLength(1);
    expect(scripts()[0]).toHaveAttribute(
      'src',
      'https://translate.google.com/translate_a/element.js?cb=kavexTranslateInit',
    );
  });

  it('adds its script once however many widgets are opened, and removes it when the last one leaves', async () => {
    const first = render(<TranslateWidget />);
    const second = render(<TranslateWidget />);
    for (const button of screen.getAllByRole('button', { name: /^Language/ })) await userEvent.click(button);
    expect(scripts()).toHaveLength(1);
    expect(translateScriptUsers()).toBe(2);
    vi.useFakeTimers();
    first.unmount();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(scripts()).toHaveLength(1);
    second.unmount();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(scripts()).toHaveLength(0);
    expect(window[translateConfig.callbackName]).toBeUndefined();
  });

  it('builds the language menu with the SPEC languages when the script calls back, and moves focus to it', () => {
    // Called with `new`, as Google's constructor is: a function, not an arrow.
    const TranslateElement = vi.fn(function (_options: unknown, id: string) {
      document.getElementById(id)!.append(document.createElement('select'));
    });
    window.google = { translate: { TranslateElement: TranslateElement as never } };
    render(<TranslateWidget />);
    // Synchronously: happy-dom refuses to fetch the script and reports an error a moment later.
    fireEvent.click(screen.getByRole('button', { name: /^Language/ }));
    act(() => window[translateConfig.callbackName]!());
    expect(TranslateElement).toHaveBeenCalledWith(
      { pageLanguage: 'en', includedLanguages: 'en,es,ar,it,de,zh-CN,fr,ru', autoDisplay: false },
      translateConfig.elementId,
    );
    expect(screen.getByTestId('translate-widget')).toHaveAttribute('data-state', 'ready');
    expect(screen.getByRole('combobox')).toHaveFocus();
  });

  it('loads with the page when the visitor chose a language before, so the page comes translated', async () => {
    document.cookie = 'googtrans=/en/es; path=/';
    render(<TranslateWidget />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(scripts()).toHaveLength(1);
  });

  it('hides itself quietly when the script cannot load (offline)', async () => {
    render(<TranslateWidget />);
    await openMenu();
    await act(async () => {
      scripts()[0]!.dispatchEvent(new Event('error'));
    });
    const widget = screen.getByTestId('translate-widget');
    expect(widget).toHaveAttribute('data-state', 'unavailable');
    expect(widget).not.toBeVisible();
  });
});

describe('hasChosenLanguage', () => {
  it.each([
    ['googtrans=/en/es', true],
    ['a=1; googtrans=/en/zh-CN; b=2', true],
    ['googtrans=/en/en', false],
    ['googtrans=', false],
    ['', false],
    ['notgoogtrans=/en/es', false],
  ])('%j -> %s', (cookies, expected) => {
    expect(hasChosenLanguage(cookies)).toBe(expected);
  });
});
