// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchResponse, SearchResult } from '../domain/types';
import { SiteHeader } from '@/components/layout/site-header';
import { navigation } from '../../../../tests/support/next-navigation';
import { HeaderSearch, instantResultsLimit, searchDebounceMs } from './header-search';

const hit = (title: string, url: string, type: SearchResult['type'] = 'product'): SearchResult => ({
  id: `${type}:${title}`,
  type,
  group: type === 'document' ? 'Documents' : 'Products and models',
  title,
  url,
  score: 1,
  snippet: [{ text: `${title} snippet`, match: false }],
});

const searchAsYouType = vi.fn<(query: string, limit: number) => Promise<SearchResponse>>(async (query) => ({
  query,
  total: 2,
  results: [
    hit('KS4-05/24', '/products/50HZ/submersible-pumps/4-inch-ks#model-ks4-05-24', 'model'),
    hit('Submersible Pumps', '/products/50HZ/submersible-pumps'),
  ],
  groups: [],
  suggestions: [],
}));
const loadClientIndex = vi.fn(async () => ({}));
vi.mock('./client-search', () => ({
  searchAsYouType: (query: string, limit: number) => searchAsYouType(query, limit),
  loadClientIndex: () => loadClientIndex(),
}));

const box = () => screen.getByRole('combobox', { name: 'Search the site' }) as HTMLInputElement;

/** Types into the box and lets the debounce and the (mocked) lazy import settle. */
async function type(text: string) {
  fireEvent.change(box(), { target: { value: text } });
  await act(async () => {
    await vi.advanceTimersByTimeAsync(searchDebounceMs);
  });
}

describe('HeaderSearch', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    navigation.pathname = '/search';
    searchAsYouType.mockClear();
    loadClientIndex.mockClear();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('is a GET form to /search in the server HTML, so it works without JavaScript', () => {
    const html = renderToString(<HeaderSearch />);
    expect(html).toMatch(/<form[^>]*role="search"[^>]*action="\/search"[^>]*method="get"/);
    expect(html).toContain('name="q"');
  });

  it('loads the search code and index only when the box is first focused', async () => {
    render(<HeaderSearch />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(loadClientIndex).not.toHaveBeenCalled();
    await act(async () => {
      box().focus();
      fireEvent.focus(box());
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(loadClientIndex).toHaveBeenCalledTimes(1);
  });

  it(`lists the best matches ${searchDebounceMs} ms after the last key, and one option for all results`, async () => {
    render(<HeaderSearch />);
    fireEvent.change(box(), { target: { value: 'ks4' } });
    fireEvent.change(box(), { target: { value: 'ks4 0524' } });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(searchDebounceMs - 1);
    });
    expect(searchAsYouType).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(searchAsYouType).toHaveBeenCalledTimes(1);
    expect(searchAsYouType).toHaveBeenCalledWith('ks4 0524', instantResultsLimit);
    expect(box().getAttribute('aria-expanded')).toBe('true');
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      expect.stringContaining('KS4-05/24'),
      expect.stringContaining('Submersible Pumps'),
      'All results for “ks4 0524”',
    ]);
    expect(screen.getByRole('status').textContent).toBe('2 suggestions');
  });

  it('moves through the options with the arrow keys (wrapping) and opens the active one with Enter', async () => {
    render(<HeaderSearch />);
    await type('ks4 0524');
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    const [first, , all] = screen.getAllByRole('option');
    expect(box().getAttribute('aria-activedescendant')).toBe(first!.id);
    expect(first!.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(box(), { key: 'ArrowUp' });
    expect(box().getAttribute('aria-activedescendant')).toBe(all!.id);
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(navigation.router.push).toHaveBeenCalledWith('/products/50HZ/submersible-pumps/4-inch-ks#model-ks4-05-24');
  });

  it('opens the results page with Enter when no option is active', async () => {
    render(<HeaderSearch />);
    await type('star delta panel');
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(navigation.router.push).toHaveBeenCalledWith('/search?q=star+delta+panel');
  });

  it('closes the list with Escape, and a second Escape clears the box', async () => {
    render(<HeaderSearch />);
    await type('solar');
    fireEvent.keyDown(box(), { key: 'Escape' });
    expect(box().getAttribute('aria-expanded')).toBe('false');
    expect(box().value).toBe('solar');
    fireEvent.keyDown(box(), { key: 'Escape' });
    expect(box().value).toBe('');
  });

  it('is focused by / and by Ctrl+K from the page, but / typed in a field stays a character', () => {
    const { container } = render(
      <>
        <input aria-label="Other field" />
        <HeaderSearch />
      </>,
    );
    // happy-dom lays nothing out: give the box the offsetParent a visible box has.
    Object.defineProperty(box(), 'offsetParent', { get: () => container });
    const other = screen.getByLabelText('Other field');
    other.focus();
    fireEvent.keyDown(other, { key: '/' });
    expect(document.activeElement).toBe(other);
    fireEvent.keyDown(document.body, { key: '/' });
    expect(document.activeElement).toBe(box());
    other.focus();
    fireEvent.keyDown(other, { key: 'k', ctrlKey: true });
    expect(document.activeElement).toBe(box());
  });

  it('closes the phone menu it sits in when a search is sent, also from the results page (same path)', () => {
    render(<SiteHeader productMenu={{ '50hz': [], '60hz': [] }} search={<HeaderSearch />} />);
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    fireEvent.change(box(), { target: { value: 'submersable' } });
    fireEvent.submit(box().closest('form')!);
    expect(navigation.router.push).toHaveBeenCalledWith('/search?q=submersable');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('navigation', { name: 'Main', hidden: true })).toHaveClass('hidden');

    fireEvent.click(toggle);
    fireEvent.change(box(), { target: { value: 'flow sleeve' } });
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(navigation.router.push).toHaveBeenLastCalledWith('/search?q=flow+sleeve');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps the list closed when Enter is pressed before the suggestions arrive', async () => {
    render(<HeaderSearch />);
    fireEvent.change(box(), { target: { value: 'submersable' } });
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(navigation.router.push).toHaveBeenCalledWith('/search?q=submersable');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(searchDebounceMs * 2);
    });
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });
});
