/**
 * `npm run bench:load`: how much traffic the production server takes on this machine, on loopback.
 *
 * 1. Prerendered pages: autocannon against `npm start` of the build (NEXT_DIST_DIR; the site's server
 *    with its page cache, server/page-cache.ts), against plain `next start`, then against a
 *    minimal in-memory static server for the same files (bench/lib/static-server.ts), the ceiling
 *    for a Node.js process. Three loads each: every public route in turn, the home page, a product
 *    detail page. Prints requests per second and p50/p99 latency side by side.
 * 2. The enquiry API: valid JSON enquiries posted to POST /api/enquiries with the rate limit raised
 *    (every request comes from 127.0.0.1), counting answers by status; anything other than 2xx or
 *    the expected 429 is an error and makes the exit code 1.
 *
 * Starts and stops its own servers (temporary data folder, .eml outbox) and ends by itself, in
 * about two and a half minutes with the defaults.
 *
 *   npm run build && npm run bench:load
 *   BENCH_DURATION=20 BENCH_CONNECTIONS=50 npm run bench:load
 */
import path from 'node:path';
import autocannon from 'autocannon';
import { getSiteRoutes } from '@/content/site-routes';
import { isPrerenderedRoute } from '../scripts/page-weight/dist';
import { repoRoot, siteDistDir } from '../server/dist-dir';
import { freePort, startServer, type RunningServer } from '../scripts/page-weight/processes';
import { runHeader, table } from './lib/report';
import { startSite } from './lib/site-server';

/** Seconds of each measured load. */
const duration = Number(process.env.BENCH_DURATION ?? 10);
/** Concurrent connections: enough to keep one core busy on loopback without queueing for seconds. */
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
/** Seconds of warm-up before each server's first measured load (JIT, Next.js's caches). */
const warmup = 3;

/** One line of figures. */
interface Figures {
  load: string;
  server: string;
  result: autocannon.Result;
}

function run(url: string, paths: string[], seconds: number): Promise<autocannon.Result> {
  return autocannon({
    url,
    connections,
    duration: seconds,
    timeout: 10,
    // Each connection walks through the paths in turn, so a mixed load touches every page.
    requests: paths.map((p) => ({ method: 'GET', path: p })),
  });
}

function statusSummary(result: autocannon.Result): string {
  const codes = Object.entries(result.statusCodeStats).map(([code, { count }]) => `${code}: ${count}`);
  return [
    ...codes,
    result.errors ? `socket errors: ${result.errors}` : '',
    result.timeouts ? `timeouts: ${result.timeouts}` : '',
  ]
    .filter(Boolean)
    .join(', ');
}

async function main(): Promise<number> {
  // The tools (selector, compare, sizing, search) render on request: a static server has no file for them.
  const routes = getSiteRoutes().filter((r) => isPrerenderedRoute(siteDistDir(), r.path));
  const detail = routes.find((r) => r.template === 'detail');
  const loads = [
    { load: `all ${routes.length} routes in turn`, paths: routes.map((r) => r.path) },
    { load: 'home /', paths: ['/'] },
    ...(detail ? [{ load: `detail ${detail.path}`, paths: [detail.path] }] : []),
  ];

  const servers: RunningServer[] = [];
  const figures: Figures[] = [];
  let enquiries: autocannon.Result | undefined;
  try {
    // A rate limit far above what the bench can send: every request comes from the same address.
    const siteEnv = { RATE_LIMIT_PER_MINUTE: '10000000', RATE_LIMIT_PER_DAY: '10000000', OUTBOX_POLL_MS: '1000' };
    const site = await startSite(await freePort(), siteEnv);
    servers.push(site);
    const plainNext = await startSite(await freePort(), siteEnv, 'next start');
    servers.push(plainNext);
    const staticPort = await freePort();
    const ceiling = await startServer({
      command: process.execPath,
      args: [
        '--import',
        'tsx',
        path.join(repoRoot, 'bench', 'lib', 'static-server.ts'),
        siteDistDir(),
        path.join(repoRoot, 'public'),
        String(staticPort),
      ],
      port: staticPort,
    });
    servers.push(ceiling);

    for (const [name, server] of [
      ['npm start', site],
      ['next start', plainNext],
      ['static (ceiling)', ceiling],
    ] as const) {
      console.log(`Warming up ${name} ...`);
      await run(server.url, loads[0]!.paths, warmup);
      for (const load of loads) {
        console.log(`  ${name}: ${load.load}, ${duration} s ...`);
        figures.push({ load: load.load, server: name, result: await run(server.url, load.paths, duration) });
      }
    }

    console.log(`Enquiry API: POST /api/enquiries for ${duration} s ...`);
    enquiries = await autocannon({
      url: `${site.url}/api/enquiries`,
      connections: Math.min(connections, 10),
      duration,
      timeout: 10,
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: site.url },
      body: JSON.stringify({
        kind: 'quote',
        name: 'Load Bench',
        phone: '9876543210',
        email: 'load-bench@example.com',
        product: '',
        company: 'Bench Ltd',
        city: 'Coimbatore',
        country: '',
        message: 'Load bench enquiry.',
        privacy: true,
        website: '',
      }),
    });
  } finally {
    for (const server of servers.reverse()) await server.stop();
  }

  console.log(`\n${runHeader('npm run bench:load')}`);
  console.log(
    `autocannon, ${connections} connections, ${duration} s per load after a ${warmup} s warm-up, loopback, no compression requested.\n`,
  );
  console.log(
    table([
      ['prerendered pages', 'server', 'req/s', 'p50 ms', 'p99 ms', 'of ceiling', 'answers'],
      ...figures.map((f) => {
        const ceiling = figures.find((o) => o.load === f.load && o.server === 'static (ceiling)')!;
        return [
          f.load,
          f.server,
          Math.round(f.result.requests.average).toString(),
          String(f.result.latency.p50),
          String(f.result.latency.p99),
          f === ceiling
            ? '100%'
            : `${Math.round((100 * f.result.requests.average) / ceiling.result.requests.average)}%`,
          statusSummary(f.result),
        ];
      }),
    ]),
  );

  const pageErrors = figures.filter((f) => f.result.non2xx > 0 || f.result.errors > 0 || f.result.timeouts > 0);
  let failed = pageErrors.length > 0;
  if (enquiries) {
    const byStatus = enquiries.statusCodeStats;
    const ok = Object.entries(byStatus)
      .filter(([code]) => code.startsWith('2'))
      .reduce((n, [, s]) => n + s.count, 0);
    const limited = byStatus['429']?.count ?? 0;
    const other = enquiries.requests.total - ok - limited + enquiries.errors + enquiries.timeouts;
    console.log(
      `\nenquiry API (POST /api/enquiries, ${Math.min(connections, 10)} connections, ${duration} s): ` +
        `${Math.round(enquiries.requests.average)} req/s, p50 ${enquiries.latency.p50} ms, p99 ${enquiries.latency.p99} ms; ` +
        `${ok} accepted, ${limited} rate-limited (429), ${other} errors (${statusSummary(enquiries)})`,
    );
    if (other > 0) failed = true;
  }
  console.log(
    failed
      ? '\nFAILED: some answers were errors (see above).'
      : '\nNo errors: every page answered 200 and every enquiry 200 or 429.',
  );
  return failed ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.stack : error);
    process.exit(1);
  },
);
