/**
 * `npm start`'s server: serves the production build (NEXT_DIST_DIR, default `.next`) on PORT (default
 * 3000) through a small Node server around Next.js's request handler. The server exists for what
 * `next start` cannot do:
 * - it decides the client address from the TCP connection (`rewriteForwardingHeaders`): with
 *   TRUST_PROXY unset, forwarding headers sent by the client are replaced, so they cannot choose
 *   the rate-limit key (docs/decisions/0007);
 * - it refuses what the site does not serve (`refusedRequest`): a request target that is not a path
 *   (absolute form, `*`) with 400, TRACE and other unserved methods with 405, any method but GET and
 *   HEAD on a page with 405 (a server action's POST excepted), a body on GET or HEAD with 400, all
 *   without reading the body;
 * - it decodes escaped unreserved characters of the path before routing (`/%61bout-us` is
 *   `/about-us`) and keeps every 404 private and uncached, with the font preload Next.js leaves out
 *   of the 404 page as a `Link` header (server/not-found-fonts.ts);
 * - it cuts off a request whose headers and body have not arrived within 10 s (a stalled upload);
 * - it serves the prerendered pages from memory once it has asked Next.js for each of them
 *   (`PageCache`, about ten times Next.js's own rate; docs/decisions/0011-page-cache.md);
 * - it keeps the tools' answers by canonical query, the pages Next.js renders per query (selector,
 *   search, borewell and solar sizing) within the tools' per-client limit and the three tools' JSON
 *   APIs (`ToolAnswerCache`, server/tool-answers.ts);
 * - it serves the build's scripts and style sheets in the Brotli or gzip copy written at build
 *   (`createStaticAssets`; Next.js gzips them on every request and never sends Brotli).
 * - before serving, it prepares the back office's store (`npm run cms -- setup`: migrations, the first
 *   administrator from ADMIN_EMAIL and ADMIN_PASSWORD, the seed content on a new store; decision 0033);
 * - it answers liveness and readiness itself (`/api/health/live`, `/api/health/ready`: server/health.ts),
 *   logs one JSON line per request (server/request-log.ts, src/lib/runtime/log.ts) and shuts down gracefully on
 *   SIGTERM or SIGINT (server/shutdown.ts: in-flight requests finish within 10 s, the outbox gives back
 *   its leases, the databases close).
 * - it uses every core: with WEB_CONCURRENCY above 1 (default: the machine's cores) a primary forks
 *   that many such servers on the one port and looks after them (server/processes.ts), since each
 *   page rendered per request holds its process's one main thread.
 * Needs no external service: enquiries go to SQLite under data/ and e-mails to .eml files unless the
 * environment configures a database or mail server. It runs as plain JavaScript, bundled into the
 * build with the back office's command beside it (`<build>/server-bundle/`, server/bundle.mjs), and is
 * started by server/launch.mjs, which builds first when needed (`START_SKIP_BUILD=1` serves the build
 * as it is: the tests use it on the test build, the deployed instances on the release's).
 */
import { spawnSync } from 'node:child_process';
import cluster from 'node:cluster';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import next from 'next';
import { buildCspManifest, readCspManifest } from '../src/lib/http/csp-manifest';
import { parseEnv, type ServerEnv } from '../src/lib/runtime/env';
import { readinessChecks, shutdownSteps } from '../src/lib/runtime/lifecycle';
import { errorMessage, log } from '../src/lib/runtime/log';
import { siteDistDir } from './dist-dir';
import { notFoundFontPreload } from './not-found-fonts';
import { registerPageRefresher } from '../src/lib/publishing/page-refresher';
import { fillPageCache, PageCache, refreshPages } from './page-cache';
import { createReadiness } from './health';
import { gracefulShutdown } from './shutdown';
import { everyProcessReady, listenPrivately, pagesReadyMessage, runPrimary } from './processes';
import { createSiteServer } from './site-server';
import { readBuildId, ToolAnswerCache } from './tool-answers';

/** The prerendered page paths of the build, from its CSP manifest (hashed now if it is missing). */
function prerenderedPaths(): string[] {
  const distDir = siteDistDir();
  const manifest = readCspManifest(distDir) ?? buildCspManifest(distDir).manifest;
  return Object.keys(manifest.routes);
}

/** The server's own origin on loopback, for asking itself for pages. */
function ownOrigin(address: AddressInfo): string {
  if (address.address === '0.0.0.0' || address.address === '::') return `http://127.0.0.1:${address.port}`;
  return `http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}`;
}

