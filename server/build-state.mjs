/**
 * Whether the production build is current, for `npm start` (server/launch.mjs). Plain JavaScript, so
 * the launcher reads it without tsx.
 */
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

/** @param {string} entry @returns {number} newest modification time under `entry`, ms (0 if none) */
function newestMtimeMs(entry) {
  if (generated.some((g) => entry === g || entry.startsWith(`${g}/`))) return 0;
  let stat;
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
 * source, content or config file is newer than it, or null when the build is current. The server's
 * own sources are not inputs of the Next.js build: the launcher bundles them again when they change
 * (server/bundle.mjs, `bundleStale`).
 * @param {string} [root] the repository root (default the working folder)
 * @param {string} [distDir] the build folder, from `root` (default NEXT_DIST_DIR or `.next`)
 * @returns {'missing' | 'stale' | null}
 */
export function buildNeeded(root = process.cwd(), distDir = process.env.NEXT_DIST_DIR || '.next') {
  const buildId = path.join(root, distDir, 'BUILD_ID');
  if (!fs.existsSync(buildId)) return 'missing';
  const builtAt = fs.statSync(buildId).mtimeMs;
  const newest = Math.max(...buildInputs.map((entry) => newestMtimeMs(path.join(root, entry))));
  return newest > builtAt ? 'stale' : null;
}
