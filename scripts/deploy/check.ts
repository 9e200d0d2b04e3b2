/**
 * `npm run deploy:check`: proves what `npm run deploy:local` brought up (issue 50, item 7), through
 * nginx over TLS with the local CA trusted (`NODE_EXTRA_CA_CERTS=deploy/local/ca.pem`, set by the npm
 * script):
 * 1. pages and APIs answer over HTTPS (HTTP/2 offered, HSTS sent); 8080 redirects to HTTPS;
 * 2. the MDN HTTP Observatory's own scanner (`@mdn/mdn-http-observatory`, installed on demand as
 *    `bench:observatory` does) grades https://localhost:8443: A+ wanted;
 * 3. a publish through /cms-api on 127.0.0.1:3101 shows on 127.0.0.1:3102's pages within 10 s;
 * 4. a bounded load (pages and enquiries) through nginx with both instances up, while one instance is
 *    killed (SIGKILL; its supervisor restarts it, as systemd's Restart=on-failure would), and during a
 *    rolling restart (SIGTERM to one, wait until ready, then the other); then the enquiry counts:
 *    accepted by nginx, stored in PostgreSQL, mailed (outbox sent, .eml files in the data folder).
 * Prints every figure; exits 1 when a check fails. Takes about three minutes.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import tls from 'node:tls';
import { getSiteRoutes } from '@/content/site-routes';
import { loadObservatoryScanner } from '../../bench/lib/observatory-package';
import { parseEnvFile } from './env-file';
import {
  enquiryVerdict,
  loadFigures,
  phasePassed,
  verdict,
  type CheckResult,
  type LoadFigures,
  type Sample,
} from './evaluate';
import { livePid, signalInstance, signalSupervisor, waitRestarted } from './instances';
import { httpPort, httpsPort, instancePidFile, instancePorts, nginxPidFile, paths, siteUrl } from './layout';
import { startLoad } from './load';

const results: CheckResult[] = [];
function record(name: string, ok: boolean, detail: string): void {
  results.push({ name, ok, detail });
  console.log(`${ok ? 'PASS' : 'FAIL'}  ${name}: ${detail}`);
}
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** The settings deploy:local wrote; exits 2 when there is no local deployment. */
function localEnv(): Record<string, string> {
  if (!fs.existsSync(paths.envFile) || !livePid(nginxPidFile)) {
    console.error('deploy:check: nothing to check: run `npm run deploy:local` first (as root).');
    process.exit(2);
  }
  if (!process.env.NODE_EXTRA_CA_CERTS) {
    console.error('deploy:check: run it through npm (it sets NODE_EXTRA_CA_CERTS=deploy/local/ca.pem).');
    process.exit(2);
  }
  return parseEnvFile(fs.readFileSync(paths.envFile, 'utf8'));
}

/** The protocol nginx picks by ALPN when offered h2 and http/1.1 ('h2' for HTTP/2). */
function negotiatedProtocol(): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = tls.connect(
      { host: '127.0.0.1', port: httpsPort, servername: 'localhost', ALPNProtocols: ['h2', 'http/1.1'] },
      () => {
        resolve(String(socket.alpnProtocol));
        socket.end();
      },
    );
    socket.on('error', reject);
  });
}

