'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { paths } from '@/config/paths';
import { useCloseHeaderMenu } from '@/components/layout/header-menu';
import { SearchIcon } from '@/components/ui/icons';
import type { SearchResult, SnippetSegment } from '../domain/types';

/** Wait after the last key before the instant results follow the box (ms). */
export const searchDebounceMs = 150;
/** Most instant results shown under the box. */
export const instantResultsLimit = 6;

type Loaded = typeof import('./client-search');

/** What the list under the box shows. */
type ListState =
  | { status: 'closed' }
  | { status: 'results'; query: string; results: SearchResult[] }
  | { status: 'unavailable'; query: string };

const typeNames: Record<SearchResult['type'], string> = {
  product: 'Product',
  model: 'Model',
  document: 'Brochure',
  article: 'Article',
  page: 'Page',
};

function snippetText(segments: readonly SnippetSegment[]): string {
  return segments.map((s) => s.text).join('');
}

/** Whether a key press happened while the visitor types somewhere (then `/` is a character, not a shortcut). */
function typingIn(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

/**
 * The site search box of the header (desktop bar and phone menu): a GET form to `/search` that works
 * without JavaScript; with it, a WAI-ARIA combobox (APG "combobox with listbox popup") that lists
 * the best matches as you type ({@link searchDebounceMs} after the last key), arrow keys move through
 * them, Enter opens the active one or the results page, Escape closes the list (a second Escape clears
 * the box). `/` or Ctrl/⌘+K focuses the box from anywhere on the page. The search code and the client
 * index load only when the box is first focused. Opening a result or the results page closes the
 * phone menu the box sits in ({@link useCloseHeaderMenu}).
 */
export function HeaderSearch() {
  const router = useRouter();
  const closeMenu = useCloseHeaderMenu();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const loaded = useRef<Promise<Loaded> | undefined>(undefined);
  const latest = useRef('');
  const [list, setList] = useState<ListState>({ status: 'closed' });
  const [active, setActive] = useState(-1);

  const listboxId = `${id}-listbox`;
  const optionId = (i: number) => `${id}-option-${i}`;
  const results = list.status === 'results' ? list.results : [];
  // The last option always opens the full results page.
  const optionCount = list.status === 'results' ? results.length + 1 : 0;
  const open = list.status !== 'closed';

  useEffect(() => {
    function onKeyDown(event: globalThis.KeyboardEvent) {
      const input = inputRef.current;
      if (!input || input.offsetParent === null) return;
      const shortcut =
        (event.key === '/' && !typingIn(event.target)) ||
        ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k');
      if (!shortcut || event.defaultPrevented) return;
      event.preventDefault();
      input.focus();
      input.select();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      clearTimeout(timer.current);
    };
  }, []);

  function load(): Promise<Loaded> {
    loaded.current ??= import('./client-search').then((module) => {
      module.loadClientIndex().catch(() => undefined);
      return module;
    });
    return loaded.current;
  }

  function search(query: string) {
    latest.current = query;
    clearTimeout(timer.current);
    if (!query.trim()) {
      setList({ status: 'closed' });
      setActive(-1);
      return;
    }
    timer.current = setTimeout(async () => {
      try {
        const { searchAsYouType } = await load();
        const response = await searchAsYouType(query, instantResultsLimit);
        if (latest.current !== query) return;
        setList({ status: 'results', query, results: response.results });
      } catch {
        if (latest.current === query) setList({ status: 'unavailable', query });
      }
      setActive(-1);
    }, searchDebounceMs);
  }

  function go(url: string) {
    // Enter pressed within the debounce: the suggestions still on their way must not reopen the list
    // over the page being opened.
    clearTimeout(timer.current);
    latest.current = '';
    setList({ status: 'closed' });
    setActive(-1);
    // On a phone the box sits in the menu: the results must not open under it, even on the same path.
    closeMenu();
    router.push(url);
  }

  const resultsPage = (query: string) => `${paths.search}?${new URLSearchParams({ q: query.trim() })}`;

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (optionCount === 0) return;
      event.preventDefault();
      // Wraps at both ends, as the APG combobox example does.
      setActive((i) =>
        event.key === 'ArrowDown' ? (i < optionCount - 1 ? i + 1 : 0) : i > 0 ? i - 1 : optionCount - 1,
      );
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        setList({ status: 'closed' });
        setActive(-1);
      } else if (event.currentTarget.value) {
        event.preventDefault();
        event.currentTarget.value = '';
        latest.current = '';
      }
    } else if (event.key === 'Enter') {
      const query = event.currentTarget.value;
      if (!query.trim()) return;
      event.preventDefault();
      go(active >= 0 && active < results.length ? results[active]!.url : resultsPage(query));
    }
  }

  return (
    <form
      role="search"
      action={paths.search}
      method="get"
      className="relative w-full lg:w-40 xl:w-56"
      onSubmit={(event) => {
        event.preventDefault();
        const query = inputRef.current?.value ?? '';
        if (query.trim()) go(resultsPage(query));
      }}
    >
      <label htmlFor={`${id}-q`} className="sr-only">
        Search the site
      </label>
      {/* The box and its button in their own frame, so the button stays in the box when the
          suggestions open below it in the phone menu's flow. */}
      <div className="relative">
        <input
          ref={inputRef}
          id={`${id}-q`}
          // type=text: HTML allows role=combobox on a text input, not on type=search (ARIA in HTML).
          type="text"
          enterKeyHint="search"
          name="q"
          role="combobox"
          aria-expanded={open}
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-activedescendant={active >= 0 ? optionId(active) : undefined}
          aria-keyshortcuts="/ Control+K Meta+K"
          autoComplete="off"
          placeholder="Search"
          maxLength={200}
          onFocus={() => void load()}
          onChange={(event) => search(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          onBlur={() => setTimeout(() => setList({ status: 'closed' }), 150)}
          className="block w-full rounded-full border border-line bg-surface py-2 pr-10 pl-4 text-base text-ink-900 placeholder:text-ink-600 focus:border-water-600 focus:ring-2 focus:ring-water-600/30 focus:outline-none"
        />
        <button
          type="submit"
          className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-full text-navy-800 hover:text-water-700"
        >
          <SearchIcon className="size-5" />
          <span className="sr-only">Search</span>
        </button>
      </div>
      <div
        // In the flow of the phone menu (which scrolls), floating under the box in the desktop bar. It
        // does not scroll itself: its options are reached through aria-activedescendant, not focus, so
        // a scrolling list could not be scrolled from the keyboard; six results fit a laptop screen.
        className={`${open ? 'block' : 'hidden'} mt-2 w-full overflow-hidden rounded-card border border-line bg-white shadow-raised lg:absolute lg:top-full lg:right-0 lg:z-10 lg:w-[26rem]`}
      >
        <ul id={listboxId} role="listbox" aria-label="Search suggestions">
          {results.map((result, i) => (
            <li
              key={result.id}
              id={optionId(i)}
              role="option"
              aria-selected={active === i}
              className={`cursor-pointer border-b border-line px-4 py-2.5 ${active === i ? 'bg-water-50' : ''}`}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => go(result.url)}
            >
              <span className="block text-xs font-semibold tracking-[0.08em] text-water-700 uppercase">
                {typeNames[result.type]}
                {result.frequencyHz ? ` · ${result.frequencyHz} Hz` : ''}
              </span>
              <span className="block font-semibold text-navy-900">{result.title}</span>
              {result.snippet.length > 0 && (
                <span className="block truncate text-sm text-ink-600">{snippetText(result.snippet)}</span>
              )}
            </li>
          ))}
          {list.status === 'results' && (
            <li
              id={optionId(results.length)}
              role="option"
              aria-selected={active === results.length}
              className={`cursor-pointer px-4 py-2.5 text-sm font-semibold text-water-700 ${active === results.length ? 'bg-water-50' : ''}`}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => go(resultsPage(list.query))}
            >
              {results.length > 0 ? `All results for “${list.query}”` : `No quick match: search for “${list.query}”`}
            </li>
          )}
        </ul>
        {list.status === 'unavailable' && (
          <p className="px-4 py-3 text-sm text-ink-700">Press Enter to see the results.</p>
        )}
      </div>
      <p role="status" className="sr-only">
        {list.status === 'results' ? `${results.length} ${results.length === 1 ? 'suggestion' : 'suggestions'}` : ''}
      </p>
    </form>
  );
}
