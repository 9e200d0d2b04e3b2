/** Public entry of the accessibility statement feature: its page. */
export { AccessibilityPage } from './ui/accessibility-page';
