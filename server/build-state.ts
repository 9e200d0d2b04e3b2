import fs from 'node:fs';
import path from 'node:path';

/** Inputs whose change makes the production build stale (relative to the repo root). */
const buildInputs = [
  'src',
  'content',
  'public',
  'scripts',
  'package-lock.json',
  'next.config.ts',
  'postcss.config.mjs',
  'tsconfig.json',
];
/** Generated during `prebuild`, so they never make a build stale. */
const generated = ['public/brochures', 'public/catalogues', 'public/datasheets', 'public/search', 'public/_img'];

function newestMtimeMs(entry: string): number {
  if (generated.some((g) => entry === g || entry.startsWith(`${g}/`))) return 0;
  let stat: fs.Stats;
  try {
    stat = fs.statSync(entry);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(entry)
    .reduce((max, name) => Math.max(max, newestMtimeMs(path.join(entry, name))), stat.mtimeMs);
}

/**
 * Why a production build is needed: 'missing' when there is no `BUILD_ID` in the build folder
 * (NEXT_DIST_DIR, default `.next`), 'stale' when a
 * source, content or config file is newer than it, or null when the build is current.
 */
export function buildNeeded(root = process.cwd()): 'missing' | 'stale' | null {
  const buildId = path.join(root, process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID');
  if (!fs.existsSync(buildId)) return 'missing';
  const builtAt = fs.statSync(buildId).mtimeMs;
  const newest = Math.max(...buildInputs.map((entry) => newestMtimeMs(path.join(root, entry))));
  return newest > builtAt ? 'stale' : null;
}
