import fs from 'node:fs';
import { staticAssetFile } from './dist';

/**
 * Strings only the back office's browser code holds: the admin's toast container and the collection
 * Payload keeps for document locking, which no public page names. A public route whose JavaScript
 * holds one of them loads the admin (issue 45: "nothing of the admin reaches a public page").
 */
export const adminCodeMarkers = ['payload-toast-container', 'payload-locked-documents'] as const;

/**
 * The script URLs of a route whose file holds admin code.
 * @param distDir the build folder (`.next`, or NEXT_DIST_DIR)
 * @param jsFiles the route's script URLs (`/_next/static/chunks/….js`), as `routeWeight` lists them
 * @returns the URLs whose file contains one of {@link adminCodeMarkers}, in the order given
 * @throws Error when a listed build file cannot be read
 */
export function scriptsWithAdminCode(distDir: string, jsFiles: readonly string[]): string[] {
  return jsFiles.filter((url) => {
    const file = staticAssetFile(distDir, url);
    if (!file) return false;
    const source = fs.readFileSync(file, 'utf8');
    return adminCodeMarkers.some((marker) => source.includes(marker));
  });
}