async function checkAnswers(productPath: string): Promise<void> {
  const wanted: [string, string][] = [
    ['home page', '/'],
    ['product page', productPath],
    ['selector API', '/api/pumps/select?flow=20&head=60&hz=50'],
    ['health API', '/api/health'],
  ];
  for (const [what, pagePath] of wanted) {
    const started = performance.now();
    try {
      const response = await fetch(`${siteUrl}${pagePath}`);
      const body = await response.text();
      const type = response.headers.get('content-type') ?? '';
      const expected = pagePath.startsWith('/api/') ? 'application/json' : 'text/html';
      record(
        `HTTPS ${what}`,
        response.status === 200 && type.startsWith(expected),
        `${pagePath} → ${response.status} ${type.split(';')[0]}, ${body.length} characters in ${Math.round(performance.now() - started)} ms`,
      );
    } catch (error) {
      record(`HTTPS ${what}`, false, `${pagePath}: ${(error as Error).message}`);
    }
  }
  const home = await fetch(siteUrl);
  await home.arrayBuffer();
  const hsts = home.headers.get('strict-transport-security') ?? '';
  record(
    'HSTS over TLS',
    /max-age=(\d+)/.test(hsts) && Number(/max-age=(\d+)/.exec(hsts)![1]) >= 15_768_000,
    hsts || 'missing',
  );
  const protocol = await negotiatedProtocol().catch((error: Error) => error.message);
  record('HTTP/2', protocol === 'h2', `ALPN chose ${protocol}`);
  const plain = await fetch(`http://localhost:${httpPort}/about-us?x=1`, { redirect: 'manual' });
  await plain.arrayBuffer();
  const location = plain.headers.get('location');
  record(
    `HTTP :${httpPort} redirects`,
    [301, 308].includes(plain.status) && location === `${siteUrl}/about-us?x=1`,
    `${plain.status} → ${location}; strict-transport-security on it: ${plain.headers.get('strict-transport-security') ?? 'none (right: HSTS over TLS only)'}`,
  );
}

/**
 * The Observatory's scan. Its 1.4.8 `scan(host)` tries http:// and https:// on the same host and port,
 * so its redirection test sees nginx's answer to plain HTTP on 8443 (error_page 497 → 301 to HTTPS,
 * deploy/nginx/kavex.conf); the 8080 redirect is checked above.
 */
async function checkObservatory(): Promise<void> {
  try {
    const scan = await loadObservatoryScanner();
    const result = await scan(`localhost:${httpsPort}`);
    const notes = Object.entries(result.tests)
      .filter(([, t]) => t.scoreModifier !== 0)
      .map(([name, t]) => `${name} ${t.scoreModifier > 0 ? '+' : ''}${t.scoreModifier} (${t.result})`);
    record(
      'MDN Observatory',
      result.scan.grade === 'A+',
      `grade ${result.scan.grade}, score ${result.scan.score}${notes.length ? `; ${notes.join(', ')}` : ''}`,
    );
  } catch (error) {
    record('MDN Observatory', false, `scan failed: ${(error as Error).message}`);
  }
}

/** Publishes a new event banner title on 3101 and times it until 3102's home page shows it; puts the old one back. */
async function checkPublish(env: Record<string, string>): Promise<void> {
  const [a, b] = instancePorts.map((port) => `http://127.0.0.1:${port}`);
  try {
    const login = await fetch(`${a}/cms-api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD }),
    });
    const { token } = (await login.json()) as { token?: string };
    if (!token) throw new Error(`sign-in on ${a} answered ${login.status}`);
    const headers = { authorization: `JWT ${token}`, 'content-type': 'application/json' };
    const before = (await (await fetch(`${a}/cms-api/globals/event-banner`, { headers })).json()) as { title?: string };
    const title = `Deploy check banner ${randomBytes(4).toString('hex')}`;
    const started = performance.now();
    const published = await fetch(`${a}/cms-api/globals/event-banner`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ title, _status: 'published' }),
    });
    await published.arrayBuffer();
    if (!published.ok) throw new Error(`publish on ${a} answered ${published.status}`);
    let seenMs = Infinity;
    while (performance.now() - started < 30_000) {
      if ((await (await fetch(`${b}/`)).text()).includes(title)) {
        seenMs = performance.now() - started;
        break;
      }
      await pause(100);
    }
    record(
      'publish on 3101 seen on 3102',
      seenMs <= 10_000,
      Number.isFinite(seenMs)
        ? `event banner on 3102's home page after ${seconds(seenMs)} (limit 10 s)`
        : 'not within 30 s',
    );
    if (before.title) {
      const restore = await fetch(`${a}/cms-api/globals/event-banner`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ title: before.title, _status: 'published' }),
      });
      await restore.arrayBuffer();
    }
  } catch (error) {
    record('publish on 3101 seen on 3102', false, (error as Error).message);
  }
}

