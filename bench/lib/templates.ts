import { getSiteRoutes } from '@/content/site-routes';
import { paths } from '@/config/paths';

/**
 * The pages the browser benchmarks measure: one of each template issue 26 names, in its order, with
 * the tools in the state a visitor reaches them in (the selector with a result, compare with three
 * models, the sizing tools with a sheet, search with results). Each path comes from the site's own
 * route list (`getSiteRoutes()`) so that a renamed route cannot leave the bench measuring a 404.
 */

/** A measured page: its template name (the bench's row label) and its path with any query. */
export interface BenchPage {
  name: string;
  path: string;
}

/** A duty point with results in both frequency ranges of the sample catalogue (m³/h, m, 50 Hz). */
const dutyQuery = 'flow=6&head=60&hz=50';

/** Template names of issue 26's list (route list names; the tools' states are added below). */
export const benchTemplates = [
  'home',
  'company',
  'dealers',
  'contact',
  'listing',
  'detail',
  'static',
  'news-and-events',
  'gallery',
  'downloads',
  'blog-list',
  'blog',
  'selector',
  'compare',
  'sizing',
  'solar-sizing',
  'search',
  'not-found',
] as const;

export type BenchTemplate = (typeof benchTemplates)[number];

/** Query of each tool's page in the state measured (the borewell well and solar site are the tests'). */
const toolQueries: Partial<Record<BenchTemplate, string>> = {
  selector: dutyQuery,
  sizing: 'boreDiameterIn=6&boreDepthM=120&staticLevelM=40&drawdownM=15&flowM3h=6',
  'solar-sizing': 'site=lusaka&dailyWaterM3=30&staticLiftM=25&boreDiameterIn=6',
  search: 'q=submersible',
};

/**
 * The pages to measure on a running site: compare gets the first three models the selector ranks for
 * {@link dutyQuery}, asked of the site's own `GET /api/pumps/select`, so the bench follows the catalogue.
 * @param siteUrl origin of the running production server, e.g. `http://127.0.0.1:3000`
 * @param only template names to keep (all when undefined)
 * @throws Error when a template has no route, or the selector answers no three models
 */
export async function benchPages(siteUrl: string, only?: readonly string[]): Promise<BenchPage[]> {
  const routes = getSiteRoutes();
  const pages: BenchPage[] = [];
  for (const name of benchTemplates) {
    if (only && !only.includes(name)) continue;
    if (name === 'not-found') {
      pages.push({ name, path: '/no-such-page' });
      continue;
    }
    if (name === 'compare') {
      const response = await fetch(`${siteUrl}/api/pumps/select?${dutyQuery}`);
      const body = (await response.json()) as { results?: { model: string }[] };
      const models = (body.results ?? []).slice(0, 3).map((r) => r.model);
      if (models.length < 3) throw new Error(`The selector ranks ${models.length} models for ${dutyQuery}, not 3`);
      pages.push({ name, path: `${paths.pumpCompare}?models=${encodeURIComponent(models.join(','))}&${dutyQuery}` });
      continue;
    }
    const route = routes.find((r) => r.template === name);
    if (!route) throw new Error(`No route of template '${name}' in getSiteRoutes()`);
    const query = toolQueries[name];
    pages.push({ name, path: query ? `${route.path}?${query}` : route.path });
  }
  return pages;
}
