import { act, render } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { saveConsent } from '@/features/consent';
import { navigation } from '../../../../tests/support/next-navigation';
import { TagManager } from './tag-manager';

const tagManagerScripts = () => document.head.querySelectorAll('script[data-tag-manager]');

beforeEach(() => {
  document.head.querySelectorAll('script[data-tag-manager]').forEach((s) => s.remove());
  navigation.pathname = '/contact-us';
  vi.useFakeTimers();
});

/** Runs the "page is usable" wait (idle callback, or its 200 ms fallback). */
async function settle() {
  await act(() => vi.advanceTimersByTimeAsync(2500));
}

describe('tag manager (SPEC 2.2, consent first)', () => {
  it('loads nothing on the contact page until the visitor answers, then the container once', async () => {
    const view = render(<TagManager containerId="GTM-TEST1" />);
    await settle();
    expect(tagManagerScripts()).toHaveLength(0);

    act(() => saveConsent('granted'));
    await settle();
    expect(tagManagerScripts()).toHaveLength(1);
    expect(tagManagerScripts()[0]!.getAttribute('src')).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-TEST1');

    view.rerender(<TagManager containerId="GTM-TEST1" />);
    await settle();
    expect(tagManagerScripts()).toHaveLength(1);
  });

  it('never loads on other pages, even with consent given', async () => {
    navigation.pathname = '/about-us';
    act(() => saveConsent('granted'));
    render(<TagManager containerId="GTM-TEST1" />);
    await settle();
    expect(tagManagerScripts()).toHaveLength(0);
  });

  it('loads nothing without a container id', async () => {
    act(() => saveConsent('granted'));
    render(<TagManager containerId="" />);
    await settle();
    expect(tagManagerScripts()).toHaveLength(0);
  });
});
