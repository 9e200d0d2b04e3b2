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
 * 3. The tools (issue 51): the selector, borewell and solar pages and JSON APIs and the search page,
 *    each with one query repeated (the answer cache) and with a new query on every request (each a
 *    computation), the tools' per-client limit raised; the targets are 1,000 req/s repeated, 200
 *    distinct selector and search pages, 100 distinct solar. Each load also prints the server's CPU
 *    ms per answer (all its processes, and their main threads, from /proc: bench/lib/process-cpu.ts), which the
 *    shared machine's load moves far less than req/s. Then, on a server with the default
 *    limits, one client floods distinct solar API queries, then (a minute later, its limit's window
 *    over) distinct solar page queries, while `/about-us` and `/api/health` are measured beside it:
 *    the flood should get 429 or 503, `/about-us` a p99 under 100 ms.
 *
 * Starts and stops its own servers (temporary data folder, .eml outbox) and ends by itself, in
 * about eight minutes with the defaults.
 *
 *   npm run build && npm run bench:load
 *   BENCH_DURATION=20 BENCH_CONNECTIONS=50 npm run bench:load
 *   BENCH_PORT=3250 BENCH_SECTIONS=tools npm run bench:load   (the site on port 3250; else a free port)
 */
import path from 'node:path';
import autocannon from 'autocannon';
import { getSiteRoutes } from '@/content/site-routes';
import { isPrerenderedRoute } from '../scripts/page-weight/dist';
import { repoRoot, siteDistDir } from '../server/dist-dir';
import { freePort, startServer, type RunningServer } from '../scripts/page-weight/processes';
import { cpuPerRequest, processCpu } from './lib/process-cpu';
import { runHeader, table } from './lib/report';
import { startSite } from './lib/site-server';

/** Seconds of each measured load. */
const duration = Number(process.env.BENCH_DURATION ?? 10);
/** Concurrent connections: enough to keep one core busy on loopback without queueing for seconds. */
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
/** Seconds of warm-up before each server's first measured load (JIT, Next.js's caches). */
const warmup = 3;
/**
 * The parts to run (BENCH_SECTIONS, comma-separated; all by default): `pages` (1), `enquiries` (2),
 * `tools` and `flood` (3). `BENCH_SECTIONS=tools,flood` measures the tools alone.
 */
const sections = new Set((process.env.BENCH_SECTIONS ?? 'pages,enquiries,tools,flood').split(',').map((s) => s.trim()));

/** A tool's load: one path repeated, or a new path for every request (`distinct`). */
interface ToolLoad {
  load: string;
  path: (i: number) => string;
}

/** Digits of `i` spread over a range, so every request of a run asks something new. */
const spread = (i: number, from: number, steps: number, step: number) => (from + (i % steps) * step).toFixed(3);

/**
 * The tools' queries: each `path(i)` is valid, and distinct for distinct `i` up to at least a million
 * (the borewell's 5,000 flows times 200 pipe runs: with `i % 200` the two cycles met after 5,000
 * queries, and since the server keeps API answers a 10 s load of 19,000 "distinct" borewell answers
 * a second was mostly repeats).
 */
const toolQueries: ToolLoad[] = [
  {
    load: 'selector API',
    path: (i) => `/api/pumps/select?flow=${spread(i, 2, 40_000, 0.001)}&head=${30 + (i % 53)}&hz=50`,
  },
  {
    load: 'selector page',
    path: (i) => `/pump-selector?flow=${spread(i, 2, 40_000, 0.001)}&head=${30 + (i % 53)}&hz=50`,
  },
  {
    load: 'search page',
    path: (i) => `/search?q=${['submersible', 'borewell', 'solar', 'monoblock', 'pump'][i % 5]}%20${i}`,
  },
  {
    load: 'borewell API',
    path: (i) =>
      `/api/borewell-sizing?boreDiameterIn=6&boreDepthM=120&staticLevelM=30&drawdownM=15&flowM3h=${spread(i, 3, 5000, 0.001)}&horizontalRunM=${Math.floor(i / 5000) % 200}`,
  },
  {
    load: 'borewell page',
    path: (i) =>
      `/borewell-sizing?boreDiameterIn=6&boreDepthM=120&staticLevelM=30&drawdownM=15&flowM3h=${spread(i, 3, 5000, 0.001)}&horizontalRunM=${Math.floor(i / 5000) % 200}`,
  },
  {
    load: 'solar API',
    path: (i) =>
      `/api/solar-sizing?site=jaipur&dailyWaterM3=${spread(i, 5, 50_000, 0.001)}&staticLiftM=${20 + (i % 60)}&boreDiameterIn=6`,
  },
  {
    load: 'solar page',
    path: (i) =>
      `/solar-pump-sizing?site=jaipur&dailyWaterM3=${spread(i, 5, 50_000, 0.001)}&staticLiftM=${20 + (i % 60)}&boreDiameterIn=6`,
  },
];

