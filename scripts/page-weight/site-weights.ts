import { getSiteRoutes, type SiteRoute } from '@/content/site-routes';
import path from 'node:path';
import { repoRoot, siteDistDir } from '../../server/dist-dir';
import { assertBuilt, prerenderedHtmlFile } from './dist';
import { buildFloor } from './floor';
import { floorInputs, readFloorRecord, writeFloorRecord } from './floor-record';
import { freePort, nextBin, startServer } from './processes';
import { htmlWeight, routeWeight, type RouteWeight } from './weights';

/** Weights of every route of the site's build and of the floor page built in the same run. */
export interface SiteWeights {
  /** Build folder measured. */
  distDir: string;
  /** Each public route (getSiteRoutes) with its weight. */
  routes: { route: SiteRoute; weight: RouteWeight }[];
  /** The empty page of bench/floor. */
  floor: RouteWeight;
  /** Whether the floor was built in this run or read from its record (floor-record.ts). */
  floorFrom: 'build' | 'record';
}

/** Options of {@link measureSite}. */
export interface MeasureSiteOptions {
  /** Keep the builds' output to themselves. */
  quiet?: boolean;
  /**
   * `record`: use the floor's record when it was measured from the installed framework and floor app,
   * else build the floor (and record it); `build` (default): always build the floor and record it.
   */
  floor?: 'build' | 'record';
}

/**
 * Measures every route of the site's existing build (NEXT_DIST_DIR) and the floor page: built in this
 * run (its build folder removed before this returns) and recorded, or read from its record when
 * `options.floor` is `record` and the record matches (floor-record.ts).
 * Routes rendered per request (the pump selector and compare) are measured from the HTML a `next start`
 * of the build serves for them.
 * @throws Error when the site is not built, a per-request route does not answer or the floor build fails.
 */
export async function measureSite(options: MeasureSiteOptions = {}): Promise<SiteWeights> {
  const distDir = siteDistDir();
  assertBuilt(distDir);
  const all = getSiteRoutes();
  const perRequest = all.filter((route) => !hasPrerenderedHtml(distDir, route.path));
  const served = await servedHtml(
    distDir,
    perRequest.map((route) => route.path),
  );
  const routes = all.map((route) => ({
    route,
    weight: served.has(route.path)
      ? htmlWeight(distDir, route.path, served.get(route.path)!)
      : routeWeight(distDir, route.path),
  }));
  const inputs = floorInputs();
  const recorded = options.floor === 'record' ? readFloorRecord(inputs) : undefined;
  if (recorded) return { distDir, routes, floor: recorded, floorFrom: 'record' };
  const floorBuild = await buildFloor({ quiet: options.quiet });
  try {
    const floor = routeWeight(floorBuild.distDir, '/');
    writeFloorRecord(inputs, floor);
    return { distDir, routes, floor, floorFrom: 'build' };
  } finally {
    floorBuild.remove();
  }
}

/** Whether the build prerendered the route (pages rendered per request, like /pump-selector, are not). */
function hasPrerenderedHtml(distDir: string, route: string): boolean {
  try {
    prerenderedHtmlFile(distDir, route);
    return true;
  } catch {
    return false;
  }
}

/**
 * The HTML `next start` of the build serves for routes rendered per request (their document exists
 * only as a response), fetched from a server started for the purpose and stopped again.
 * @throws Error when the server does not start or a route does not answer 200.
 */
async function servedHtml(distDir: string, routes: readonly string[]): Promise<Map<string, string>> {
  const pages = new Map<string, string>();
  if (routes.length === 0) return pages;
  const port = await freePort();
  const server = await startServer({
    command: process.execPath,
    args: [nextBin, 'start', '-p', String(port)],
    port,
    env: { ...process.env, NEXT_DIST_DIR: path.relative(repoRoot, distDir) || '.next' },
  });
  try {
    for (const route of routes) {
      const response = await fetch(`${server.url}${route}`);
      if (!response.ok) throw new Error(`${route} answered ${response.status} from next start`);
      pages.set(route, await response.text());
    }
  } finally {
    await server.stop();
  }
  return pages;
}
