/**
 * Public entry of the consent feature for other features: the owner's consent settings and the
 * visitor's current answer. The analytics feature gates the tag manager on these; consent itself
 * depends on no other feature (it talks to the data layer in `src/lib/data-layer.ts`).
 */
export { consentConfig, mayLoadTagManager, type ConsentChoice, type TagManagerLoadPolicy } from './config';
export { saveConsent, useConsent, type ConsentSnapshot } from './consent-state';
