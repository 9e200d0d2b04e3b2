/**
 * The two app instances of `npm run deploy:local`, each run by a small supervisor process doing what
 * systemd does for deploy/systemd/kavex@.service on a server: start the unit's ExecStart with its
 * environment in a process group of its own, restart it after RestartSec when it dies of anything but
 * a stop (Restart=on-failure), and on a stop send SIGTERM to the group, SIGKILL after TimeoutStopSec.
 * SIGHUP asks a supervisor for a restart (`systemctl restart kavex@PORT`).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { instanceLaunch, type InstanceLaunch } from './unit';
import { instanceLog, instancePidFile, paths, repoRoot, supervisorPidFile } from './layout';

/** The pid in `file`, if the file exists and that process is alive. */
export function livePid(file: string): number | undefined {
  let pid: number;
  try {
    pid = Number(fs.readFileSync(file, 'utf8').trim());
  } catch {
    return undefined;
  }
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return undefined;
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until `origin` is ready to serve: `GET /api/health/ready` answers 200 (or, on a build
 * without that route, which answers 404, `GET /api/health` answers 200).
 * @param timeoutMs give up after this long
 * @param running false when there is nothing left to wait for (the instance's supervisor ended)
 * @throws Error when it is not ready in time
 */
export async function waitReady(origin: string, timeoutMs = 180_000, running = () => true): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!running()) throw new Error(`${origin} is no longer running (stopped from outside?)`);
    try {
      const ready = await fetch(`${origin}/api/health/ready`, { signal: AbortSignal.timeout(5000) });
      await ready.arrayBuffer();
      if (ready.status === 200) return;
      if (ready.status === 404) {
        const health = await fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(5000) });
        await health.arrayBuffer();
        if (health.status === 200) return;
      }
    } catch {
      // not listening yet
    }
    await pause(250);
  }
  throw new Error(`${origin} was not ready within ${timeoutMs / 1000} s`);
}

/** The launch of instance `port` from the unit, with this machine's environment file and folders. */
export function launchOf(port: number): InstanceLaunch {
  const unit = fs.readFileSync(path.join(repoRoot, 'deploy', 'systemd', 'kavex@.service'), 'utf8');
  const base: Record<string, string> = {};
  for (const name of ['PATH', 'HOME', 'LANG']) if (process.env[name]) base[name] = process.env[name];
  return instanceLaunch(unit, {
    instance: String(port),
    environmentFile: fs.readFileSync(paths.envFile, 'utf8'),
    paths: { '/var/cache/kavex': paths.cacheDir, '/var/lib/kavex': paths.dataDir },
    base,
  });
}

/**
 * Starts the supervisor of instance `port` as a detached process (it outlives the runner) unless one
 * is alive. Its output and the instance's go to deploy/local/logs/kavex@PORT.log.
 * @returns false when a supervisor was already running
 */
export function startSupervisor(port: number): boolean {
  if (livePid(supervisorPidFile(port))) return false;
  const log = fs.openSync(instanceLog(port), 'a');
  const child = spawn(
    process.execPath,
    [...process.execArgv, path.join(__dirname, 'local.ts'), '--supervise', String(port)],
    {
      cwd: repoRoot,
      detached: true,
      stdio: ['ignore', log, log],
    },
  );
  fs.writeFileSync(supervisorPidFile(port), String(child.pid));
  child.unref();
  fs.closeSync(log);
  return true;
}

/** Sends `signal` to the supervisor of `port`; false when none is running. */
export function signalSupervisor(port: number, signal: NodeJS.Signals): boolean {
  const pid = livePid(supervisorPidFile(port));
  if (!pid) return false;
  process.kill(pid, signal);
  return true;
}

/** Sends `signal` to instance `port`'s process group (npm start and the server), as systemd's KillMode=control-group does. */
export function signalInstance(port: number, signal: NodeJS.Signals): number | undefined {
  const pid = livePid(instancePidFile(port));
  if (pid) process.kill(-pid, signal);
  return pid;
}

/**
 * Waits until instance `port` runs under a new process group (pid file changed from `oldPid`) and is
 * ready. @throws Error after `timeoutMs`
 */