/**
 * A load on one tool: every connection asks `path(0)` (repeated), or each request the next `path(i)`
 * (distinct; `offset` keeps runs apart so a later run does not meet an earlier run's cached answers).
 */
function runTool(url: string, tool: ToolLoad, distinct: boolean, seconds: number, offset = 0, conns = connections) {
  let next = offset;
  return autocannon({
    url,
    connections: conns,
    duration: seconds,
    timeout: 10,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => ({ ...request, path: distinct ? tool.path(next++) : tool.path(0) }),
      },
    ],
  });
}

/** One line of figures. */
interface Figures {
  load: string;
  server: string;
  result: autocannon.Result;
  /** The server's CPU ms per answer, `whole process (main thread)` (bench/lib/process-cpu.ts). */
  cpu?: string;
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
  const toolFigures: Figures[] = [];
  const floods: { load: string; solar: autocannon.Result; aboutUs: autocannon.Result; health: autocannon.Result }[] =
    [];
  let enquiries: autocannon.Result | undefined;
  try {
    // A rate limit far above what the bench can send: every request comes from the same address.
    const siteEnv = {
      RATE_LIMIT_PER_MINUTE: '10000000',
      RATE_LIMIT_PER_DAY: '10000000',
      TOOL_RATE_LIMIT_BURST: '10000000',
      TOOL_RATE_LIMIT_PER_MINUTE: '10000000',
      OUTBOX_POLL_MS: '1000',
    };
    // BENCH_PORT: the site's port, on a machine where each engineer keeps to a range (a free one else).
    const site = await startSite(process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort(), siteEnv);
    servers.push(site);
    const plainNext = sections.has('pages') ? await startSite(await freePort(), siteEnv, 'next start') : undefined;
    if (plainNext) servers.push(plainNext);
    const staticPort = await freePort();
    const ceiling = !plainNext
      ? undefined
      : await startServer({
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
    if (ceiling) servers.push(ceiling);

    for (const [name, server] of plainNext && ceiling
      ? ([
          ['npm start', site],
          ['next start', plainNext],
          ['static (ceiling)', ceiling],
        ] as const)
      : []) {
      console.log(`Warming up ${name} ...`);
      await run(server.url, loads[0]!.paths, warmup);
      for (const load of loads) {
        console.log(`  ${name}: ${load.load}, ${duration} s ...`);
        figures.push({ load: load.load, server: name, result: await run(server.url, load.paths, duration) });
      }
    }

    if (sections.has('tools')) console.log('Tools on npm start (per-client tool limit raised) ...');
    for (const [i, tool] of sections.has('tools') ? toolQueries.entries() : []) {
      // Warm the workers and the page's code on this tool, on queries no measured run asks.
      await runTool(site.url, tool, true, 2, 900_000 + i * 10_000, 4);
      for (const distinct of [false, true]) {
        const load = `${tool.load}, ${distinct ? 'distinct' : 'repeated'}`;
        console.log(`  ${load}, ${duration} s ...`);
        const before = processCpu(site.pid);
        const result = await runTool(site.url, tool, distinct, duration);
        const cpu = cpuPerRequest(before, processCpu(site.pid), result.requests.total);
        toolFigures.push({ load, server: 'npm start', result, cpu });
      }
    }

    if (sections.has('enquiries')) console.log(`Enquiry API: POST /api/enquiries for ${duration} s ...`);
    enquiries = !sections.has('enquiries')
      ? undefined
      : await autocannon({
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
    servers.length = 0;
  }

  let floodError: unknown;
  if (sections.has('flood'))
    try {
      // The tools' default limits: one client floods distinct solar queries, the site is measured beside it.
      const site = await startSite(await freePort(), { OUTBOX_POLL_MS: '1000' });
      servers.push(site);
      await run(site.url, ['/about-us'], warmup);
      for (const [i, load] of ['solar API', 'solar page'].entries()) {
        console.log(
          `Flood: distinct ${load} queries from one client, /about-us and /api/health beside it, ${duration} s ...`,
        );
        const solar = toolQueries.find((t) => t.load === load)!;
        const [solarFlood, aboutUs, health] = await Promise.all([
          runTool(site.url, solar, true, duration, 2_000_000 + i * 1_000_000),
          autocannon({ url: `${site.url}/about-us`, connections: 10, duration, timeout: 10 }),
          autocannon({ url: `${site.url}/api/health`, connections: 2, duration, timeout: 10 }),
        ]);
        floods.push({ load, solar: solarFlood, aboutUs, health });
        // The flood's client waits out its limit (a minute's window) before the next one.
        if (i === 0) await new Promise((resolve) => setTimeout(resolve, 61_000));
      }
    } catch (error) {
      // The figures measured so far are still printed.
      floodError = error;
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

  console.log(
    `\ntools: ${connections} connections, ${duration} s per load; repeated = one query, distinct = a new query per request. Targets: repeated >= 1000 req/s; distinct selector and search pages >= 200, solar >= 100 (about 5 ms and 10 ms of CPU each, issue 51). CPU ms/req: the server's user + system time over the load divided by its answers, all its threads (its server processes' main threads alone in brackets; Linux /proc).\n`,
  );
  console.log(
    table([
      ['tool', 'req/s', 'p50 ms', 'p99 ms', 'CPU ms/req (main thread)', 'answers'],
      ...toolFigures.map((f) => [
        f.load,
        Math.round(f.result.requests.average).toString(),
        String(f.result.latency.p50),
        String(f.result.latency.p99),
        f.cpu ?? 'n/a',
        statusSummary(f.result),
      ]),
    ]),
  );
  for (const flood of floods) {
    console.log(
      `\nflood (default tool limits): one client, ${connections} connections of distinct ${flood.load} queries: ` +
        `${Math.round(flood.solar.requests.average)} req/s answered (${statusSummary(flood.solar)}); beside it ` +
        `/about-us ${Math.round(flood.aboutUs.requests.average)} req/s, p50 ${flood.aboutUs.latency.p50} ms, p99 ${flood.aboutUs.latency.p99} ms (target < 100 ms; ${statusSummary(flood.aboutUs)}); ` +
        `/api/health p99 ${flood.health.latency.p99} ms (${statusSummary(flood.health)}).`,
    );
  }

  if (floodError)
    console.log(`\nflood not measured: ${floodError instanceof Error ? floodError.message : String(floodError)}`);

  const pageErrors = figures.filter((f) => f.result.non2xx > 0 || f.result.errors > 0 || f.result.timeouts > 0);
  // A tool answers 200 within the raised limit; a 503 (workers saturated) is reported, not an error.
  const toolErrors = toolFigures.filter(
    (f) =>
      f.result.errors > 0 ||
      f.result.timeouts > 0 ||
      Object.keys(f.result.statusCodeStats).some((c) => c !== '200' && c !== '503'),
  );
  const floodErrors = floods.some(
    (flood) =>
      flood.aboutUs.non2xx > 0 || flood.aboutUs.timeouts > 0 || flood.health.timeouts > 0 || flood.health.errors > 0,
  );
  let failed = pageErrors.length > 0 || toolErrors.length > 0 || floodErrors || floodError !== undefined;
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
      : '\nNo errors: every page answered 200, every tool 200 (or 503 when its workers were full), every enquiry 200 or 429.',
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
