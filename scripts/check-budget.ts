/**
 * Page-weight budget, a step of `npm test` after the production build (deterministic: it reads the
 * build, it does not time anything). Fails when a route loads more than the floor page plus 25 KB of
 * gzip JavaScript, or when its first response is over 14 KB gzip without an exception for its
 * template (scripts/page-weight/budget.ts), or when it loads the back office's code
 * (scripts/page-weight/admin-code.ts); prints every allowed exception. The floor page's weight
 * comes from its record when that was measured from the installed Next.js and React
 * (scripts/page-weight/floor-record.ts), else the floor is built here. `npm run bench:bundle` shows
 * all the figures behind it.
 *
 *   npx tsx scripts/check-budget.ts        # reads NEXT_DIST_DIR (default .next)
 */
import path from 'node:path';
import { scriptsWithAdminCode } from './page-weight/admin-code';
import { checkBudget, firstResponseBytes, jsOverFloorBytes } from './page-weight/budget';
import { floorRecordFile } from './page-weight/floor-record';
import { measureSite } from './page-weight/site-weights';
import { kb } from './page-weight/weights';

async function main(): Promise<number> {
  const { distDir, routes, floor, floorFrom } = await measureSite({ quiet: true, floor: 'record' });
  if (floorFrom === 'build') {
    console.log(
      `[budget] the floor page was built: its record (${path.relative(process.cwd(), floorRecordFile)}) was measured from ` +
        'another Next.js or React, or other floor files; the new record is written, commit it with the change',
    );
  }
  const results = routes.map(({ route, weight }) => checkBudget(route, weight, floor));
  const heaviestJs = results.reduce((a, b) => (b.jsOverFloor > a.jsOverFloor ? b : a));
  console.log(
    `[budget] ${results.length} routes; floor page JS ${kb(floor.js.gzip)} KB gzip; budget +${kb(jsOverFloorBytes)} KB; ` +
      `heaviest ${heaviestJs.route.path} +${kb(heaviestJs.jsOverFloor)} KB`,
  );
  const exceptions = results.filter((r) => r.exception);
  if (exceptions.length) {
    console.log(
      `[budget] first responses over ${kb(firstResponseBytes)} KB gzip, allowed by their template's exception:`,
    );
    for (const r of exceptions) console.log(`  ${r.route.path}: ${r.exception}`);
  }
  // Issue 45: the back office is built in the same app, and no public route may load its code.
  for (const { route, weight } of routes) {
    const admin = scriptsWithAdminCode(distDir, weight.jsFiles);
    const result = results.find((r) => r.route === route)!;
    if (admin.length) result.failures.push(`loads the back office's code (${admin.join(', ')})`);
  }
  const failed = results.filter((r) => r.failures.length);
  for (const r of failed) for (const failure of r.failures) console.error(`[budget] FAIL ${r.route.path}: ${failure}`);
  console.log(
    failed.length ? `[budget] ${failed.length} route(s) over budget` : '[budget] every route is within budget',
  );
  return failed.length ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
