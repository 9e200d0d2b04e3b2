/**
 * The machine's part of `npm run deploy:local`, as root: Debian's packages, the local certificate
 * authority, PostgreSQL's role and database. Each step checks first and does nothing when its result
 * is already there, so the runner can be run again.
 */
import { spawnSync, type SpawnSyncOptions } from 'node:child_process';
import fs from 'node:fs';
import { database, paths } from './layout';

/**
 * Runs `command` and returns its standard output.
 * @throws Error with the command and its standard error when it exits non-zero
 */
export function run(command: string, args: string[], options: SpawnSyncOptions = {}): string {
  const result = spawnSync(command, args, { encoding: 'utf8', ...options });
  if (result.status !== 0) {
    throw new Error(
      `${command} ${args.join(' ')} failed (${result.status ?? result.signal}): ${String(result.stderr ?? '').trim()}`,
    );
  }
  return String(result.stdout ?? '');
}

/** True when `command` is on PATH. */
export const hasCommand = (command: string): boolean =>
  spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;

/**
 * Installs Debian packages with apt-get when `present()` is false. Their maintainer scripts are kept
 * from starting the services (a /usr/sbin/policy-rc.d answering 101 while apt runs, the Debian way
 * for containers): the runner starts its own nginx, and no system nginx takes port 80 behind its back.
 */
export function ensurePackages(packages: string[], present: () => boolean): void {
  if (present()) return;
  console.log(`[deploy] installing ${packages.join(', ')} from Debian's packages`);
  const policy = '/usr/sbin/policy-rc.d';
  const ownPolicy = !fs.existsSync(policy);
  if (ownPolicy) fs.writeFileSync(policy, '#!/bin/sh\nexit 101\n', { mode: 0o755 });
  try {
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    run('apt-get', ['update'], { env, stdio: 'inherit' });
    run('apt-get', ['install', '-y', '--no-install-recommends', ...packages], { env, stdio: 'inherit' });
  } finally {
    if (ownPolicy) fs.rmSync(policy, { force: true });
  }
  if (!present()) throw new Error(`${packages.join(', ')} installed, but still not found`);
}

/** Starts the first PostgreSQL cluster `pg_lsclusters` lists when it is down. */
export function ensurePostgresRunning(): void {
  const clusters = run('pg_lsclusters', ['--no-header'])
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split(/\s+/));
  const cluster = clusters.find(([, , port]) => Number(port) === database.port) ?? clusters[0];
  if (!cluster) throw new Error('no PostgreSQL cluster (pg_lsclusters lists none)');
  const [version = '', name = '', , status] = cluster;
  if (status !== 'online') {
    console.log(`[deploy] starting PostgreSQL ${version}/${name}`);
    run('pg_ctlcluster', [version, name, 'start'], { stdio: 'inherit' });
  }
}

/** Runs SQL as the `postgres` superuser (peer authentication over the local socket). */
function superuserSql(sql: string): string {
  return run('runuser', ['-u', 'postgres', '--', 'psql', '-X', '-v', 'ON_ERROR_STOP=1', '-Atc', sql]).trim();
}

/**
 * Creates the local role and database when missing and sets the role's password (the one in the
 * environment file). The role owns the database and nothing else: no superuser, no CREATEDB.
 */
export function ensureDatabase(password: string): void {
  if (!/^[A-Za-z0-9]+$/.test(password)) throw new Error('the database password must be alphanumeric');
  const { name, role } = database;
  if (superuserSql(`select 1 from pg_roles where rolname = '${role}'`) !== '1') {
    console.log(`[deploy] creating PostgreSQL role ${role}`);
    superuserSql(`create role ${role} login`);
  }
  superuserSql(`alter role ${role} with login password '${password}'`);
  if (superuserSql(`select 1 from pg_database where datname = '${name}'`) !== '1') {
    console.log(`[deploy] creating PostgreSQL database ${name}`);
    superuserSql(`create database ${name} owner ${role}`);
  }
}

/** True when the certificate in `file` is still valid in `seconds`. */
const validFor = (file: string, seconds: number) =>
  fs.existsSync(file) &&
  spawnSync('openssl', ['x509', '-checkend', String(seconds), '-noout', '-in', file], { stdio: 'ignore' }).status === 0;

/**
 * The local certificate authority (ECDSA P-256, ten years) and a certificate for `localhost` and
 * 127.0.0.1 signed by it (ECDSA P-256, 397 days, serverAuth), each made when missing or expiring
 * within 30 days; and RFC 7919's ffdhe2048 group for nginx's DHE ciphers (`ssl_dhparam`).
 */
export function ensureCertificates(): void {
  fs.mkdirSync(paths.cacheDir, { recursive: true });
  if (!validFor(paths.caCert, 30 * 86_400)) {
    console.log('[deploy] making a local certificate authority (deploy/local/ca.pem)');
    run('openssl', ['ecparam', '-name', 'prime256v1', '-genkey', '-noout', '-out', paths.caKey]);
    fs.chmodSync(paths.caKey, 0o600);
    run('openssl', [
      'req',
      '-x509',
      '-new',
      '-key',
      paths.caKey,
      '-sha256',
      '-days',
      '3650',
      '-subj',
      '/CN=Kavex deploy:local CA',
      '-addext',
      'basicConstraints=critical,CA:TRUE',
      '-addext',
      'keyUsage=critical,keyCertSign,cRLSign',
      '-out',
      paths.caCert,
    ]);
    fs.rmSync(paths.cert, { force: true });
  }
  if (!validFor(paths.cert, 30 * 86_400)) {
    console.log('[deploy] making a certificate for localhost (deploy/local/localhost.pem)');
    run('openssl', ['ecparam', '-name', 'prime256v1', '-genkey', '-noout', '-out', paths.key]);
    fs.chmodSync(paths.key, 0o600);
    const csr = `${paths.key}.csr`;
    const ext = `${paths.key}.ext`;
    run('openssl', ['req', '-new', '-key', paths.key, '-subj', '/CN=localhost', '-out', csr]);
    fs.writeFileSync(
      ext,
      'basicConstraints=critical,CA:FALSE\nkeyUsage=critical,digitalSignature\nextendedKeyUsage=serverAuth\nsubjectAltName=DNS:localhost,IP:127.0.0.1\n',
    );
    run('openssl', [
      'x509',
      '-req',
      '-in',
      csr,
      '-CA',
      paths.caCert,
      '-CAkey',
      paths.caKey,
      '-CAcreateserial',
      '-days',
      '397',
      '-sha256',
      '-extfile',
      ext,
      '-out',
      paths.cert,
    ]);
    fs.rmSync(csr, { force: true });
    fs.rmSync(ext, { force: true });
  }
  if (!fs.existsSync(paths.dhparam)) {
    run('openssl', [
      'genpkey',
      '-genparam',
      '-algorithm',
      'DH',
      '-pkeyopt',
      'dh_param:ffdhe2048',
      '-out',
      paths.dhparam,
    ]);
  }
}
