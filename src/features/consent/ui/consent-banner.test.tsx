import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_STATE_ATTRIBUTE, consentConfig } from '../domain/config';

/** A fresh copy of the bar: the consent store keeps the last answer for the page's life. */
async function freshBanner() {
  vi.resetModules();
  return (await import('./consent-banner')).ConsentBanner;
}

/** What the head script does for a first visit: no answer stored, the page marked pending. */
beforeEach(() => {
  localStorage.removeItem(consentConfig.storageKey);
  document.documentElement.setAttribute(CONSENT_STATE_ATTRIBUTE, 'pending');
});
afterEach(() => {
  cleanup();
  localStorage.removeItem(consentConfig.storageKey);
  document.documentElement.removeAttribute(CONSENT_STATE_ATTRIBUTE);
});

const bar = () => screen.queryByRole('region', { name: 'Cookies and analytics' });

describe('consent bar (issue 49 items 8, 9)', () => {
  it('asks nothing when no tag manager is configured', async () => {
    const ConsentBanner = await freshBanner();
    render(<ConsentBanner tagManager={false} />);
    expect(bar()).toBeNull();
  });

  it('says what runs, where and when, for the configured tag manager, and promises nothing else', async () => {
    const ConsentBanner = await freshBanner();
    render(<ConsentBanner tagManager />);
    const text = bar()!.textContent!;
    expect(text).toContain('Google Tag Manager');
    expect(text).toContain('contact page only once you answer');
    expect(text).toContain('after Reject it sets no analytics cookies');
    // The old promise was untrue while the translate widget loaded on every page.
    expect(text).not.toMatch(/Nothing is stored/);
    expect(screen.getByRole('link', { name: 'How we use your data' })).toHaveAttribute('href', '/privacy-policy');
  });

  it.each(['Accept', 'Reject'])(
    '%s marks the page decided, so the event banner waiting for the answer shows',
    async (name) => {
      const ConsentBanner = await freshBanner();
      render(<ConsentBanner tagManager />);
      await userEvent.click(screen.getByRole('button', { name }));
      expect(document.documentElement.getAttribute(CONSENT_STATE_ATTRIBUTE)).toBe('decided');
      await act(async () => {});
      expect(bar()).toBeNull();
    },
  );
});