/**
 * Waits until nginx's access log (written from `offset` on: pass its size once the instance is
 * ready) shows a 2xx or 3xx answered by instance `port`: nginx has taken it back after its passive
 * check left it out (up to fail_timeout, 10 s). Restarting the other instance before then would leave
 * nginx with no instance it thinks is up ("no live upstreams", 502).
 */
async function waitServedBy(port: number, offset: number, timeoutMs = 30_000): Promise<void> {
  const log = path.join(paths.logDir, 'nginx-access.log');
  const deadline = Date.now() + timeoutMs;
  const served = new RegExp(`upstream=(?:[^ ]*, )?127\\.0\\.0\\.1:${port}/[23]\\d\\d`);
  while (Date.now() < deadline) {
    const size = fs.statSync(log).size;
    if (size > offset) {
      const fd = fs.openSync(log, 'r');
      const text = Buffer.alloc(size - offset);
      fs.readSync(fd, text, 0, text.length, offset);
      fs.closeSync(fd);
      if (
        text
          .toString('utf8')
          .split('\n')
          .some((line) => served.test(line))
      )
        return;
    }
    await pause(200);
  }
  throw new Error(`nginx sent nothing to ${port} within ${timeoutMs / 1000} s`);
}

const accessLogSize = () => fs.statSync(path.join(paths.logDir, 'nginx-access.log')).size;

interface Phase {
  name: string;
  figures: LoadFigures;
  acceptedTokens: string[];
  durationMs: number;
}

/** One load phase: the load runs while `during` does its part, then for `tailMs` more. */
async function loadPhase(
  name: string,
  run: string,
  phase: string,
  addressBlock: [number, number],
  pages: string[],
  instanceKilled: boolean,
  during: () => Promise<string>,
): Promise<Phase> {
  const started = performance.now();
  const load = startLoad({ origin: siteUrl, pages, pageClients: 6, enquiryIntervalMs: 250, run, phase, addressBlock });
  let what: string;
  try {
    what = await during();
  } catch (error) {
    what = `failed: ${(error as Error).message}`;
  }
  const { samples, acceptedTokens } = await load.stop();
  const figures = loadFigures(samples);
  const durationMs = performance.now() - started;
  const errors = Object.entries(figures.errorStatuses)
    .map(([status, n]) => `${n}× ${status === '0' ? 'no answer' : status}`)
    .join(', ');
  const enquiries = samples.filter((s: Sample) => s.kind === 'enquiry').length;
  const held =
    instanceKilled && figures.enquiry502s > 0
      ? ` (${figures.enquiry502s} enquiries held by the killed instance: 502, the visitor is told to send again)`
      : '';
  record(
    `load: ${name}`,
    phasePassed(figures, instanceKilled) && !what.startsWith('failed'),
    `${figures.requests} requests in ${seconds(durationMs)} (${enquiries} enquiries, ${figures.enquiriesAccepted} accepted), ` +
      `${figures.errors} errors at nginx${errors ? ` (${errors})` : ''}${held}, p99 ${Math.round(figures.p99Ms)} ms; ${what}`,
  );
  return { name, figures, acceptedTokens, durationMs };
}

/** Runs SQL on the local database with psql; one row a line, columns separated by `|`. */
function sql(env: Record<string, string>, query: string): string[] {
  return execFileSync('psql', [env.DATABASE_URL ?? '', '-XAtc', query], { encoding: 'utf8' })
    .split('\n')
    .filter(Boolean);
}

