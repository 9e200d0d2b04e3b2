import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LogSink } from '../src/lib/runtime/log';

/**
 * `npm start` on every core (issue 51): with WEB_CONCURRENCY above 1 (default: the machine's cores),
 * the process started is a primary that serves nothing itself. It forks that many server processes
 * (Node.js's `cluster`: they share the listening socket, and the primary hands each new connection
 * to the next in turn), each a whole server (server/start.ts's `serve`): its own Next.js, page
 * cache, tool answers and tool workers. A page rendered per request (a distinct tool query) costs
 * one core for 12–25 ms, so one process caps the site at one core's worth of them; the processes
 * share the rate-limit store and the databases, as issue 50's instances do (docs/decisions/0043).
 *
 * What the primary does:
 * - relays SIGTERM and SIGINT to every server process, which shut down gracefully
 *   (server/shutdown.ts), and exits once they all have: 0 when each exited 0, else 1;
 * - replaces a server process that ends on its own after it was serving (a crash) with a new one;
 * - stops all and exits 1 when a server process ends before it ever served (a broken build or
 *   environment would otherwise be forked for ever);
 * - logs `every server process serves its pages from memory` once each has filled its page cache
 *   (the benches wait for it).
 */

/** What the primary needs of a forked server process (Node.js's `cluster.Worker`). */
export interface ServerProcess {
  /** Sends a signal to the process. */
  process: { kill(signal: NodeJS.Signals): unknown };
  on(event: 'listening', listener: () => void): unknown;
  on(event: 'message', listener: (message: unknown) => void): unknown;
  on(event: 'exit', listener: (code: number | null, signal: string | null) => void): unknown;
}

/** The line the log gets once every server process serves its pages from memory. */
export const everyProcessReady = 'every server process serves its pages from memory';

/** The message a server process sends its primary once its page cache is filled and compressed. */
export const pagesReadyMessage = { kavex: 'pages-ready' } as const;

/** Whether `message` is {@link pagesReadyMessage}. */
function isPagesReady(message: unknown): boolean {
  return typeof message === 'object' && message !== null && (message as { kavex?: unknown }).kavex === 'pages-ready';
}

/** What the primary works with; injected so that tests drive it without processes, signals or exits. */
export interface PrimaryParts {
  /** How many server processes to keep (WEB_CONCURRENCY). */
  count: number;
  /** Forks one server process (`cluster.fork`). */
  fork: () => ServerProcess;
  logger: LogSink;
  /** Ends the primary (process.exit). */
  exit: (code: number) => void;
}

/**
 * Forks `parts.count` server processes and looks after them.
 * @returns `(signal) => void`, which the caller wires to SIGTERM and SIGINT: it relays the signal to
 *   every server process (each tells a relayed copy from a second Ctrl-C itself) and, the first
 *   time, stops replacing the ones that end.
 */
export function runPrimary(parts: PrimaryParts): (signal: NodeJS.Signals) => void {
  const { count, fork, logger, exit } = parts;
  const running = new Set<ServerProcess>();
  let stopping = false;
  let failed = false;
  let pagesReady = 0;

  const stopAll = (signal: NodeJS.Signals) => {
    stopping = true;
    for (const server of running) server.process.kill(signal);
  };

  const start = () => {
    const server = fork();
    let served = false;
    running.add(server);
    server.on('listening', () => {
      served = true;
    });
    server.on('message', (message) => {
      if (!isPagesReady(message)) return;
      pagesReady += 1;
      if (pagesReady === count) logger.info({ processes: count }, everyProcessReady);
    });
    server.on('exit', (code, signal) => {
      running.delete(server);
      if (stopping) {
        if (code !== 0) failed = true;
        if (running.size === 0) exit(failed ? 1 : 0);
        return;
      }
      if (!served) {
        logger.error({ code, signal }, 'a server process ended before it served: stopping');
        failed = true;
        stopAll('SIGTERM');
        if (running.size === 0) exit(1);
        return;
      }
      logger.error({ code, signal }, 'a server process ended: starting another');
      start();
    });
  };

  for (let i = 0; i < count; i += 1) start();
  return (signal) => stopAll(signal);
}

/**
 * A server process's own origin on loopback, for the requests it sends itself: filling its page cache
 * and, after a publish, regenerating pages in its Next.js and its page cache (src/cms/publish/). On the
 * shared port such a request may be answered by another process, which would be refreshed twice and
 * this one never. So the process listens a second time, with the same request handlers, on a port of
 * its own (`exclusive`: not shared through the primary), on 127.0.0.1 only.
 * @param server the process's site server, its request handlers attached
 * @returns the origin (`http://127.0.0.1:<port>`) and `close`, which stops the second listener and
 *   its connections (at shutdown)
 */
export function listenPrivately(server: http.Server): Promise<{ origin: string; close(): void }> {
  const own = http.createServer();
  for (const listener of server.listeners('request')) own.on('request', listener as http.RequestListener);
  return new Promise((resolve, reject) => {
    own.once('error', reject);
    own.listen({ port: 0, host: '127.0.0.1', exclusive: true }, () => {
      const { port } = own.address() as AddressInfo;
      resolve({
        origin: `http://127.0.0.1:${port}`,
        close: () => {
          own.close();
          own.closeAllConnections();
        },
      });
    });
  });
}
