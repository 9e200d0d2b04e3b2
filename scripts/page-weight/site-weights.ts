import { getSiteRoutes, type SiteRoute } from '@/content/site-routes';
import { assertBuilt, siteDistDir } from './dist';
import { buildFloor } from './floor';
import { routeWeight, type RouteWeight } from './weights';

/** Weights of every route of the site's build and of the floor page built in the same run. */
export interface SiteWeights {
  /** Build folder measured. */
  distDir: string;
  /** Each public route (getSiteRoutes) with its weight. */
  routes: { route: SiteRoute; weight: RouteWeight }[];
  /** The empty page of bench/floor. */
  floor: RouteWeight;
}

/**
 * Builds the floor page, then measures it and every route of the site's existing build (NEXT_DIST_DIR).
 * The floor's build folder is removed before this returns.
 * @throws Error when the site is not built, a route has no prerendered HTML or the floor build fails.
 */
export async function measureSite(options: { quiet?: boolean } = {}): Promise<SiteWeights> {
  const distDir = siteDistDir();
  assertBuilt(distDir);
  const routes = getSiteRoutes().map((route) => ({ route, weight: routeWeight(distDir, route.path) }));
  const floorBuild = await buildFloor({ quiet: options.quiet });
  try {
    return { distDir, routes, floor: routeWeight(floorBuild.distDir, '/') };
  } finally {
    floorBuild.remove();
  }
}
