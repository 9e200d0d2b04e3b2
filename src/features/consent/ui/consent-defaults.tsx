import { CONSENT_STATE_ATTRIBUTE, consentConfig, consentModeState } from '../domain/config';

/**
 * The Consent Mode v2 defaults as an inline script for the document head, run before any tag:
 * creates `window.dataLayer`, sets every purpose (`ad_storage`, `ad_user_data`,
 * `ad_personalization`, `analytics_storage`) to denied with `wait_for_update`, turns on ads data
 * redaction, and then re-applies a visitor's stored answer, so a returning visitor's tags start
 * from that answer. The text is the same on every page; the build hashes it into the CSP.
 */
export function consentDefaultsScript(): string {
  const denied = JSON.stringify({ ...consentModeState('denied'), wait_for_update: consentConfig.waitForUpdateMs });
  const update = JSON.stringify(consentModeState('granted')).replace(/"granted"/g, 'v');
  return [
    '(function(){var w=window;w.dataLayer=w.dataLayer||[];',
    'function g(){w.dataLayer.push(arguments)}',
    `g('consent','default',${denied});`,
    "g('set','ads_data_redaction',true);",
    `var r=document.documentElement,a=${JSON.stringify(CONSENT_STATE_ATTRIBUTE)};r.setAttribute(a,'pending');`,
    `try{var c=JSON.parse(w.localStorage.getItem(${JSON.stringify(consentConfig.storageKey)})||'null');`,
    "if(c&&c.version===1&&(c.choice==='granted'||c.choice==='denied')){var v=c.choice;r.setAttribute(a,'decided');",
    `g('consent','update',${update})}}catch(e){}})();`,
  ].join('');
}

/** Renders {@link consentDefaultsScript} (server component; place first in `<head>`). */
export function ConsentDefaults() {
  return <script dangerouslySetInnerHTML={{ __html: consentDefaultsScript() }} />;
}
