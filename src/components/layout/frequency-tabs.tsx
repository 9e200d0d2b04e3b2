'use client';

import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { Frequency } from '@/content/schemas/common';
import { useHydrated } from '@/lib/react/use-hydrated';

/** One frequency's panel: its label ("50 Hz") and its content (server HTML). */
export interface FrequencyPanel {
  hz: Frequency;
  label: string;
  content: ReactNode;
}

/**
 * The mega-menu's 50 Hz / 60 Hz tabs (SPEC 2.2): one tab stop, arrow keys, Home and End move between
 * tabs (WAI-ARIA tabs pattern, automatic activation). Without JavaScript, and until hydration, both
 * panels are shown one under the other, each a group named by its label, so every category is reachable.
 */
export function FrequencyTabs({ panels }: { panels: FrequencyPanel[] }) {
  const hydrated = useHydrated();
  const [selected, setSelected] = useState<Frequency>(panels[0]!.hz);
  const tabRefs = useRef(new Map<Frequency, HTMLButtonElement>());
  const ids = useId();

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const at = panels.findIndex((p) => p.hz === selected);
    const next =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? panels.length - 1
          : event.key === 'ArrowRight'
            ? (at + 1) % panels.length
            : event.key === 'ArrowLeft'
              ? (at - 1 + panels.length) % panels.length
              : null;
    if (next === null) return;
    event.preventDefault();
    const hz = panels[next]!.hz;
    setSelected(hz);
    tabRefs.current.get(hz)?.focus();
  };

  // One tree before and after hydration: the panels keep their element and key, so the render
  // useHydrated forces right after hydration only adds the tab list and changes the panels'
  // attributes, and React leaves their links in place instead of rebuilding them.
  return (
    <>
      {hydrated && (
        <div role="tablist" aria-label="Frequency" className="mb-3 inline-flex rounded-full bg-water-50 p-1">
          {panels.map(({ hz, label }) => (
            <button
              key={hz}
              ref={(el) => {
                if (el) tabRefs.current.set(hz, el);
                else tabRefs.current.delete(hz);
              }}
              type="button"
              role="tab"
              id={`${ids}-tab-${hz}`}
              aria-selected={selected === hz}
              aria-controls={`${ids}-panel-${hz}`}
              tabIndex={selected === hz ? 0 : -1}
              onClick={() => setSelected(hz)}
              onKeyDown={onKeyDown}
              className={`rounded-full px-5 py-1.5 text-sm font-semibold transition-colors ${selected === hz ? 'bg-navy-900 text-white' : 'text-navy-800 hover:text-water-700'}`}
            >
              {label}
            </button>
          ))}
        </div>
      )}
      {panels.map(({ hz, label, content }) => (
        <div
          key={hz}
          role={hydrated ? 'tabpanel' : 'group'}
          id={`${ids}-panel-${hz}`}
          aria-labelledby={hydrated ? `${ids}-tab-${hz}` : `${ids}-label-${hz}`}
          hidden={hydrated && selected !== hz}
          className={hydrated ? undefined : 'mb-4'}
        >
          {!hydrated && (
            <p id={`${ids}-label-${hz}`} className="px-3 pb-1 text-sm font-semibold text-navy-800">
              {label}
            </p>
          )}
          {content}
        </div>
      ))}
    </>
  );
}
