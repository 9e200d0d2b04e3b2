'use client';

import { requestConsentBanner } from './consent-state';

/**
 * "Cookie settings": reopens the consent banner so the visitor can change an earlier answer.
 * Styled by the caller (the footer passes its link style).
 */
export function CookieSettingsButton({ className }: { className?: string }) {
  return (
    <button type="button" onClick={requestConsentBanner} className={className} data-testid="cookie-settings">
      Cookie settings
    </button>
  );
}
