'use client';

// Browser-only (localStorage, useSyncExternalStore): marked so that the feature's index, which the
// root layout (a server component) imports for the banner, hands the server client references only.
import { useSyncExternalStore } from 'react';
import { gtag, pushEvent } from '@/lib/browser/data-layer';
import { CONSENT_STATE_ATTRIBUTE, consentConfig, consentModeState, type ConsentChoice } from '../domain/config';

/**
 * The visitor's consent answer in the browser: stored in localStorage (no cookie, so nothing is
 * sent to the server), applied to Google Consent Mode, and observable by React components.
 * Also carries the "banner open" signal that the footer's Cookie settings button raises.
 */

/** What is stored under `consentConfig.storageKey`. */
export interface StoredConsent {
  /** Format version (1). */
  version: 1;
  /** The answer for every purpose. */
  choice: ConsentChoice;
  /** When the visitor answered, ISO 8601. */
  decidedAt: string;
}

/** Snapshot of the store: the answer (null before any) and whether the banner was asked to open. */
export interface ConsentSnapshot {
  choice: ConsentChoice | null;
  bannerRequested: boolean;
}

const listeners = new Set<() => void>();
let memoryFallback: StoredConsent | null = null;
let bannerRequested = false;
let snapshot: ConsentSnapshot | undefined;

function notify(): void {
  snapshot = undefined;
  listeners.forEach((listener) => listener());
}

/** Parses a stored value; null for anything that is not a valid {@link StoredConsent}. */
export function parseStoredConsent(raw: string | null): StoredConsent | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredConsent>;
    if (
      value.version === 1 &&
      (value.choice === 'granted' || value.choice === 'denied') &&
      typeof value.decidedAt === 'string'
    ) {
      return { version: 1, choice: value.choice, decidedAt: value.decidedAt };
    }
  } catch {
    // Not JSON: treat as no answer.
  }
  return null;
}

/** The stored answer, or null. Falls back to memory where storage is blocked. Browser only. */
export function readConsent(): StoredConsent | null {
  try {
    return parseStoredConsent(window.localStorage.getItem(consentConfig.storageKey));
  } catch {
    return memoryFallback;
  }
}

/**
 * Records the visitor's answer: stores it, sends a Consent Mode `update` for all four purposes,
 * pushes a `consent_update` event, closes the banner and notifies subscribers. Browser only.
 */
export function saveConsent(choice: ConsentChoice): void {
  const stored: StoredConsent = { version: 1, choice, decidedAt: new Date().toISOString() };
  memoryFallback = stored;
  try {
    window.localStorage.setItem(consentConfig.storageKey, JSON.stringify(stored));
  } catch {
    // Storage blocked (private mode, policy): the answer lasts for this page's life.
  }
  gtag('consent', 'update', consentModeState(choice));
  pushEvent({ event: 'consent_update', consent_choice: choice });
  bannerRequested = false;
  markDecided();
  notify();
}

/** Marks the page answered, so what waits for the answer (the home page's event banner) shows. */
function markDecided(): void {
  document.documentElement.setAttribute(CONSENT_STATE_ATTRIBUTE, 'decided');
}

/** Opens the banner again (footer "Cookie settings"). Browser only. */
export function requestConsentBanner(): void {
  bannerRequested = true;
  notify();
}

/** Closes a banner that was opened from the footer without changing the answer. */
export function dismissConsentBanner(): void {
  bannerRequested = false;
  markDecided();
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab's answer arrives as a storage event.
  const onStorage = (event: StorageEvent) => {
    if (event.key === consentConfig.storageKey) notify();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * The current answer, as one object while it is unchanged (as useSyncExternalStore requires). Read
 * from storage each time rather than kept until the next notice: an answer changed while nothing
 * listened (storage cleared, another tab while this page was in the back-forward cache) is seen.
 */
function getSnapshot(): ConsentSnapshot {
  const choice = readConsent()?.choice ?? null;
  if (snapshot?.choice !== choice || snapshot.bannerRequested !== bannerRequested) {
    snapshot = { choice, bannerRequested };
  }
  return snapshot;
}

/** Before hydration nothing is known: the server renders no banner and loads nothing. */
const serverSnapshot = undefined;

/**
 * The consent state for a component; `undefined` during server rendering and hydration (the
 * answer lives in the browser), then the {@link ConsentSnapshot}.
 */
export function useConsent(): ConsentSnapshot | undefined {
  return useSyncExternalStore(subscribe, getSnapshot, () => serverSnapshot);
}
