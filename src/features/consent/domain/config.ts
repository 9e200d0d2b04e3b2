/**
 * Consent settings (Google Consent Mode v2). The owner changes behaviour here, nowhere else.
 */

/**
 * When the tag manager may load on the contact page:
 * - `after-choice`: only once the visitor has answered the banner (Accept or Reject); a rejection
 *   is passed on through Consent Mode, so Google's tags keep storage off and send cookieless pings;
 * - `after-accept`: only after Accept (Consent Mode "basic": nothing from Google after Reject);
 * - `immediately`: as soon as the page is usable, with every purpose denied until the visitor
 *   accepts (for markets without prior-consent rules).
 * A static site cannot tell a visitor's region, so the setting applies to every visitor; the
 * default is the one that satisfies prior-consent rules (GDPR, UK GDPR, ePrivacy).
 */
export type TagManagerLoadPolicy = 'after-choice' | 'after-accept' | 'immediately';

/** The owner's consent settings. */
export const consentConfig = {
  /** See {@link TagManagerLoadPolicy}. */
  tagManagerLoad: 'after-choice' as TagManagerLoadPolicy,
  /** localStorage key of the visitor's answer. */
  storageKey: 'kavex-consent',
  /** Milliseconds Google's tags wait for a stored answer before using the denied defaults. */
  waitForUpdateMs: 500,
} as const;

/**
 * Attribute the head script sets on `<html>` before the first paint: `pending` when no answer is
 * stored, `decided` when one is. The server-rendered banner is displayed only while it is `pending`,
 * so a returning visitor never sees it flash and a browser without JavaScript (where the buttons
 * could not work, and no tag ever loads) never shows it.
 */
export const CONSENT_STATE_ATTRIBUTE = 'data-consent';

/** The visitor's answer: every purpose granted (Accept) or denied (Reject). */
export type ConsentChoice = 'granted' | 'denied';

/** The four Consent Mode v2 purposes, all set together by the banner. */
export const consentPurposes = ['ad_storage', 'ad_user_data', 'ad_personalization', 'analytics_storage'] as const;

/** Consent Mode state object for a choice, e.g. `{ ad_storage: 'denied', ... }`. */
export function consentModeState(choice: ConsentChoice): Record<(typeof consentPurposes)[number], ConsentChoice> {
  return Object.fromEntries(consentPurposes.map((purpose) => [purpose, choice])) as Record<
    (typeof consentPurposes)[number],
    ConsentChoice
  >;
}

/**
 * Whether the tag manager may load now under a policy.
 * @param choice the stored answer, or null before the visitor has answered
 */
export function mayLoadTagManager(policy: TagManagerLoadPolicy, choice: ConsentChoice | null): boolean {
  if (policy === 'immediately') return true;
  if (policy === 'after-accept') return choice === 'granted';
  return choice !== null;
}

/**
 * What the consent bar says runs, for a load policy: one sentence naming the tag manager, where it
 * runs and when, so the bar asks exactly for what is configured and promises nothing the policy
 * does not keep.
 */
export function consentNotice(policy: TagManagerLoadPolicy): string {
  switch (policy) {
    case 'after-choice':
      return 'May Google Tag Manager count visits with analytics cookies? It runs on the contact page only once you answer, and after Reject it sets no analytics cookies.';
    case 'after-accept':
      return 'May Google Tag Manager count visits with analytics cookies? It runs on the contact page only if you accept.';
    case 'immediately':
      return 'May Google Tag Manager count visits with analytics cookies? It runs on the contact page, and sets no analytics cookies unless you accept.';
  }
}
