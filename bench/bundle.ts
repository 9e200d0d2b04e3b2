/**
 * `npm run bench:bundle`: page weight of every route of the production build, next to the empty
 * floor page built with the same Next.js in this run.
 *
 * For each route it reads the prerendered HTML (`<dist>/server/app/**.html`), finds the CSS and the
 * JavaScript a modern browser loads with it (script and link tags and the chunks of the inline RSC
 * payload; `noModule` polyfills skipped) and prints the gzip and brotli sizes of the HTML, CSS and
 * JavaScript, the JavaScript over the floor, and the budget verdict (bench/lib/budget.ts).
 *
 *   npm run build && npm run bench:bundle          # NEXT_DIST_DIR picks another build folder
 *
 * Exit code 0 even over budget: this prints figures; `npm test` enforces the budget.
 */
import path from 'node:path';
import { checkBudget, firstResponseBytes, jsOverFloorBytes } from '../scripts/page-weight/budget';
import { repoRoot } from '../server/dist-dir';
import { runHeader, table } from './lib/report';
import { measureSite } from '../scripts/page-weight/site-weights';
import { kb, type Sizes } from '../scripts/page-weight/weights';

const pair = (s: Sizes) => `${kb(s.gzip)} / ${kb(s.brotli)}`;

async function main(): Promise<void> {
  console.log('Building the floor page (scripts/page-weight/floor-app) with the same Next.js ...');
  const { distDir, routes, floor } = await measureSite({ quiet: true });
  const results = routes.map(({ route, weight }) => checkBudget(route, weight, floor));

  const header = [
    'route',
    'template',
    'HTML gz / br',
    'CSS gz / br',
    'JS gz / br',
    'JS files',
    'JS − floor gz',
    'budget',
  ];
  const rows = [
    header,
    [
      '(floor: empty page)',
      'floor',
      pair(floor.html),
      pair(floor.css),
      pair(floor.js),
      String(floor.jsFiles.length),
      '0.0',
      '',
    ],
    ...results.map((r) => [
      r.route.path,
      r.route.template,
      pair(r.weight.html),
      pair(r.weight.css),
      pair(r.weight.js),
      String(r.weight.jsFiles.length),
      kb(r.jsOverFloor),
      r.failures.length ? 'OVER' : r.exception ? 'exception' : 'ok',
    ]),
  ];
  console.log(`\n${runHeader('npm run bench:bundle')}\nbuild: ${path.relative(repoRoot, distDir)}\n`);
  console.log('Sizes in KB (1024 bytes), gzip level 6 / brotli quality 11, each file compressed separately.\n');
  console.log(table(rows));

  // One line per template: the heaviest route of each, which is what docs/benchmarks.md records.
  const byTemplate = new Map<string, (typeof results)[number]>();
  for (const r of results) {
    const seen = byTemplate.get(r.route.template);
    if (!seen || r.weight.html.gzip + r.weight.js.gzip > seen.weight.html.gzip + seen.weight.js.gzip)
      byTemplate.set(r.route.template, r);
  }
  console.log('\nHeaviest route of each template:\n');
  console.log(
    table([
      ['template', 'HTML gz', 'CSS gz', 'JS gz', 'JS − floor gz'],
      ['floor', kb(floor.html.gzip), kb(floor.css.gzip), kb(floor.js.gzip), '0.0'],
      ...[...byTemplate].map(([template, r]) => [
        template,
        kb(r.weight.html.gzip),
        kb(r.weight.css.gzip),
        kb(r.weight.js.gzip),
        kb(r.jsOverFloor),
      ]),
    ]),
  );

  console.log(
    `\nBudget: JS ≤ floor + ${kb(jsOverFloorBytes)} KB gzip; first response (HTML + inline CSS) ≤ ${kb(firstResponseBytes)} KB gzip or its template's exception.`,
  );
  const exceptions = results.filter((r) => r.exception);
  if (exceptions.length) {
    console.log(`\nFirst responses over ${kb(firstResponseBytes)} KB (allowed exceptions):`);
    for (const r of exceptions) console.log(`  ${r.route.path}: ${r.exception}`);
  }
  const over = results.filter((r) => r.failures.length);
  console.log(over.length ? `\nOver budget (${over.length}):` : '\nEvery route is within the budget.');
  for (const r of over) for (const failure of r.failures) console.log(`  ${r.route.path}: ${failure}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
