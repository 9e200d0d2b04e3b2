import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { consentConfig, consentModeState, CONSENT_STATE_ATTRIBUTE, mayLoadTagManager } from '../domain/config';
import { consentDefaultsScript } from './consent-defaults';
import { parseStoredConsent } from './consent-state';

/** Runs the head script in a sandbox with a fake localStorage and returns the data layer as plain arrays. */
function runDefaults(stored: string | null, attributes: Record<string, string> = {}): unknown[] {
  const window: Record<string, unknown> = {
    localStorage: { getItem: (key: string) => (key === consentConfig.storageKey ? stored : null) },
  };
  const document = { documentElement: { setAttribute: (name: string, value: string) => (attributes[name] = value) } };
  vm.runInNewContext(consentDefaultsScript(), { window, document });
  return (window.dataLayer as IArguments[]).map((entry) => Array.from(entry));
}

const denied = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
};

describe('consent defaults (head script)', () => {
  it('denies all four Consent Mode v2 purposes before any tag, as gtag arguments', () => {
    expect(runDefaults(null)).toEqual([
      ['consent', 'default', { ...denied, wait_for_update: consentConfig.waitForUpdateMs }],
      ['set', 'ads_data_redaction', true],
    ]);
  });

  it("re-applies a returning visitor's stored answer and ignores anything malformed", () => {
    const granted = JSON.stringify({ version: 1, choice: 'granted', decidedAt: '2026-01-01T00:00:00.000Z' });
    const attributes: Record<string, string> = {};
    expect(runDefaults(granted, attributes)[2]).toEqual(['consent', 'update', consentModeState('granted')]);
    // Marks the page so that CSS keeps the server-rendered banner hidden from the first paint.
    expect(attributes).toEqual({ [CONSENT_STATE_ATTRIBUTE]: 'decided' });
    const none: Record<string, string> = {};
    expect(runDefaults(null, none)).toHaveLength(2);
    expect(none).toEqual({ [CONSENT_STATE_ATTRIBUTE]: 'pending' });
    expect(runDefaults('{"version":1,"choice":"maybe"}')).toHaveLength(2);
    expect(runDefaults('not json')).toHaveLength(2);
  });
});

describe('mayLoadTagManager', () => {
  it.each([
    ['after-choice', null, false],
    ['after-choice', 'denied', true],
    ['after-choice', 'granted', true],
    ['after-accept', null, false],
    ['after-accept', 'denied', false],
    ['after-accept', 'granted', true],
    ['immediately', null, true],
  ] as const)('%s with %s -> %s', (policy, choice, expected) => {
    expect(mayLoadTagManager(policy, choice)).toBe(expected);
  });

  it('with the site’s configuration, loads nothing before the visitor answers, and loads after either answer', () => {
    expect(mayLoadTagManager(consentConfig.tagManagerLoad, null)).toBe(false);
    expect(mayLoadTagManager(consentConfig.tagManagerLoad, 'denied')).toBe(true);
    expect(mayLoadTagManager(consentConfig.tagManagerLoad, 'granted')).toBe(true);
  });
});

describe('parseStoredConsent', () => {
  it('accepts only a complete version-1 answer', () => {
    expect(parseStoredConsent(JSON.stringify({ version: 1, choice: 'denied', decidedAt: 'x' }))?.choice).toBe('denied');
    expect(parseStoredConsent(JSON.stringify({ version: 2, choice: 'denied', decidedAt: 'x' }))).toBeNull();
    expect(parseStoredConsent(null)).toBeNull();
  });
});
