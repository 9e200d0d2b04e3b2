/**
 * `postbuild` (runs after `npm run build`): writes `<build folder>/csp-hashes.json`, the SHA-256
 * hashes of every prerendered page's inline scripts, which `src/proxy.ts` puts in that page's
 * Content-Security-Policy. The build folder is `$NEXT_DIST_DIR`, default `.next`, as in
 * next.config.ts. Fails when a page contains code that hashes cannot allow (an inline event
 * handler or a `javascript:` URL), because that page would break under the CSP.
 *
 * Usage: `tsx scripts/csp-hashes.ts [build folder]`.
 */
import path from 'node:path';
import { buildCspManifest, writeCspManifest } from '../src/lib/http/csp-manifest';

const distDir = path.resolve(process.argv[2] ?? process.env.NEXT_DIST_DIR ?? '.next');
const { manifest, pages, problems } = buildCspManifest(distDir);
const file = writeCspManifest(distDir, manifest);
const counts = Object.values(manifest.routes).map((hashes) => hashes.length);
console.log(
  `csp-hashes: ${pages} prerendered pages, ${Object.keys(manifest.routes).length} routes, ` +
    `${Math.min(...counts)}-${Math.max(...counts)} inline scripts each -> ${path.relative(process.cwd(), file)}`,
);
if (problems.length > 0) {
  for (const { file: page, code } of problems) console.error(`csp-hashes: ${page}: ${code.join(' | ')}`);
  console.error(
    'csp-hashes: inline event handlers and javascript: URLs cannot be allowed by hashes; move them into components',
  );
  process.exit(1);
}
