import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { translateConfig } from './config';
import { translateScriptUsers } from './loader';
import { TranslateWidget } from './translate-widget';

const scripts = () => document.querySelectorAll(`script#${translateConfig.scriptId}`);

afterEach(() => {
  delete window.google;
});

describe('translation widget (SPEC 2.2, 7)', () => {
  it('adds its script once on mount, however many widgets, and removes it when the last one leaves', async () => {
    vi.useFakeTimers();
    const first = render(<TranslateWidget />);
    const second = render(<TranslateWidget />);
    expect(scripts()).toHaveLength(1);
    expect(translateScriptUsers()).toBe(2);
    first.unmount();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(scripts()).toHaveLength(1);
    second.unmount();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(scripts()).toHaveLength(0);
    expect(window[translateConfig.callbackName]).toBeUndefined();
  });

  it('builds the language menu with the SPEC languages when the script calls back', () => {
    const TranslateElement = vi.fn();
    window.google = { translate: { TranslateElement } };
    render(<TranslateWidget />);
    act(() => window[translateConfig.callbackName]!());
    expect(TranslateElement).toHaveBeenCalledWith(
      { pageLanguage: 'en', includedLanguages: 'en,es,ar,it,de,zh-CN,fr,ru', autoDisplay: false },
      translateConfig.elementId,
    );
    expect(screen.getByTestId('translate-widget')).toHaveAttribute('data-state', 'ready');
  });

  it('hides itself quietly when the script cannot load (offline)', async () => {
    render(<TranslateWidget />);
    await act(async () => {
      scripts()[0]!.dispatchEvent(new Event('error'));
    });
    const widget = screen.getByTestId('translate-widget');
    expect(widget).toHaveAttribute('data-state', 'unavailable');
    expect(widget).not.toBeVisible();
  });
});
