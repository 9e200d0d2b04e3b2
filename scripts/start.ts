/**
 * `npm start`: builds the site when there is no current production build (NEXT_DIST_DIR, default
 * `.next`), then serves it on PORT (default 3000) through a small Node server around Next.js's
 * request handler. The server exists for what `next start` cannot do:
 * - it decides the client address from the TCP connection (`rewriteForwardingHeaders`): with
 *   TRUST_PROXY unset, forwarding headers sent by the client are replaced, so they cannot choose
 *   the rate-limit key (docs/decisions/0007);
 * - it refuses TRACE and other unserved methods with 405 (`refusedMethod`);
 * - it cuts off a request whose headers and body have not arrived within 10 s (a stalled upload).
 * Needs no external service: enquiries go to SQLite under data/ and e-mails to .eml files unless the
 * environment configures a database or mail server. `START_SKIP_BUILD=1` serves the build as it is
 * (the browser tests use it on the test build).
 */
import { spawnSync } from 'node:child_process';
import next from 'next';
import { parseEnv } from '../src/lib/env';
import { buildNeeded } from './build-state';
import { createSiteServer } from './server/site-server';

async function main(): Promise<void> {
  const reason = process.env.START_SKIP_BUILD ? null : buildNeeded();
  if (reason) {
    console.log(
      `[start] production build ${reason === 'missing' ? 'not found' : 'is older than the sources'}: running npm run build`,
    );
    const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }

  const { trustProxyHops } = parseEnv(process.env);
  const port = Number(process.env.PORT || 3000);
  const hostname = process.env.HOSTNAME || undefined;
  const app = next({ dev: false, dir: process.cwd(), port, hostname });
  await app.prepare();
  const handle = app.getRequestHandler();

  const server = createSiteServer(handle, { trustProxyHops });
  server.listen(port, hostname, () => {
    console.log(`[start] serving http://${hostname ?? 'localhost'}:${port} (TRUST_PROXY=${trustProxyHops})`);
  });
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
