/**
 * `npm run bench:lighthouse`: Lighthouse (Debian's Chromium) on one page of each template and on the
 * empty floor page, mobile and desktop, three runs each; prints the median of each figure.
 *
 * Starts `npm start` of the production build (NEXT_DIST_DIR, default .next) and builds and starts
 * the floor page (scripts/page-weight/floor-app) with the same Next.js. For each page and form factor it prints the
 * performance, accessibility, best-practices and SEO scores, LCP, TBT, CLS and the page's TBT as a
 * multiple of the floor page's, then checks the targets of the quality issue: accessibility, best
 * practices and SEO 100 everywhere, desktop performance 100, mobile performance within 2 points of
 * the floor page's. Prints each miss with the audits that cost points. Exit code 0: it reports.
 *
 *   npm run build && npm run bench:lighthouse
 *   BENCH_RUNS=1 BENCH_PAGES=home,detail npm run bench:lighthouse     # a quicker look
 *   BENCH_FORM_FACTORS=mobile npm run bench:lighthouse                 # phones only
 *   BENCH_REPORTS=/tmp/lh npm run bench:lighthouse                     # also keep every report (JSON)
 *
 * About 33 minutes on two cores (13 pages and the floor × 2 form factors × 3 runs).
 */
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import { chromiumFlags, chromiumPath } from './lib/chromium';
import { buildFloor } from '../scripts/page-weight/floor';
import { freePort, type RunningServer } from '../scripts/page-weight/processes';
import { median, runHeader, table } from './lib/report';
import { startSite } from './lib/site-server';
import { getSiteRoutes } from '@/content/site-routes';

/** Templates measured: the quality issue's, then the tools issue 16 adds (selector, sizing). */
const templates = [
  'home',
  'company',
  'listing',
  'detail',
  'static',
  'downloads',
  'gallery',
  'blog',
  'contact',
  'dealers',
  'selector',
  'sizing',
] as const;

const runs = Number(process.env.BENCH_RUNS ?? 3);
const only = process.env.BENCH_PAGES?.split(',').map((s) => s.trim());
/** Folder to keep every Lighthouse report in (JSON, one file a run), for a closer look; none by default. */
const reportsDir = process.env.BENCH_REPORTS;

type FormFactor = 'mobile' | 'desktop';
/** Form factors measured: `BENCH_FORM_FACTORS=mobile` halves the time when only the phone figures moved. */
const formFactors = (process.env.BENCH_FORM_FACTORS?.split(',').map((s) => s.trim()) ?? ['mobile', 'desktop']).filter(
  (f): f is FormFactor => f === 'mobile' || f === 'desktop',
);
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/** Figures of one Lighthouse run. */
interface RunFigures {
  scores: Record<(typeof categories)[number], number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Audits that cost points, per category: 'id (score)'. */
  losses: Record<string, string[]>;
  /** What explains the figures: console errors, the LCP element and its phases, the costliest scripts. */
  diagnosis: string[];
}

/** Median figures of one page and form factor. */
interface PageFigures extends RunFigures {
  name: string;
  url: string;
  formFactor: FormFactor;
}

/** A row of an audit's details table (the fields this bench reads). */
interface DetailItem {
  description?: string;
  url?: string;
  sourceLocation?: { url?: string };
  phase?: string;
  timing?: number;
  total?: number;
  node?: { snippet?: string };
  items?: DetailItem[];
}

/** Minimal shape of the Lighthouse result this bench reads. */
interface LhResult {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<
    string,
    { score: number | null; numericValue?: number; scoreDisplayMode: string; details?: { items?: DetailItem[] } }
  >;
  runtimeError?: { message: string };
}

