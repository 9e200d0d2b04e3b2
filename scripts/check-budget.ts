/**
 * Page-weight budget, a step of `npm test` after the production build (deterministic: it reads the
 * build, it does not time anything). Fails when a route loads more than the floor page plus 40 KB of
 * gzip JavaScript, or when its first response is over 14 KB gzip without an exception for its
 * template (bench/lib/budget.ts); prints every allowed exception. `npm run bench:bundle` shows all
 * the figures behind it.
 *
 *   npx tsx scripts/check-budget.ts        # reads NEXT_DIST_DIR (default .next)
 */
import { checkBudget, firstResponseBytes, jsOverFloorBytes } from './page-weight/budget';
import { measureSite } from './page-weight/site-weights';
import { kb } from './page-weight/weights';

async function main(): Promise<number> {
  const { routes, floor } = await measureSite({ quiet: true });
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
