/**
 * axe-core rule tags of WCAG 2.0, 2.1 and 2.2 at levels A and AA: the level both accessibility gates
 * check, the browser scans (tests/e2e/support/axe.ts) and the product pages' server renders in Vitest
 * (catalogue-pages-axe.test.tsx). WCAG 2.2's new A criteria, consistent help and redundant entry,
 * have no automated rule.
 */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
