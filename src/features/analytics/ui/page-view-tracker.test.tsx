import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { navigation } from '../../../../tests/support/next-navigation';
import { PageViewTracker } from './page-view-tracker';

/** The page-view events pushed so far: their paths and titles. */
const pushed = () =>
  (window.dataLayer ?? []).map((entry) => {
    const { page_path, page_title } = entry as Record<string, string>;
    return [page_path, page_title];
  });

/** A client-side navigation as the App Router makes it: the URL and pathname first, then the head. */
function navigate(path: string) {
  window.history.pushState(null, '', path);
  navigation.pathname = path;
}

/** Lets the tracker's animation frame run (happy-dom's frames follow the fake clock). */
const nextFrame = () => act(() => vi.advanceTimersByTimeAsync(20));

describe('PageViewTracker', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    window.dataLayer = [];
    window.history.replaceState(null, '', '/');
    navigation.pathname = '/';
    document.title = 'Home | Kavex Pumps';
  });
  afterEach(() => {
    vi.useRealTimers();
    document.head.querySelectorAll('title').forEach((title) => title.remove());
  });

  it('names the new page after a navigation even when the old <title> goes before the new one comes (never an empty page_title)', async () => {
    const { rerender } = render(<PageViewTracker />);
    await nextFrame();
    expect(pushed()).toEqual([['/', 'Home | Kavex Pumps']]);

    navigate('/about-us');
    rerender(<PageViewTracker />);
    await nextFrame();
    // The head between two titles: the old one removed, the new one not yet there.
    await act(async () => document.head.querySelectorAll('title').forEach((title) => title.remove()));
    await nextFrame();
    await act(async () => {
      document.title = 'Company | Kavex Pumps';
    });
    await nextFrame();
    expect(pushed()).toEqual([
      ['/', 'Home | Kavex Pumps'],
      ['/about-us', 'Company | Kavex Pumps'],
    ]);
  });

  it('pushes once after 1000 ms with the title it finds when the page keeps the previous title', async () => {
    const { rerender } = render(<PageViewTracker />);
    await nextFrame();
    navigate('/dealers');
    rerender(<PageViewTracker />);
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(pushed()).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(pushed()).toEqual([
      ['/', 'Home | Kavex Pumps'],
      ['/dealers', 'Home | Kavex Pumps'],
    ]);
  });
});
