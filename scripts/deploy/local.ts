/**
 * `npm run deploy:local`: the production recipe of deploy/ brought up on this machine, as root, in
 * one idempotent run (issue 50, item 7):
 * 1. nginx and PostgreSQL from Debian's packages when missing; PostgreSQL's cluster started;
 * 2. a local certificate authority and a certificate for localhost (deploy/local/, git-ignored; trust
 *    deploy/local/ca.pem with NODE_EXTRA_CA_CERTS);
 * 3. the role and database `kavex_deploy`, and deploy/local/kavex.env written from
 *    deploy/kavex.env.example (SITE_URL https://localhost:8443, TRUST_PROXY=1, no SMTP: mails become
 *    .eml files in the shared data folder deploy/local/data/outbox);
 * 4. the production build, once (again with `--rebuild`, or when SITE_URL changed);
 * 5. two instances on 127.0.0.1:3101 and :3102, each under a supervisor process that runs the
 *    command line and environment of deploy/systemd/kavex@.service (systemd is not PID 1 here);
 * 6. nginx on 127.0.0.1:8443 (HTTPS, HTTP/2) and 127.0.0.1:8080 (redirect) from
 *    deploy/nginx/kavex.conf, templated by scripts/deploy/nginx-conf.ts.
 *
 *   npm run deploy:local                 # bring it up (or leave it up)
 *   npm run deploy:local -- --rebuild    # build again first, then restart the instances one by one
 *   npm run deploy:local -- --stop       # stop nginx and both instances (PostgreSQL keeps running)
 *
 * Then `npm run deploy:check` (scripts/deploy/check.ts) proves it.
 */
import { randomBytes } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { renderEnvFile, parseEnvFile } from './env-file';
import { livePid, signalSupervisor, startSupervisor, supervise, waitReady, waitRestarted } from './instances';
import { instancePidFile, supervisorPidFile } from './layout';
import {
  database,
  httpPort,
  httpsPort,
  instancePorts,
  localDir,
  nginxMainConf,
  nginxPidFile,
  paths,
  repoRoot,
  siteUrl,
} from './layout';
import { localMainConf, localSiteConf, localTlsSnippet } from './nginx-conf';
import { ensureCertificates, ensureDatabase, ensurePackages, ensurePostgresRunning, hasCommand, run } from './system';

const say = (text: string) => console.log(`[deploy] ${text}`);
const secret = (bytes: number) => randomBytes(bytes).toString('hex');

/**
 * Writes deploy/local/kavex.env from the example, keeping the secrets of an earlier run (the database
 * password, PAYLOAD_SECRET, HEALTH_TOKEN, the administrator's password) so a re-run changes nothing.
 * @returns the variables written
 */
function writeEnvFile(): Record<string, string> {
  const before = fs.existsSync(paths.envFile) ? parseEnvFile(fs.readFileSync(paths.envFile, 'utf8')) : {};
  const dbPassword = /postgres:\/\/[^:]+:([A-Za-z0-9]+)@/.exec(before.DATABASE_URL ?? '')?.[1] ?? secret(16);
  const values = {
    SITE_URL: siteUrl,
    DATA_DIR: paths.dataDir,
    DATABASE_URL: `postgres://${database.role}:${dbPassword}@${database.host}:${database.port}/${database.name}`,
    PAYLOAD_SECRET: before.PAYLOAD_SECRET || secret(32),
    ADMIN_EMAIL: before.ADMIN_EMAIL || 'deploy-check@example.com',
    ADMIN_PASSWORD: before.ADMIN_PASSWORD || secret(12),
    SMTP_URL: '',
    TRUST_PROXY: '1',
    HEALTH_TOKEN: before.HEALTH_TOKEN || secret(24),
  };
  const example = fs.readFileSync(path.join(repoRoot, 'deploy', 'kavex.env.example'), 'utf8');
  const text = `# Written by npm run deploy:local from deploy/kavex.env.example; the secrets are kept across runs.\n${renderEnvFile(example, values)}`;
  fs.writeFileSync(paths.envFile, text, { mode: 0o600 });
  return parseEnvFile(text);
}

