/** Public entry of the privacy feature: the privacy policy page and the policy's date as the API writes it. */
export { PrivacyPage } from './ui/privacy-page';
export { formatPolicyDate } from './ui/format';