/** Prepares the back office's store once, before any process serves; exits when it cannot. */
function prepareStore(): void {
  // Set by server/launch.mjs when it has just run `npm run build` (its prebuild runs `cms setup`).
  const builtNow = process.env.KAVEX_BUILT_NOW === '1';
  delete process.env.KAVEX_BUILT_NOW;
  // Payload loads as ES modules, so its command runs in a process of its own: scripts/cms.mts, bundled
  // beside this file (server/bundle.mjs).
  // Skipped right after the launcher's build, whose prebuild ran the same setup a moment ago.
  const cmsCommand = fileURLToPath(new URL('./cms.mjs', import.meta.url));
  const cmsSetup = builtNow ? { status: 0 } : spawnSync(process.execPath, [cmsCommand, 'setup'], { stdio: 'inherit' });
  if (cmsSetup.status !== 0) {
    log().fatal('the back office store could not be prepared (npm run cms -- setup); not starting');
    process.exit(cmsSetup.status ?? 1);
  }
}

/** The primary of WEB_CONCURRENCY server processes (server/processes.ts). */
function superviseServers(count: number): void {
  // The server processes run this bundle itself, not server/launch.mjs again: the launcher's build
  // check and Node.js version warning are done once, here.
  cluster.setupPrimary({ exec: fileURLToPath(import.meta.url) });
  const relay = runPrimary({
    count,
    fork: () => cluster.fork(),
    logger: log(),
    exit: (code) => process.exit(code),
  });
  process.on('SIGINT', relay);
  process.on('SIGTERM', relay);
  log().info({ processes: count }, 'starting the server processes');
}

async function main(): Promise<void> {
  const env = parseEnv(process.env);
  if (cluster.isPrimary) prepareStore();
  if (cluster.isPrimary && env.serverProcesses > 1) superviseServers(env.serverProcesses);
  else await serve(env);
}

/** One whole server: Next.js, the page cache, the tools' answers, on the shared port. */
async function serve({ trustProxyHops, tools }: ServerEnv): Promise<void> {
  const port = Number(process.env.PORT || 3000);
  const hostname = process.env.HOSTNAME || undefined;
  const app = next({ dev: false, dir: process.cwd(), port, hostname });
  await app.prepare();
  const handle = app.getRequestHandler();

  const pageCache = new PageCache();
  const readiness = createReadiness({ checks: readinessChecks, required: ['enquiry database', 'back office'] });
  const server = createSiteServer(handle, {
    trustProxyHops,
    pageCache,
    notFoundFontPreload: notFoundFontPreload(siteDistDir()),
    distDir: siteDistDir(),
    readiness,
    toolAnswerCache: new ToolAnswerCache({ maxBytes: tools.cacheBytes, buildId: readBuildId(siteDistDir()) }),
  });
  const shutdown = gracefulShutdown({
    server,
    readiness,
    steps: shutdownSteps,
    logger: log(),
    exit: (code) => process.exit(code),
  });
  process.on('SIGINT', (signal) => void shutdown(signal));
  process.on('SIGTERM', (signal) => void shutdown(signal));
  server.listen(port, hostname, () => {
    log().info({ url: `http://${hostname ?? 'localhost'}:${port}`, trustProxy: trustProxyHops }, 'serving');
    // One of several processes on the port asks itself on a port of its own (server/processes.ts).
    const origin = cluster.isWorker
      ? listenPrivately(server).then((own) => {
          server.once('close', own.close);
          return own.origin;
        })
      : Promise.resolve(ownOrigin(server.address() as AddressInfo));
    const started = performance.now();
    origin
      .then((origin) => {
        // A publish in the back office regenerates its pages into the cache (src/cms/publish/).
        registerPageRefresher({
          origin,
          refresh: async (paths) => {
            await refreshPages(pageCache, origin, paths);
          },
        });
        return fillPageCache(pageCache, origin, prerenderedPaths());
      })
      .then(({ kept, refused }) => {
        // Ready once every page was asked for: a page the cache refused is Next.js's to answer.
        readiness.markPageCacheFilled();
        log().info(
          { pages: kept, ms: Math.round(performance.now() - started) },
          'prerendered pages served from memory',
        );
        for (const { path: page, reason } of refused) log().warn({ path: page, reason }, 'page stays with Next.js');
        const compressing = performance.now();
        return pageCache.addBrotli().then((pages) => {
          log().info({ pages, ms: Math.round(performance.now() - compressing) }, 'pages Brotli-compressed');
          // The primary says so once every server process has (server/processes.ts); the benches wait for it.
          if (cluster.isWorker) process.send?.(pagesReadyMessage);
          else log().info({ processes: 1 }, everyProcessReady);
        });
      })
      .catch((error: unknown) =>
        log().error({ error: errorMessage(error) }, 'page cache not filled: Next.js answers every page'),
      );
  });
}

main().catch((error: unknown) => {
  log().fatal({ error: errorMessage(error) }, 'not started');
  process.exit(1);
});