/** Builds the site with the environment file's settings when there is no build for this SITE_URL. */
function buildOnce(env: Record<string, string>, force: boolean): boolean {
  const built = fs.existsSync(path.join(repoRoot, '.next', 'BUILD_ID'));
  const stamp = fs.existsSync(paths.buildStamp) ? fs.readFileSync(paths.buildStamp, 'utf8').trim() : '';
  if (built && stamp === siteUrl && !force) {
    say('build: .next is there for this SITE_URL (--rebuild to build again)');
    return false;
  }
  say(`build: npm run build with deploy/local/kavex.env (${built ? 'made for another SITE_URL' : 'none yet'})`);
  fs.rmSync(paths.buildStamp, { force: true });
  const build = spawnSync('npm', ['run', 'build'], {
    cwd: repoRoot,
    env: { ...process.env, ...env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error(`npm run build failed (${build.status ?? build.signal})`);
  fs.writeFileSync(paths.buildStamp, `${siteUrl}\n`);
  return true;
}

/** Writes the nginx files from deploy/nginx/ and starts nginx, or reloads it when it runs. */
function startNginx(): void {
  const tempDir = path.join(paths.nginxDir, 'tmp');
  const acmeRoot = path.join(paths.nginxDir, 'acme');
  for (const dir of [tempDir, acmeRoot]) fs.mkdirSync(dir, { recursive: true });
  const read = (file: string) => fs.readFileSync(path.join(repoRoot, 'deploy', 'nginx', file), 'utf8');
  const tlsSnippet = path.join(paths.nginxDir, 'kavex-tls.conf');
  const siteConf = path.join(paths.nginxDir, 'kavex.conf');
  fs.writeFileSync(
    tlsSnippet,
    localTlsSnippet(read('snippets/kavex-tls.conf'), {
      certificate: paths.cert,
      key: paths.key,
      dhparam: paths.dhparam,
    }),
  );
  fs.writeFileSync(
    siteConf,
    localSiteConf(read('kavex.conf'), {
      address: '127.0.0.1',
      httpsPort,
      httpPort,
      host: 'localhost',
      bareHost: 'bare.localhost',
      tlsSnippet,
      acmeRoot,
    }),
  );
  fs.writeFileSync(
    nginxMainConf,
    localMainConf({
      siteConf,
      pidFile: nginxPidFile,
      errorLog: path.join(paths.logDir, 'nginx-error.log'),
      accessLog: path.join(paths.logDir, 'nginx-access.log'),
      tempDir,
      user: 'www-data',
      mimeTypes: '/etc/nginx/mime.types',
    }),
  );
  run('chown', ['-R', 'www-data:www-data', tempDir]);
  run('nginx', ['-t', '-q', '-c', nginxMainConf], { stdio: 'inherit' });
  if (livePid(nginxPidFile)) {
    run('nginx', ['-c', nginxMainConf, '-s', 'reload']);
    say(`nginx reloaded: https://localhost:${httpsPort}/ and http://localhost:${httpPort}/`);
  } else {
    run('nginx', ['-c', nginxMainConf]);
    say(`nginx started: https://localhost:${httpsPort}/ and http://localhost:${httpPort}/`);
  }
}

/** Waits for `pidFile`'s process to end, up to `timeoutMs`; true when it ended. */
async function waitGone(pidFile: string, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (livePid(pidFile) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  return !livePid(pidFile);
}

/** `--stop`: nginx, then both instances (SIGTERM through their supervisors). */
async function stopAll(): Promise<void> {
  const nginx = livePid(nginxPidFile);
  if (nginx) {
    process.kill(nginx, 'SIGQUIT');
    say(`nginx stopping (pid ${nginx}): ${(await waitGone(nginxPidFile, 15_000)) ? 'stopped' : 'still running'}`);
  }
  for (const port of instancePorts) {
    if (!signalSupervisor(port, 'SIGTERM')) continue;
    const gone = await waitGone(supervisorPidFile(port), 20_000);
    say(`kavex@${port} ${gone ? 'stopped' : 'still running after 20 s'}`);
  }
  say('stopped (PostgreSQL keeps running: it is the machine’s service, shared with other databases)');
}

async function up(rebuild: boolean): Promise<void> {
  if (process.getuid?.() !== 0)
    throw new Error('run as root: it installs packages and starts nginx (sudo npm run deploy:local)');
  for (const dir of [localDir, paths.dataDir, paths.logDir, paths.runDir, paths.nginxDir, paths.cacheDir]) {
    fs.mkdirSync(dir, { recursive: true });
  }
  ensurePackages(['nginx'], () => hasCommand('nginx') && fs.existsSync('/etc/nginx/mime.types'));
  ensurePackages(['postgresql', 'postgresql-client'], () => hasCommand('pg_lsclusters') && hasCommand('psql'));
  ensurePostgresRunning();
  ensureCertificates();
  const env = writeEnvFile();
  ensureDatabase(/:([A-Za-z0-9]+)@/.exec(env.DATABASE_URL ?? '')?.[1] ?? '');
  const built = buildOnce(env, rebuild);

  // The first instance alone on a new database (its start applies the back office's migrations and
  // imports the seed content), then the second: docs/deploy.md's order.
  for (const port of instancePorts) {
    const origin = `http://127.0.0.1:${port}`;
    if (startSupervisor(port)) say(`kavex@${port} starting (log deploy/local/logs/kavex@${port}.log)`);
    else if (built) {
      const old = livePid(instancePidFile(port));
      signalSupervisor(port, 'SIGHUP');
      say(`kavex@${port} restarting on the new build`);
      await waitRestarted(port, old);
    }
    await waitReady(origin);
    say(`kavex@${port} ready at ${origin}`);
  }
  startNginx();
  say(
    `up: ${siteUrl}/ (CA: deploy/local/ca.pem). Check it: npm run deploy:check. Stop: npm run deploy:local -- --stop`,
  );
}

const args = process.argv.slice(2);
if (args[0] === '--supervise') supervise(Number(args[1]));
else
  (args.includes('--stop') ? stopAll() : up(args.includes('--rebuild'))).catch((error: unknown) => {
    console.error(`[deploy] ${(error as Error).message}`);
    process.exit(1);
  });
