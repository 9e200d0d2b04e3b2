/**
 * `npm run bench:main-thread`: where a phone's main thread goes while a page loads, page by page and
 * next to the empty floor page built with the same Next.js. Lighthouse (bench:lighthouse) gives the
 * score; this gives the reason, from Chromium's own trace of the load.
 *
 * Each page is loaded `BENCH_RUNS` times (default 5), each in a fresh browser context, at 412 × 823 px
 * with a 1.75 device pixel ratio and the CPU slowed 4× (Lighthouse's mobile emulation; the network is
 * loopback, not throttled). The trace runs from navigation to 5 s after the `load` event, so that work
 * scheduled after load is counted: the home page's event banner (SPEC 2.3) appears 1 s after it by CSS
 * alone, so it must add no task there; every long task that starts after load is listed per run.
 * For every task over 50 ms (a long task, as Total Blocking Time counts them) it splits the task's time
 * into style and layout, paint, HTML and CSS parsing, and the rest, which is script. Printed: the
 * median over the runs of the blocking time (the part of each long task over 50 ms, summed), the
 * number of long tasks and of those that started after load, the longest one, and the split, with the blocking time as a multiple of the
 * floor page's. Beside it, each page's Largest Contentful Paint (median) split into the phases of
 * Lighthouse's LCP breakdown: time to first byte, load delay, load time and render delay of the LCP
 * picture (bench/lib/lcp.ts); the per-run figures are printed as the runs go, for their spread.
 *
 *   npm run build && npm run bench:main-thread                 # NEXT_DIST_DIR picks another build
 *   BENCH_PAGES=home,contact BENCH_RUNS=7 npm run bench:main-thread
 *
 * Figures from one machine and one run only compare with each other (docs/benchmarks.md).
 */
import { chromium, type Browser } from '@playwright/test';
import { getSiteRoutes } from '@/content/site-routes';
import { buildFloor } from '../scripts/page-weight/floor';
import { freePort, type RunningServer } from '../scripts/page-weight/processes';
import { chromiumPath } from './lib/chromium';
import { lcpPhases, readLcpTiming, type LcpPhases, type LcpTiming } from './lib/lcp';
import { longTaskFigures, longTaskMs, type LoadFigures, type TraceEvent } from './lib/long-tasks';
import { median, runHeader, table } from './lib/report';
import { startSite } from './lib/site-server';

const runs = Number(process.env.BENCH_RUNS ?? 5);
const pageNames = (process.env.BENCH_PAGES ?? 'home,company,detail,contact,blog').split(',').map((s) => s.trim());

/** Lighthouse's mobile CPU slowdown. */
const cpuSlowdown = 4;
/** How long the trace runs on after the `load` event, ms. */
const afterLoadMs = 5000;

/** Figures of one load: its long tasks and its Largest Contentful Paint with the phases of it. */
interface PageLoadFigures extends LoadFigures {
  /** LCP, ms from navigation start. */
  lcp: number;
  /** The LCP element's tag, e.g. `img`. */
  lcpElement: string;
  phases: LcpPhases;
}

/** Loads `url` once under the phone emulation and returns its figures. */
async function traceLoad(browser: Browser, url: string): Promise<PageLoadFigures> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', {
      categories: 'devtools.timeline,disabled-by-default-devtools.timeline',
      transferMode: 'ReportEvents',
    });
    await page.goto(url, { waitUntil: 'load' });
    // The trace is the measurement: it must run on for a fixed time after load to see the work
    // scheduled then (a bench, not a test, so a wait on the clock is what is wanted here).
    await page.waitForTimeout(afterLoadMs);
    const timing = (await page.evaluate(readLcpTiming)) as LcpTiming | null;
    await cdp.send('Tracing.end');
    await complete;
    if (!timing) throw new Error(`${url} reported no Largest Contentful Paint`);
    return { ...longTaskFigures(events), lcp: timing.lcp, lcpElement: timing.element, phases: lcpPhases(timing) };
  } finally {
    await context.close();
  }
}

/** Median figures of `runs` loads of `url`. */
async function measure(
  browser: Browser,
  name: string,
  url: string,
): Promise<
  Omit<PageLoadFigures, 'lcpElement' | 'afterLoad'> & { name: string; lcpElements: string; afterLoadTasks: number }
