import { expect, test } from './support/test';
import { stubThirdParties, watchProblems } from './support/third-parties';

/**
 * The Content-Security-Policy in Chromium (issue 5, item 5): it blocks injected inline code and
 * unlisted hosts and reports each. The headers and policy of every response are checked over HTTP
 * (tests/site/security-headers.test.ts); that every route loads in Chromium with no CSP violation, no
 * console error and working client code, by a11y.spec.ts in the same page load as its axe scan.
 */

test('the policy bites: injected inline code and unlisted hosts are blocked and reported', async ({ page }) => {
  await stubThirdParties(page);
  const problems = await watchProblems(page);
  await page.goto('/about-us');
  const ran = await page.evaluate(async () => {
    const w = window as unknown as { __injected?: boolean };
    const inline = document.createElement('script');
    inline.textContent = 'window.__injected = true';
    document.body.appendChild(inline);
    const foreign = document.createElement('script');
    foreign.src = 'https://evil.example/x.js';
    document.body.appendChild(foreign);
    const frame = document.createElement('iframe');
    frame.src = 'https://evil.example/';
    document.body.appendChild(frame);
    // An inline script that is allowed runs as it is appended, so this is already the answer.
    return w.__injected === true;
  });
  expect(ran).toBe(false);
  // Violation reports arrive as events after the blocked loads: wait for all three.
  await expect
    .poll(async () => (await problems()).cspViolations.map((v) => v.split(' ')[0]).sort())
    .toEqual(['frame-src', 'script-src-elem', 'script-src-elem']);
});
