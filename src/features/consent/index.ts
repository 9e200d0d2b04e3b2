/**
 * Public entry of the consent feature: the owner's consent settings, the visitor's current answer,
 * and the root layout's banner, consent-mode defaults script and cookie-settings button. The analytics feature gates the tag manager on these; consent itself
 * depends on no other feature (it talks to the data layer in `src/lib/browser/data-layer.ts`).
 */
export { consentConfig, mayLoadTagManager, type ConsentChoice, type TagManagerLoadPolicy } from './domain/config';
export { saveConsent, useConsent, type ConsentSnapshot } from './ui/consent-state';
export { ConsentBanner } from './ui/consent-banner';
export { ConsentDefaults } from './ui/consent-defaults';
export { CookieSettingsButton } from './ui/cookie-settings-button';
