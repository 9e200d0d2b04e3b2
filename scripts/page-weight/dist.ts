import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../server/dist-dir';

/**
 * Where a production build's prerendered pages and assets are, for the page-weight gate and the
 * benches; the build folder itself is `siteDistDir()` (server/dist-dir.ts, which the production server
 * shares), so nothing here assumes `.next`.
 */

/** Where a route's prerendered HTML would be under `<dist>/server/app` ('/' is index.html). */
function htmlFileOf(distDir: string, route: string): string {
  const name = route === '/' ? 'index' : route.replace(/^\/+|\/+$/g, '');
  return path.join(distDir, 'server', 'app', `${name}.html`);
}

/** Whether the build prerendered a route (false for the tools, which render on request). */
export function isPrerenderedRoute(distDir: string, route: string): boolean {
  return fs.existsSync(htmlFileOf(distDir, route));
}

/**
 * File of a route's prerendered HTML under `<dist>/server/app` ('/' is index.html).
 * @throws Error when the route was not prerendered (not built, or rendered on demand).
 */
export function prerenderedHtmlFile(distDir: string, route: string): string {
  const file = htmlFileOf(distDir, route);
  if (!fs.existsSync(file)) {
    throw new Error(
      `No prerendered HTML for ${route} (${path.relative(repoRoot, file)}); build first, and keep the page static.`,
    );
  }
  return file;
}

/**
 * File behind a `/_next/static/...` URL of a build, or undefined for any other URL.
 * Build assets are served from `<dist>/static`, whatever the dist folder is called.
 */
export function staticAssetFile(distDir: string, url: string): string | undefined {
  const pathname = new URL(url, 'http://localhost').pathname;
  if (!pathname.startsWith('/_next/static/')) return undefined;
  return path.join(distDir, 'static', decodeURIComponent(pathname.slice('/_next/static/'.length)));
}

/**
 * Throws unless `distDir` holds a finished production build.
 * @throws Error naming the folder and the command that makes one.
 */
export function assertBuilt(distDir: string): void {
  if (!fs.existsSync(path.join(distDir, 'BUILD_ID'))) {
    throw new Error(
      `No production build in ${path.relative(repoRoot, distDir) || distDir}. Run NEXT_DIST_DIR=${path.basename(distDir)} npx next build first.`,
    );
  }
}
