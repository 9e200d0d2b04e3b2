import path from 'node:path';
import { ContentError, contentDir, readJson, relative } from './load';
import {
  solarControllersFileSchema,
  solarSitesFileSchema,
  type SolarController,
  type SolarSite,
} from './schemas/solar';

/**
 * The solar pump sizing's tables, read from `content/solar/` and validated once per process (the
 * zod schemas: twelve monthly values per site within a plausible range, a source on every row; then
 * unique ids and rising controller ratings), so `next build` fails with the file and row named.
 * Whether the sites are confirmed data or sample values is `siteConfig.solarSiteData`.
 */

export const solarFiles = {
  sites: path.join(contentDir, 'solar', 'sites.json'),
  controllers: path.join(contentDir, 'solar', 'controllers.json'),
} as const;

/** The validated tables. */
export interface SolarData {
  sites: SolarSite[];
  /** Controllers by rising rating. */
  controllers: SolarController[];
}

/** Cross-row rules: unique site ids, controllers by strictly rising rating. */
export function solarDataProblems(data: SolarData): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const site of data.sites) {
    if (seen.has(site.id)) problems.push(`${relative(solarFiles.sites)}: site id "${site.id}" is used twice`);
    seen.add(site.id);
  }
  data.controllers.forEach((c, i) => {
    if (i > 0 && !(c.ratedKw > data.controllers[i - 1]!.ratedKw)) {
      problems.push(`${relative(solarFiles.controllers)}: ${c.model} must be rated above the controller before it`);
    }
  });
  return problems;
}

function load(): SolarData {
  const data: SolarData = {
    sites: readJson(solarFiles.sites, solarSitesFileSchema).sites,
    controllers: readJson(solarFiles.controllers, solarControllersFileSchema).controllers,
  };
  const problems = solarDataProblems(data);
  if (problems.length > 0) throw new ContentError(problems.join('\n'));
  return data;
}

let cached: SolarData | undefined;

/**
 * The validated solar tables (read on first call, then cached for the process).
 * @throws ContentError naming the file, row and rule when a table is invalid
 */
export function getSolarData(): SolarData {
  cached ??= load();
  return cached;
}
