import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { repoRoot } from '../../server/dist-dir';

/**
 * Child processes of the benches: the Next.js CLI of this repository (never a global one, so the
 * floor and the site use the same version), `npm start`'s launcher, and servers that stop with the bench, even on Ctrl-C.
 */

/** The Next.js CLI in node_modules. */
export const nextBin = path.join(repoRoot, 'node_modules', 'next', 'dist', 'bin', 'next');

/** `npm start`'s command (package.json): plain JavaScript that runs the build's server bundle. */
export const serverLauncher = path.join(repoRoot, 'server', 'launch.mjs');

const running = new Set<ChildProcess>();

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    // Servers are started in their own process group so that their workers stop with them.
    process.kill(-child.pid, signal);
  } catch {
    child.kill(signal);
  }
}

let hooked = false;
function stopAllOnExit(): void {
  if (hooked) return;
  hooked = true;
  const stopAll = () => {
    for (const child of running) killGroup(child, 'SIGTERM');
  };
  process.on('exit', stopAll);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      stopAll();
      process.exit(130);
    });
  }
}

/**
 * Runs a command to completion with inherited output.
 * @throws Error with the command line and exit code when it fails.
 */
export function run(
  command: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv; quiet?: boolean } = {},
): Promise<void> {
  stopAllOnExit();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd ?? repoRoot,
      env: options.env ?? process.env,
      stdio: options.quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      detached: true,
    });
    running.add(child);
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      running.delete(child);
      if (code === 0) resolve();
      else
        reject(
          new Error(
            `${command} ${args.join(' ')} failed (${signal ?? code})${output ? `:\n${output.slice(-4000)}` : ''}`,
          ),
        );
    });
  });
}

/** A free TCP port on the loopback interface. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** A server started by {@link startServer}. */
export interface RunningServer {
  /** Origin, e.g. http://127.0.0.1:3210. */
  url: string;
  /** The process's id, also its process group's (it is started detached): the benches read its CPU time. */
  pid: number;
  /** Stops the server and waits for it to exit. */
  stop: () => Promise<void>;
}

/**
 * Starts a long-running server process and waits until `readyPath` answers 200 and, when
 * `readyLog` is given, the process has printed a line matching it. Its output is kept for the error
 * messages below; with `showErrors` its standard error goes to this process's instead (the tests'
 * server, whose warnings explain a failing test), and `readyLog` then reads standard output only.
 * @throws Error when it exits or does not answer within `timeoutMs`.
 */
export async function startServer(options: {
  command: string;
  args: string[];
  port: number;
  env?: NodeJS.ProcessEnv;
  cwd?: string;
  readyPath?: string;
  readyLog?: RegExp;
  timeoutMs?: number;
  showErrors?: boolean;
}): Promise<RunningServer> {
  stopAllOnExit();
  const url = `http://127.0.0.1:${options.port}`;
  const child = spawn(options.command, options.args, {
    cwd: options.cwd ?? repoRoot,
    env: options.env ?? process.env,
    stdio: ['ignore', 'pipe', options.showErrors ? 'inherit' : 'pipe'],
    detached: true,
  });
  running.add(child);
  let log = '';
  let logReady = !options.readyLog;
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-8000);
    logReady ||= options.readyLog!.test(log);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`${options.command} ${options.args.join(' ')} exited (${child.exitCode}):\n${log}`);
    const response = await fetch(url + (options.readyPath ?? '/')).catch(() => undefined);
    await response?.arrayBuffer();
    if (response?.ok && logReady) break;
    if (Date.now() > deadline) {
      killGroup(child, 'SIGKILL');
      throw new Error(`${options.command} ${options.args.join(' ')} did not answer on ${url} in time:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }

  return {
    url,
    pid: child.pid!,
    stop: async () => {
      killGroup(child, 'SIGTERM');
      // `npm start` finishes what is in flight for up to 10 s after SIGTERM (server/shutdown.ts).
      const timer = setTimeout(() => killGroup(child, 'SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
      running.delete(child);
    },
  };
}
