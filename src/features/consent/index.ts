/**
 * Public entry of the consent feature: the owner's consent settings, the visitor's current answer,
 * and the root layout's banner, consent-mode defaults script and cookie-settings button. The analytics feature gates the tag manager on these; consent itself
 * depends on no other feature (it talks to the data layer in `src/lib/browser/data-layer.ts`).
 */
export { consentConfig, mayLoadTagManager, type ConsentChoice, type TagManagerLoadPolicy } from './config';
export { saveConsent, useConsent, type ConsentSnapshot } from './consent-state';
export { ConsentBanner } from './consent-banner';
export { ConsentDefaults } from './consent-defaults';
export { CookieSettingsButton } from './cookie-settings-button';