/** Console errors, LCP element with its phases and the scripts with the most main-thread time. */
function diagnose(lhr: LhResult): string[] {
  const lines: string[] = [];
  for (const item of lhr.audits['errors-in-console']?.details?.items ?? []) {
    lines.push(`console error: ${item.description ?? ''} ${item.sourceLocation?.url ?? item.url ?? ''}`.trim());
  }
  const lcp = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const element = lcp[0]?.items?.[0]?.node?.snippet;
  const phases = (lcp[1]?.items ?? []).map((p) => `${p.phase} ${Math.round(p.timing ?? 0)} ms`).join(', ');
  if (element) lines.push(`LCP element: ${element.slice(0, 140)}${phases ? ` (${phases})` : ''}`);
  const scripts = (lhr.audits['bootup-time']?.details?.items ?? [])
    .slice(0, 3)
    .map((i) => `${(i.url ?? '').replace(/^https?:\/\/[^/]+/, '')} ${Math.round(i.total ?? 0)} ms`);
  if (scripts.length) lines.push(`main-thread time by script: ${scripts.join(', ')}`);
  return lines;
}

async function lighthouseRun(url: string, formFactor: FormFactor): Promise<RunFigures> {
  // Lighthouse is an ES module; a dynamic import keeps this script runnable as CommonJS by tsx.
  const { default: lighthouse, desktopConfig } = await import('lighthouse');
  // A fresh browser per run: no cache, no warmed-up compiler from the previous page.
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: chromiumFlags,
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...categories] },
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    const lhr = result?.lhr as unknown as LhResult | undefined;
    if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (reportsDir) {
      fs.mkdirSync(reportsDir, { recursive: true });
      const name = `${formFactor}-${new URL(url).pathname.replace(/\W+/g, '_') || 'home'}-${Date.now()}.json`;
      fs.writeFileSync(path.join(reportsDir, name), JSON.stringify(lhr));
    }
    if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
    const score = (c: string) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
    const losses: Record<string, string[]> = {};
    for (const c of categories) {
      losses[c] = lhr.categories[c]!.auditRefs.filter((ref) => ref.weight > 0 || c !== 'performance')
        .map((ref) => ({ id: ref.id, audit: lhr.audits[ref.id] }))
        .filter(
          ({ audit }) =>
            audit &&
            audit.score !== null &&
            audit.score < 1 &&
            ['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode),
        )
        .map(({ id, audit }) => `${id} (${audit!.score})`);
    }
    return {
      scores: {
        performance: score('performance'),
        accessibility: score('accessibility'),
        'best-practices': score('best-practices'),
        seo: score('seo'),
      },
      lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
      tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
      cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
      losses,
      diagnosis: diagnose(lhr),
    };
  } finally {
    chrome.kill();
  }
}

/** Attempts per run: Lighthouse now and then loses its own trace (NO_NAVSTART), which says nothing about the page. */
const attemptsPerRun = 3;

