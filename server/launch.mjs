/**
 * `npm start`, in plain JavaScript (no tsx in production; decision 0039):
 * 1. warns when Node.js is older than the 24 LTS the site is built and tested on (package.json
 *    "engines", .nvmrc); 20.9 or newer still runs it;
 * 2. builds the site when its production build (NEXT_DIST_DIR, default `.next`) is missing or older
 *    than its sources (`npm run build`, which bundles the server at its end), else bundles the server
 *    again when one of its sources changed since (server/bundle.mjs, about a second);
 *    `START_SKIP_BUILD=1` serves the build as it is, and stops if it has no server bundle;
 * 3. runs the bundled server (`<build>/server-bundle/start.mjs`, from server/start.ts) in this
 *    process, so signals reach it directly.
 * Exits 1 when the build or the bundle fails.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildNeeded } from './build-state.mjs';
import { bundleServer, bundleStale, serverBundleDir } from './bundle.mjs';

/** Set by this launcher when it has just built (server/start.ts then skips `cms setup`). */
const builtNowVariable = 'KAVEX_BUILT_NOW';

/** The Node.js major version the site is built, tested and deployed on (package.json "engines"). */
const supportedMajor = 24;

const major = Number(process.versions.node.split('.')[0]);
if (major < supportedMajor) {
  console.warn(
    `[start] warning: Node.js ${process.versions.node} is older than Node.js ${supportedMajor} LTS, which this site ` +
      `is built and tested on (.nvmrc). It still starts on 20.9 or newer, but Node.js 20 gets no security ` +
      `fixes since 2026-04-30: use ${supportedMajor} (README, "Quick start").`,
  );
}

if (process.env.START_SKIP_BUILD) {
  if (bundleStale() === 'missing') {
    console.error(
      `[start] no server bundle in ${path.relative(process.cwd(), serverBundleDir())}: ` +
        'run npm run build first (START_SKIP_BUILD serves the build as it is)',
    );
    process.exit(1);
  }
} else {
  const reason = buildNeeded();
  if (reason) {
    console.log(
      `[start] production build ${reason === 'missing' ? 'not found' : 'is older than the sources'}: running npm run build`,
    );
    const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
    // The build's prebuild prepared the back office's store: the server need not do it again.
    process.env[builtNowVariable] = '1';
  } else if (bundleStale()) {
    try {
      const { ms } = await bundleServer();
      console.log(`[start] the server's sources changed since the build: bundled them again in ${ms} ms`);
    } catch {
      process.exit(1);
    }
  }
}

await import(pathToFileURL(path.join(serverBundleDir(), 'start.mjs')).href);
