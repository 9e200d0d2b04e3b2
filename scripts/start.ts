/**
 * `npm start`: builds the site when there is no current production build, then serves it with
 * `next start` on PORT (default 3000). Needs no external service: enquiries go to SQLite under
 * data/ and e-mails to .eml files unless the environment configures a database or mail server.
 */
import { spawnSync, spawn } from 'node:child_process';
import { buildNeeded } from './build-state';

const reason = buildNeeded();
if (reason) {
  console.log(
    `[start] production build ${reason === 'missing' ? 'not found' : 'is older than the sources'}: running npm run build`,
  );
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const port = process.env.PORT || '3000';
const server = spawn('npx', ['next', 'start', '-p', port], { stdio: 'inherit' });
const forward = (signal: NodeJS.Signals) => server.kill(signal);
process.on('SIGINT', forward);
process.on('SIGTERM', forward);
server.on('exit', (code) => process.exit(code ?? 0));
