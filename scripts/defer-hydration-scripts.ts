/**
 * `postbuild`, before the CSP hashes are taken: rewrites every prerendered page of the build so that
 * its hydration scripts are fetched after the first paint instead of with the page
 * (docs/decisions/0031-hydration-scripts-after-the-first-paint.md; the rewrite and its loader are in
 * `server/hydration-scripts.ts`).
 *
 * Pages rendered per request (the tools with a query, search, the 404 of an unknown path) are not
 * files of the build: `npm start` rewrites them as it sends them (`server/rendered-page-scripts.ts`).
 *
 * Usage: `tsx scripts/defer-hydration-scripts.ts [build folder]` (default `$NEXT_DIST_DIR` or `.next`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { deferHydrationScripts } from '../server/hydration-scripts';

/** Lists the `.html` files under a folder, recursively. */
function htmlFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .flatMap((entry) =>
      entry.isFile() && entry.name.endsWith('.html') ? [path.join(entry.parentPath, entry.name)] : [],
    );
}

/**
 * Rewrites every prerendered page of a build in place: `server/app/`, which Next.js serves and the CSP
 * hashes are taken from, and `server/route-cache/`, the copy Next.js 16 writes of them when it first
 * serves them (present only in a build that has been started already).
 * @param distDir the build folder
 * @returns how many files were rewritten, and how many were left (no hydration script, or done already)
 */
export function deferBuildHydrationScripts(distDir: string): { rewritten: number; left: number } {
  let rewritten = 0;
  let left = 0;
  for (const file of ['app', 'route-cache'].flatMap((folder) => htmlFiles(path.join(distDir, 'server', folder)))) {
    const result = deferHydrationScripts(fs.readFileSync(file, 'utf8'));
    if (!result) {
      left += 1;
      continue;
    }
    fs.writeFileSync(file, result.html);
    rewritten += 1;
  }
  return { rewritten, left };
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  const distDir = path.resolve(process.argv[2] ?? process.env.NEXT_DIST_DIR ?? '.next');
  const { rewritten, left } = deferBuildHydrationScripts(distDir);
  console.log(
    `defer-hydration-scripts: ${rewritten} prerendered pages load their scripts after the first paint` +
      (left ? ` (${left} left as they were)` : ''),
  );
  if (rewritten === 0) {
    console.error('defer-hydration-scripts: no page had hydration scripts: has Next.js changed its markup?');
    process.exit(1);
  }
}