/** One Lighthouse run, tried again when Lighthouse itself fails, so one flake does not lose a whole bench. */
async function lighthouseRunWithRetry(url: string, formFactor: FormFactor): Promise<RunFigures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseRun(url, formFactor);
    } catch (error) {
      if (attempt >= attemptsPerRun) throw error;
      console.warn(
        `    attempt ${attempt} failed, trying again: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
}

/** Runs Lighthouse `runs` times and keeps the median of each figure (and the audits lost in any run). */
async function measure(name: string, url: string, formFactor: FormFactor): Promise<PageFigures> {
  const all: RunFigures[] = [];
  for (let i = 0; i < runs; i++) {
    console.log(`  ${formFactor} ${name}: run ${i + 1} of ${runs}`);
    all.push(await lighthouseRunWithRetry(url, formFactor));
  }
  const losses: Record<string, string[]> = {};
  for (const c of categories)
    losses[c] = [...new Set(all.flatMap((r) => r.losses[c] ?? []).map((l) => l.replace(/ \(.*$/, '')))];
  return {
    name,
    url,
    formFactor,
    scores: Object.fromEntries(categories.map((c) => [c, median(all.map((r) => r.scores[c]))])) as RunFigures['scores'],
    lcpMs: median(all.map((r) => r.lcpMs)),
    tbtMs: median(all.map((r) => r.tbtMs)),
    cls: median(all.map((r) => r.cls)),
    losses,
    // The run whose performance score is the median one explains the median figures best.
    diagnosis: [...all].sort((a, b) => a.scores.performance - b.scores.performance)[Math.floor(all.length / 2)]!
      .diagnosis,
  };
}

function ratio(tbt: number, floorTbt: number): string {
  if (floorTbt <= 0) return tbt <= 0 ? '1.0×' : `+${Math.round(tbt)} ms`;
  return `${(tbt / floorTbt).toFixed(1)}×`;
}

async function main(): Promise<void> {
  const routes = getSiteRoutes();
  const pages = templates
    .filter((t) => !only || only.includes(t))
    .map((template) => {
      const route = routes.find((r) => r.template === template);
      if (!route) throw new Error(`No route of template '${template}' in getSiteRoutes()`);
      return { name: template, path: route.path };
    });

  console.log('Building the floor page (scripts/page-weight/floor-app) ...');
  const floorBuild = await buildFloor({ quiet: true });
  const servers: RunningServer[] = [];
  try {
    const site = await startSite(await freePort());
    servers.push(site);
    const floor = await floorBuild.start(await freePort());
    servers.push(floor);

    const results: PageFigures[] = [];
    for (const formFactor of formFactors) {
      results.push(await measure('floor', `${floor.url}/`, formFactor));
      for (const page of pages) results.push(await measure(page.name, `${site.url}${page.path}`, formFactor));
    }

    console.log(`\n${runHeader('npm run bench:lighthouse')}`);
    console.log(
      `Lighthouse 12, Chromium ${chromiumPath}, median of ${runs} run(s) per figure; mobile = Lighthouse's default (simulated slow 4G, 4× CPU), desktop = its desktop preset.\n`,
    );
    const misses: string[] = [];
    for (const formFactor of formFactors) {
      const rows = results.filter((r) => r.formFactor === formFactor);
      const floorRow = rows.find((r) => r.name === 'floor')!;
      console.log(`${formFactor}:`);
      console.log(
        table([
          ['page', 'path', 'perf', 'a11y', 'BP', 'SEO', 'LCP ms', 'TBT ms', 'CLS', 'TBT / floor'],
          ...rows.map((r) => [
            r.name,
            new URL(r.url).pathname,
            String(r.scores.performance),
            String(r.scores.accessibility),
            String(r.scores['best-practices']),
            String(r.scores.seo),
            String(Math.round(r.lcpMs)),
            String(Math.round(r.tbtMs)),
            r.cls.toFixed(3),
            r.name === 'floor' ? '1.0×' : ratio(r.tbtMs, floorRow.tbtMs),
          ]),
        ]),
      );
      console.log('');
      for (const r of rows.filter((row) => row.name !== 'floor')) {
        const miss = (what: string, lost: string[]) =>
          misses.push(`${formFactor} ${r.name}: ${what}${lost.length ? ` (audits below 1: ${lost.join(', ')})` : ''}`);
        for (const c of ['accessibility', 'best-practices', 'seo'] as const)
          if (r.scores[c] < 100) miss(`${c} ${r.scores[c]} < 100`, r.losses[c] ?? []);
        if (formFactor === 'desktop' && r.scores.performance < 100)
          miss(`performance ${r.scores.performance} < 100`, r.losses.performance ?? []);
        if (formFactor === 'mobile' && r.scores.performance < floorRow.scores.performance - 2) {
          miss(
            `performance ${r.scores.performance} is more than 2 below the floor's ${floorRow.scores.performance}`,
            r.losses.performance ?? [],
          );
        }
      }
    }
    console.log(
      'Targets: a11y, BP and SEO 100 everywhere; desktop performance 100; mobile performance within 2 points of the floor page.',
    );
    console.log(misses.length ? `Misses (${misses.length}):\n  ${misses.join('\n  ')}` : 'Every target is met.');
    console.log('\nDiagnosis (median run of each page):');
    for (const r of results) {
      if (!r.diagnosis.length) continue;
      console.log(`  ${r.formFactor} ${r.name}:`);
      for (const line of r.diagnosis) console.log(`    ${line}`);
    }
  } finally {
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
