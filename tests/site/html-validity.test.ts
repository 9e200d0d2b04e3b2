import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import { getSiteRoutes } from '../../src/content/site-routes';
import { toolStates } from '../support/tool-states';
import { request } from './site';
import { checkHtml } from './vnu';

/**
 * HTML gate (quality issue, item 2): the Nu Html Checker (vnu-jar) reports no error on the HTML the
 * production server sends for every route, and for its 404 page. All pages are saved to a temporary
 * folder and checked in one JVM call (the JVM's start-up is most of vnu's cost). Warnings are printed
 * but do not fail the gate; info messages are not requested.
 *
 * Messages caused by the framework's own output rather than by our markup would be filtered, each with
 * its reason, in `frameworkQuirks` (vnu.ts); everything else fails.
 */

test('every page is valid HTML (Nu Html Checker)', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kavex-vnu-'));
  const fileToPage = new Map<string, string>();
  const pages = [
    ...getSiteRoutes().map((route) => ({ path: route.path, status: 200 })),
    ...Object.values(toolStates).map((url) => ({ path: url, status: 200 })),
    { path: '/this-page-does-not-exist', status: 404 },
  ];
  try {
    // Fetched four at a time: the server is shared with the checker's JVM on two cores.
    for (let i = 0; i < pages.length; i += 4) {
      await Promise.all(
        pages.slice(i, i + 4).map(async (page, j) => {
          const response = await request(page.path);
          expect(response.status, page.path).toBe(page.status);
          const file = path.join(
            dir,
            `${String(i + j).padStart(3, '0')}${page.path.replace(/[^a-zA-Z0-9]+/g, '-')}.html`,
          );
          fs.writeFileSync(file, Buffer.from(await response.arrayBuffer()));
          fileToPage.set(file, page.path);
        }),
      );
    }

    const { errors, warnings, filtered } = checkHtml(fileToPage);
    console.log(
      `[html] ${fileToPage.size} pages checked: ${errors.length} error(s), ${warnings.length} warning(s)` +
        (filtered.size ? `; filtered framework output: ${[...filtered].map(([r, n]) => `${r} ×${n}`).join(', ')}` : ''),
    );
    // Warnings are advice, not failures; show a sample of each distinct one so they get looked at.
    const distinctWarnings = new Map<string, string>();
    for (const w of warnings) {
      const key = w.split(': ').slice(1).join(': ').split('\n')[0]!;
      if (!distinctWarnings.has(key)) distinctWarnings.set(key, w);
    }
    for (const [key, sample] of distinctWarnings) {
      console.log(`[html] warning ×${warnings.filter((w) => w.includes(key)).length}: ${sample}`);
    }
    expect(errors, `${errors.length} HTML error(s):\n${errors.join('\n')}`).toEqual([]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
