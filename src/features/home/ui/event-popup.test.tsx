import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BannerEvent } from '@/content/schemas/resources';
import { EventPopup } from './event-popup';

const event: BannerEvent = {
  title: 'Kenya Product Launch 2025',
  date: '2025-09-10',
  location: 'Nairobi, Kenya',
  image: '/images/pages/home-popup.webp',
  alt: 'Kenya product launch stand',
  link: { href: '/resources/news-and-events', label: 'See the event photos' },
};

const closed = () => document.documentElement.hasAttribute('data-event-closed');

/** The page around the banner: a main landmark (focus goes there on close) and a control outside it. */
function renderPage() {
  return render(
    <>
      <button type="button">Outside</button>
      <main id="main" tabIndex={-1}>
        <EventPopup event={event} />
      </main>
    </>,
  );
}

beforeEach(() => {
  sessionStorage.clear();
  document.documentElement.removeAttribute('data-event-closed');
});
afterEach(() => {
  sessionStorage.clear();
  document.documentElement.removeAttribute('data-event-closed');
});

describe('home event banner (SPEC 2.3, issue 26)', () => {
  it('is a non-modal region named by the event, with its picture, dates, place and link', () => {
    renderPage();
    const banner = screen.getByRole('region', { name: event.title });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(banner).not.toHaveAttribute('aria-modal');
    expect(banner).toContainElement(screen.getByRole('img', { name: event.alt }));
    expect(banner).toHaveTextContent('10 September 2025 · Nairobi, Kenya');
    expect(screen.getByRole('link', { name: event.link.label })).toHaveAttribute('href', event.link.href);
  });

  it('is revealed by its CSS animation delay of 1000 ms; no script runs then, takes focus or hides the page', async () => {
    vi.useFakeTimers();
    const outside = renderPage().getByRole('button', { name: 'Outside' });
    outside.focus();
    const banner = screen.getByTestId('event-banner');
    expect(banner.className).toContain('animate-[event-banner-in_');
    expect(banner.style.animationDelay).toBe('1000ms');
    const before = document.body.innerHTML;
    // No timer was set: a second and more passes without a change to the page.
    expect(vi.getTimerCount()).toBe(0);
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(document.body.innerHTML).toBe(before);
    expect(outside).toHaveFocus();
    expect(document.querySelector('[inert], [aria-hidden="true"]:not(svg)')).toBeNull();
  });

  it('closes with its button for the rest of the session, giving focus to the main content', async () => {
    renderPage();
    const close = screen.getByRole('button', { name: 'Close event banner' });
    close.focus();
    await userEvent.click(close);
    // The banner's class hides it under <html data-event-closed>.
    expect(closed()).toBe(true);
    expect(screen.getByTestId('event-banner').className).toContain('[[data-event-closed]_&]:hidden');
    expect(sessionStorage.getItem('kavex-event-banner-closed')).toBe(event.title);
    expect(document.getElementById('main')).toHaveFocus();
  });

  it('stays closed when the home page is rendered again in the same session', () => {
    sessionStorage.setItem('kavex-event-banner-closed', event.title);
    renderPage();
    expect(closed()).toBe(true);
  });

  it('before the first paint of a reload, its inline script applies the closed state of this event only', () => {
    const { container } = renderPage();
    const script = container.querySelector('script')!.textContent!;
    const run = () => new Function(script)() as void;
    run();
    expect(closed()).toBe(false);
    sessionStorage.setItem('kavex-event-banner-closed', 'Zambia Agritech Expo 2025');
    run();
    expect(closed()).toBe(false);
    sessionStorage.setItem('kavex-event-banner-closed', event.title);
    run();
    expect(closed()).toBe(true);
  });

  it('closes with Escape, except while a dialog is open or focus is in the header (Escape is theirs then)', () => {
    renderPage();
    const modal = document.createElement('div');
    modal.setAttribute('role', 'dialog');
    document.body.append(modal);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(closed()).toBe(false);
    modal.remove();
    // In the header, Escape closes a menu or the search list instead.
    const header = document.createElement('header');
    const search = document.createElement('input');
    header.append(search);
    document.body.append(header);
    search.focus();
    fireEvent.keyDown(search, { key: 'Escape' });
    expect(closed()).toBe(false);
    header.remove();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(closed()).toBe(true);
  });

  it('without JavaScript, closes through a link to the fragment that hides it as the :target', () => {
    const { container } = renderPage();
    const fallback = container.querySelector<HTMLAnchorElement>('a[href="#event-banner-closed"]')!;
    expect(fallback).toHaveAccessibleName('Close event banner');
    expect(fallback.className).toContain('noscript:inline-flex');
    const target = document.getElementById('event-banner-closed')!;
    expect(target.className).toContain('peer/closed');
    expect(target.nextElementSibling).toBe(screen.getByTestId('event-banner'));
    expect(screen.getByTestId('event-banner').className).toContain('peer-target/closed:hidden');
  });
});