/** The enquiry counts of `run`, once the outbox has sent every stored one (or 90 s have passed). */
async function checkEnquiries(env: Record<string, string>, run: string, accepted: string[]): Promise<void> {
  const tokenOf = (name: string) => name.replace(/^Deploy check /, '');
  const company = `deploy-check-${run}`;
  const stored = () => sql(env, `select name from enquiries where company = '${company}'`).map(tokenOf);
  const mailed = () =>
    sql(
      env,
      `select e.name from enquiries e join outbox o on o.enquiry_id = e.id
       where e.company = '${company}' and o.recipient = 'sales' and o.status = 'sent'`,
    ).map(tokenOf);
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline && mailed().length < stored().length) await pause(500);
  const outboxDir = path.join(env.DATA_DIR ?? '', 'outbox');
  const emlFiles = fs.existsSync(outboxDir)
    ? fs
        .readdirSync(outboxDir)
        .filter(
          (f) =>
            f.endsWith('.eml') && fs.readFileSync(path.join(outboxDir, f), 'utf8').includes(`Deploy check ${run}-`),
        ).length
    : 0;
  const v = enquiryVerdict({ accepted, stored: stored(), mailed: mailed(), emlFiles });
  record(
    'enquiries',
    v.lost === 0 && v.duplicated === 0 && v.accepted > 0,
    `accepted ${v.accepted}, stored ${v.stored}, mailed ${v.mailed} (outbox sent; ${emlFiles} .eml files), ` +
      `lost ${v.lost}, duplicated ${v.duplicated}, stored though answered with an error ${v.storedUnanswered}`,
  );
}

async function main(): Promise<void> {
  const env = localEnv();
  const routes = getSiteRoutes().map((r) => r.path);
  const productPath = routes.find((p) => p.startsWith('/products/') && p.split('/').length >= 5) ?? '/products';
  console.log(
    `deploy:check of ${siteUrl} (instances ${instancePorts.join(', ')}; nginx pid ${livePid(nginxPidFile)})\n`,
  );

  await checkAnswers(productPath);
  await checkObservatory();
  await checkPublish(env);

  const run = randomBytes(4).toString('hex');
  const [a, b] = [randomInt(1, 255), randomInt(0, 200)];
  const categoryPath = productPath.split('/').slice(0, -1).join('/');
  const pages = ['/', '/about-us', productPath, categoryPath, '/contact-us', '/dealers'];
  const [first, second] = instancePorts;
  const phases = [
    await loadPhase('both instances up (15 s)', run, 's', [a, b], pages, false, async () => {
      await pause(15_000);
      return 'steady';
    }),
    await loadPhase(`SIGKILL of ${first}`, run, 'k', [a, b + 10], pages, true, async () => {
      await pause(3000);
      const old = signalInstance(first, 'SIGKILL');
      const killed = performance.now();
      await waitRestarted(first, old);
      const restarted = performance.now() - killed;
      await waitServedBy(first, accessLogSize());
      await pause(3000);
      return `killed, restarted by its supervisor and ready after ${seconds(restarted)}, back in nginx after ${seconds(performance.now() - killed)}`;
    }),
    await loadPhase('rolling restart', run, 'r', [a, b + 20], pages, false, async () => {
      await pause(3000);
      const steps: string[] = [];
      for (const port of [first, second]) {
        const old = livePid(instancePidFile(port));
        const started = performance.now();
        signalSupervisor(port, 'SIGHUP');
        await waitRestarted(port, old);
        const ready = performance.now() - started;
        await waitServedBy(port, accessLogSize());
        steps.push(
          `${port} ready after ${seconds(ready)}, back in nginx after ${seconds(performance.now() - started)}`,
        );
      }
      await pause(3000);
      return steps.join('; ');
    }),
  ];
  await checkEnquiries(
    env,
    run,
    phases.flatMap((p) => p.acceptedTokens),
  );

  const { lines, exitCode } = verdict(results);
  console.log(`\n${lines.at(-1)}`);
  process.exit(exitCode);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