export async function waitRestarted(port: number, oldPid: number | undefined, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const supervised = () => livePid(supervisorPidFile(port)) !== undefined;
  while (Date.now() < deadline) {
    if (!supervised()) throw new Error(`instance ${port}'s supervisor has ended (stopped from outside?)`);
    const pid = livePid(instancePidFile(port));
    if (pid && pid !== oldPid) return waitReady(`http://127.0.0.1:${port}`, deadline - Date.now(), supervised);
    await pause(100);
  }
  throw new Error(`instance ${port} did not restart within ${timeoutMs / 1000} s`);
}

/** True while a running process (not a zombie) of process group `group` is left (Linux /proc). */
function groupAlive(group: number): boolean {
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue;
    }
    // pid (comm) state ppid pgrp …; comm may hold spaces, so split after its closing parenthesis.
    const [state, , pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(pgrp) === group && state !== 'Z') return true;
  }
  return false;
}

/** Waits until no process of group `group` is left; SIGKILLs what is left after `timeoutMs`. */
async function groupGone(group: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (groupAlive(group) && Date.now() < deadline) await pause(100);
  if (!groupAlive(group)) return;
  try {
    process.kill(-group, 'SIGKILL');
  } catch {
    return;
  }
  const killed = Date.now() + 5000;
  while (groupAlive(group) && Date.now() < killed) await pause(100);
}

/**
 * The supervisor's own loop (`local.ts --supervise PORT`): runs until SIGTERM or SIGINT, which it
 * passes to the instance's group before exiting. Logs each start and exit with a time.
 */
export function supervise(port: number): void {
  const launch = launchOf(port);
  const say = (text: string) => console.log(`[supervisor ${new Date().toISOString()}] kavex@${port}: ${text}`);
  let child: ReturnType<typeof spawn> | undefined;
  let stopping = false;
  let restarting = false;

  const start = () => {
    const started = spawn(launch.command, launch.args, {
      cwd: repoRoot,
      env: launch.env as NodeJS.ProcessEnv,
      detached: true,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child = started;
    const group = started.pid!;
    fs.writeFileSync(instancePidFile(port), String(group));
    say(`started ${launch.command} ${launch.args.join(' ')} (pid ${group})`);
    started.on('exit', async (code, signal) => {
      // Like systemd with a unit's cgroup, the instance is over when every process of its group is:
      // npm may exit before the server under it has finished its requests.
      await groupGone(group, launch.stopTimeoutMs);
      say(`exited (${signal ?? `status ${code}`})`);
      child = undefined;
      if (stopping) {
        fs.rmSync(instancePidFile(port), { force: true });
        fs.rmSync(supervisorPidFile(port), { force: true });
        process.exit(0);
      }
      if (restarting) {
        restarting = false;
        start();
        return;
      }
      // Restart=on-failure: a clean exit (status 0, or SIGTERM/SIGINT/SIGHUP/SIGPIPE) is left alone.
      const clean = code === 0 || (signal !== null && ['SIGTERM', 'SIGINT', 'SIGHUP', 'SIGPIPE'].includes(signal));
      if (clean) say('stopped cleanly; not restarted (Restart=on-failure)');
      else setTimeout(start, launch.restartDelayMs);
    });
  };

  /** SIGTERM to the group, SIGKILL after TimeoutStopSec. */
  const stopChild = () => {
    const group = child?.pid;
    if (!group) return;
    try {
      process.kill(-group, 'SIGTERM');
    } catch {
      return;
    }
    setTimeout(() => {
      if (child?.pid === group) {
        say(`still running ${launch.stopTimeoutMs / 1000} s after SIGTERM: SIGKILL`);
        try {
          process.kill(-group, 'SIGKILL');
        } catch {
          // gone meanwhile
        }
      }
    }, launch.stopTimeoutMs).unref();
  };

  const stop = () => {
    stopping = true;
    if (!child) {
      fs.rmSync(supervisorPidFile(port), { force: true });
      process.exit(0);
    }
    stopChild();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  process.on('SIGHUP', () => {
    say('restart requested');
    if (!child) return start();
    restarting = true;
    stopChild();
  });
  fs.writeFileSync(supervisorPidFile(port), String(process.pid));
  start();
}
