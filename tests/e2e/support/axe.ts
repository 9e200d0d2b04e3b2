import axe from 'axe-core';
import type { Frame, Page } from '@playwright/test';
import { wcagTags } from '../../support/wcag-tags';

/**
 * Puts axe-core into a frame unless its document already has it, configured as @axe-core/playwright's
 * legacy mode configures it: a frame reports to a parent of the same origin only.
 * @throws when axe cannot be put into the frame.
 */
async function ensureAxe(frame: Frame): Promise<void> {
  const present = await frame.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object');
  if (!present) await frame.evaluate(`${axe.source};axe.configure({ allowedOrigins: ['<same_origin>'] });`);
}

/** The page's frames that share its origin: the only ones whose content axe can report (see {@link ensureAxe}). */
function sameOriginFrames(page: Page): Frame[] {
  const origin = new URL(page.url()).origin;
  return page
    .frames()
    .filter(
      (frame) => frame !== page.mainFrame() && URL.canParse(frame.url()) && new URL(frame.url()).origin === origin,
    );
}

/**
 * Runs axe-core in the page and returns its violations (axe-core's own result objects).
 *
 * axe-core's own API (`axe.source`, `axe.run`), as @axe-core/playwright's `AxeBuilder` in legacy mode
 * calls it, with one difference: axe is put into a document once, not again before every scan.
 * `AxeBuilder.analyze()` evaluates axe's 560 KB source twice in the page and once in every frame, and
 * configures each, on every call: on this site's pages that was 150–270 ms of a 400–850 ms scan (home,
 * gallery, product detail, company at 1440 px, 2026-11-27), and the a11y spec scans its pages about
 * 120 times. axe is not asked into frames of another origin (see below), which it could not hear from.
 * @param scope.include a CSS selector: only what it matches is checked (default: the whole document).
 * @param scope.rules axe rule ids to run instead of every rule tagged {@link wcagTags}.
 * @throws when axe cannot run in the page.
 */
export async function axeViolations(
  page: Page,
  scope: { include?: string; rules?: string[] } = {},
): Promise<axe.Result[]> {
  await ensureAxe(page.mainFrame());
  // A frame of another origin (a video player) cannot report to the page: axe would wait half a second
  // for it on every scan and then leave it out. The iframe element itself is checked either way.
  const frames = sameOriginFrames(page);
  for (const frame of frames) await ensureAxe(frame);
  const runOnly = scope.rules ? { type: 'rule', values: scope.rules } : { type: 'tag', values: wcagTags };
  return page.evaluate(
    async ({ include, runOnly, iframes }) => {
      const { axe: inPage } = window as unknown as { axe: typeof axe };
      // Only violations are collected: building the passes and incomplete lists doubles axe's run time.
      const results = await inPage.run(include ? { include: [include] } : document, {
        resultTypes: ['violations'],
        runOnly: runOnly as axe.RunOnly,
        iframes,
      });
      return results.violations;
    },
    { include: scope.include, runOnly, iframes: frames.length > 0 },
  );
}
