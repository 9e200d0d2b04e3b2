'use client';

import { useEffect, useId, useState } from 'react';
import { translateConfig } from './config';
import { watchTranslatedDirection } from './direction';
import { installTranslationSafeDomPatch } from './dom-patch';
import { acquireTranslateScript } from './loader';

// Installed as soon as the app's code runs, before any translator (this widget or the browser's
// own) can rewrite text nodes under React.
installTranslationSafeDomPatch();

/**
 * The language menu of the translation widget (SPEC 1, 2.2), shown in the footer. Adds the
 * widget's script on mount and removes it on unmount (see ./loader.ts), sets `dir="rtl"` while
 * the page is shown in Arabic, and hides itself quietly when the script cannot load (offline,
 * blocked by the visitor). The element is `translate="no"` so the menu never translates itself.
 */
export function TranslateWidget({ className }: { className?: string }) {
  const [state, setState] = useState<'loading' | 'ready' | 'unavailable'>('loading');
  const labelId = useId();
  useEffect(() => {
    const stopWatching = watchTranslatedDirection();
    const release = acquireTranslateScript({
      onReady: () => setState('ready'),
      onError: () => setState('unavailable'),
    });
    return () => {
      release();
      stopWatching();
    };
  }, []);
  return (
    <div
      translate="no"
      className={`notranslate flex items-center gap-2 ${className ?? ''}`}
      data-testid="translate-widget"
      data-state={state}
      hidden={state === 'unavailable'}
    >
      <span id={labelId} className="text-sm">
        Language
      </span>
      <div id={translateConfig.elementId} role="group" aria-labelledby={labelId} className="min-h-6" />
    </div>
  );
}
