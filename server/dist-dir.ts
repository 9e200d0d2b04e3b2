import path from 'node:path';

/** Repository root (this file is one level down). */
export const repoRoot = path.resolve(__dirname, '..');

/**
 * Absolute path of the site's production build folder: NEXT_DIST_DIR (as next.config.ts reads it) or
 * `.next`. Several developers share one checkout, each with their own NEXT_DIST_DIR (`npm test` builds
 * into `.next-test`), so nothing assumes `.next`. The server, the page-weight gate and the benches all
 * read the build through this one function.
 */
export function siteDistDir(): string {
  return path.resolve(repoRoot, process.env.NEXT_DIST_DIR || '.next');
}
