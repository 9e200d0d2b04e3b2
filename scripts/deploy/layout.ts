/**
 * Where `npm run deploy:local` keeps what it makes (all under deploy/local/, git-ignored) and the
 * ports it serves on; shared by the runner (local.ts) and the checker (check.ts).
 */
import path from 'node:path';

/** The repository root (the release being served). */
export const repoRoot = path.resolve(__dirname, '..', '..');
/** deploy/local/: certificates, environment file, data, logs, pid files. */
export const localDir = path.join(repoRoot, 'deploy', 'local');

/** The app instances' ports on 127.0.0.1 (the units kavex@3101 and kavex@3102). */
export const instancePorts = [3101, 3102] as const;
/** nginx: HTTPS and the redirecting plain-HTTP port, both on 127.0.0.1. */
export const httpsPort = 8443;
export const httpPort = 8080;
/** The site's public origin, SITE_URL of the local run. */
export const siteUrl = `https://localhost:${httpsPort}`;

/** The local database and its role. */
export const database = { name: 'kavex_deploy', role: 'kavex_deploy', host: '127.0.0.1', port: 5432 };

export const paths = {
  /** The local certificate authority: trust it with NODE_EXTRA_CA_CERTS (or a browser's settings). */
  caCert: path.join(localDir, 'ca.pem'),
  caKey: path.join(localDir, 'ca-key.pem'),
  /** The certificate for localhost (and 127.0.0.1) signed by it, and its key. */
  cert: path.join(localDir, 'localhost.pem'),
  key: path.join(localDir, 'localhost-key.pem'),
  /** RFC 7919's ffdhe2048 group for the DHE ciphers of Mozilla's intermediate profile. */
  dhparam: path.join(localDir, 'dhparam-ffdhe2048.pem'),
  /** The environment file (the server's /etc/kavex/kavex.env). */
  envFile: path.join(localDir, 'kavex.env'),
  /** The data folder both instances share (DATA_DIR: uploads in media/, .eml files in outbox/). */
  dataDir: path.join(localDir, 'data'),
  /** npm's cache (the unit's CacheDirectory, /var/cache/kavex). */
  cacheDir: path.join(localDir, 'cache'),
  logDir: path.join(localDir, 'logs'),
  runDir: path.join(localDir, 'run'),
  nginxDir: path.join(localDir, 'nginx'),
  /** SITE_URL the build in .next was made for (canonical links are fixed at build time). */
  buildStamp: path.join(localDir, 'build-site-url'),
};

/** Pid file of the instance's process group (npm start and the server under it). */
export const instancePidFile = (port: number) => path.join(paths.runDir, `kavex@${port}.pid`);
/** Pid file of the runner process supervising the instance (systemd's part). */
export const supervisorPidFile = (port: number) => path.join(paths.runDir, `kavex@${port}.supervisor.pid`);
export const instanceLog = (port: number) => path.join(paths.logDir, `kavex@${port}.log`);
export const nginxPidFile = path.join(paths.nginxDir, 'nginx.pid');
export const nginxMainConf = path.join(paths.nginxDir, 'nginx.conf');