> {
  const all: PageLoadFigures[] = [];
  for (let i = 0; i < runs; i++) all.push(await traceLoad(browser, url));
  const each = (pick: (f: PageLoadFigures) => number) => all.map((f) => Math.round(pick(f))).join(', ');
  const afterLoad = all
    .map(
      (f) => f.afterLoad.map((t) => `+${Math.round(t.startMs)} ms ${Math.round(t.durationMs)} ms`).join(' ') || 'none',
    )
    .join('; ');
  console.log(
    `  ${name}: blocking ${each((f) => f.blocking)} ms; LCP ${each((f) => f.lcp)} ms, render delay ${each((f) => f.phases.renderDelay)} ms;` +
      ` long tasks after load (start from load, length): ${afterLoad}`,
  );
  const mid = (pick: (f: PageLoadFigures) => number) => median(all.map(pick));
  return {
    name,
    lcp: mid((f) => f.lcp),
    lcpElements: [...new Set(all.map((f) => f.lcpElement))].join('/'),
    phases: {
      ttfb: mid((f) => f.phases.ttfb),
      loadDelay: mid((f) => f.phases.loadDelay),
      loadTime: mid((f) => f.phases.loadTime),
      renderDelay: mid((f) => f.phases.renderDelay),
    },
    blocking: mid((f) => f.blocking),
    longTasks: mid((f) => f.longTasks),
    afterLoadTasks: mid((f) => f.afterLoad.length),
    longest: mid((f) => f.longest),
    split: {
      script: mid((f) => f.split.script),
      'style & layout': mid((f) => f.split['style & layout']),
      paint: mid((f) => f.split.paint),
      parse: mid((f) => f.split.parse),
    },
  };
}

async function main(): Promise<void> {
  const routes = getSiteRoutes();
  const pages = pageNames.map((name) => {
    const route = routes.find((r) => r.template === name);
    if (!route) throw new Error(`No route of template '${name}' in getSiteRoutes()`);
    return { name, path: route.path };
  });
  console.log('Building the floor page (scripts/page-weight/floor-app) ...');
  const floorBuild = await buildFloor({ quiet: true });
  const servers: RunningServer[] = [];
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const site = await startSite(await freePort());
    servers.push(site);
    const floorServer = await floorBuild.start(await freePort());
    servers.push(floorServer);
    const results = [await measure(browser, 'floor', `${floorServer.url}/`)];
    for (const page of pages) results.push(await measure(browser, page.name, `${site.url}${page.path}`));

    const floor = results[0]!;
    const ms = (n: number) => String(Math.round(n));
    console.log(`\n${runHeader('npm run bench:main-thread')}`);
    console.log(
      `Chromium ${chromiumPath}, ${cpuSlowdown}× CPU slowdown, 412 × 823 px; median of ${runs} loads, traced until ${afterLoadMs} ms after load.` +
        ` Milliseconds of the long tasks (over ${longTaskMs} ms) only.\n`,
    );
    console.log(
      table([
        [
          'page',
          'blocking ms',
          '× floor',
          'long tasks',
          'after load',
          'longest',
          'script',
          'style & layout',
          'paint',
          'parse',
          'LCP ms',
          'LCP element',
          'TTFB',
          'load delay',
          'load time',
          'render delay',
        ],
        ...results.map((r) => [
          r.name,
          ms(r.blocking),
          floor.blocking > 0 ? `${(r.blocking / floor.blocking).toFixed(1)}×` : '-',
          ms(r.longTasks),
          ms(r.afterLoadTasks),
          ms(r.longest),
          ms(r.split.script),
          ms(r.split['style & layout']),
          ms(r.split.paint),
          ms(r.split.parse),
          ms(r.lcp),
          r.lcpElements,
          ms(r.phases.ttfb),
          ms(r.phases.loadDelay),
          ms(r.phases.loadTime),
          ms(r.phases.renderDelay),
        ]),
      ]),
    );
  } finally {
    await browser.close();
    for (const server of servers.reverse()) await server.stop();
    floorBuild.remove();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.stack : error);
    process.exit(1);
  },
);
