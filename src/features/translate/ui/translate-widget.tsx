'use client';

import { useEffect, useId, useState } from 'react';
import { hasChosenLanguage, translateConfig } from '../domain/config';
import { watchTranslatedDirection } from './direction';
import { installTranslationSafeDomPatch } from './dom-patch';
import { acquireTranslateScript } from './loader';

// Installed as soon as the app's code runs, before any translator (this widget or the browser's
// own) can rewrite text nodes under React.
installTranslationSafeDomPatch();

/** Where the widget is: its button only, Google's script on its way, its menu shown, or unavailable. */
type WidgetState = 'closed' | 'loading' | 'ready' | 'unavailable';

/**
 * The language menu of the translation widget (SPEC 1, 2.2), shown in the footer. Google's script
 * (a third party that may set its own cookie) is not loaded with the page: the widget shows a
 * "Language" button, and the script is added when the visitor opens it, or at once when the
 * visitor chose a language on an earlier page (Google's `googtrans` cookie), so a translated visit
 * stays translated. Once added, the script stays while the widget is mounted and is removed when it
 * unmounts (see ./loader.ts); client-side navigation keeps it. The widget sets `dir="rtl"` while the
 * page is shown in Arabic, moves focus to Google's menu when it opened it, and hides itself quietly
 * when the script cannot load (offline, blocked by the visitor). The element is `translate="no"` so
 * the menu never translates itself.
 */
export function TranslateWidget({ className }: { className?: string }) {
  const [state, setState] = useState<WidgetState>('closed');
  const [openedByVisitor, setOpenedByVisitor] = useState(false);
  const labelId = useId();

  useEffect(() => {
    const stopWatching = watchTranslatedDirection();
    return stopWatching;
  }, []);

  // The visitor's earlier choice of language: load at once, so the page comes translated.
  useEffect(() => {
    if (!hasChosenLanguage(document.cookie)) return;
    const timer = setTimeout(() => setState((current) => (current === 'closed' ? 'loading' : current)), 0);
    return () => clearTimeout(timer);
  }, []);

  const wanted = state !== 'closed';
  useEffect(() => {
    if (!wanted) return;
    return acquireTranslateScript({
      onReady: () => setState('ready'),
      onError: () => setState('unavailable'),
    });
  }, [wanted]);

  useEffect(() => {
    if (state !== 'ready' || !openedByVisitor) return;
    document.getElementById(translateConfig.elementId)?.querySelector<HTMLElement>('select')?.focus();
  }, [state, openedByVisitor]);

  return (
    <div
      translate="no"
      className={`notranslate flex items-center gap-2 ${className ?? ''}`}
      data-testid="translate-widget"
      data-state={state}
      hidden={state === 'unavailable'}
    >
      {state === 'closed' || state === 'loading' ? (
        <button
          type="button"
          disabled={state === 'loading'}
          onClick={() => {
            setOpenedByVisitor(true);
            setState('loading');
          }}
          className="inline-flex min-h-6 items-center text-sm text-navy-100 underline-offset-4 hover:text-white hover:underline disabled:cursor-wait"
        >
          <span id={labelId}>Language</span>
          <span className="sr-only">: translate this page (loads Google Translate)</span>
        </button>
      ) : (
        <span id={labelId} className="text-sm">
          Language
        </span>
      )}
      <div id={translateConfig.elementId} role="group" aria-labelledby={labelId} className="min-h-6" />
    </div>
  );
}
