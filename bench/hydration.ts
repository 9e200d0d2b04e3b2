/**
 * `npm run bench:hydration`: how much of each page React hydrates, from the server HTML alone
 * (issue 26 point 3, docs/decisions/0022). For each page of `bench/lib/templates.ts`: the body
 * elements React walks on hydration, the elements inside a `[data-static-html]` wrapper (server HTML
 * inserted with `dangerouslySetInnerHTML`, which React would skip; none since decision 0022), and
 * the RSC payload's size. These figures depend only on the build, so they compare builds on a busy
 * machine where `bench:main-thread`'s blocking time cannot (docs/benchmarks.md).
 *
 *   npm run build && npm run bench:hydration                 # NEXT_DIST_DIR picks another build
 *   BENCH_PAGES=home,detail BENCH_SITE_URL=http://127.0.0.1:3121 npm run bench:hydration
 *
 * `BENCH_SITE_URL` measures a site already running instead of starting the build on a free port.
 */
import { freePort } from '../scripts/page-weight/processes';
import { hydrationFigures } from './lib/hydration';
import { runHeader, table } from './lib/report';
import { startSite } from './lib/site-server';
import { benchPages } from './lib/templates';

const only = process.env.BENCH_PAGES?.split(',').map((s) => s.trim());

async function main(): Promise<void> {
  const running = process.env.BENCH_SITE_URL;
  const site = running ? undefined : await startSite(await freePort());
  const siteUrl = running ?? site!.url;
  try {
    const rows: string[][] = [];
    for (const page of await benchPages(siteUrl, only)) {
      const response = await fetch(`${siteUrl}${page.path}`);
      const figures = hydrationFigures(await response.text());
      rows.push([
        page.name,
        String(figures.hydrated),
        String(figures.static),
        (figures.payloadBytes / 1024).toFixed(1),
        (figures.payloadGzipBytes / 1024).toFixed(1),
      ]);
    }
    console.log(`${runHeader('npm run bench:hydration')}\n`);
    console.log(table([['page', 'hydrated elements', 'static elements', 'RSC payload KB', 'gzip KB'], ...rows]));
  } finally {
    await site?.stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.stack : error);
    process.exit(1);
  },
);
