import type http from 'node:http';
import type { ShutdownStep } from '../src/lib/runtime/lifecycle';
import type { LogSink } from '../src/lib/runtime/log';

/**
 * The graceful shutdown of the `npm start` server (issue 50 item 4). On the first SIGTERM or SIGINT:
 * 1. readiness answers 503 `draining` at once;
 * 2. the listening socket is closed (a new connection is refused, so nginx tries the other instance),
 *    idle keep-alive connections are closed, and every request still in flight is answered with
 *    `Connection: close`;
 * 3. the `work` steps (outbox worker, which gives back its leases; publish poller; inbox sync) stop at
 *    once, beside the requests in flight;
 * 4. once the last request is answered, or after {@link shutdownGraceMs} (the connections left are
 *    then destroyed), the `resources` steps close the tools' worker threads and the databases;
 * 5. the process exits 0 (1 when a step failed or outlived {@link forceExitAfterMs}).
 * A second Ctrl-C (SIGINT) exits at once with 1, unless it comes within {@link relayedSignalMs} of the
 * first: one Ctrl-C reaches the server once directly and again through npm, which relays it. A repeated
 * SIGTERM never cuts the grace short: systemd sends it to the unit's every process and npm relays it,
 * on a loaded machine more than a second later (a site test saw its request cut off), and
 * {@link forceExitAfterMs} bounds the wait anyway.
 */

/** How long requests in flight may take to finish after the signal, in ms. */
export const shutdownGraceMs = 10_000;
/**
 * After this long past the signal, the process exits whatever is left, in ms: before systemd's
 * `TimeoutStopSec=15s` (deploy/systemd/kavex@.service) kills it.
 */
export const forceExitAfterMs = shutdownGraceMs + 3_000;
/** Signals this soon after the first are copies of it (relayed by npm or tsx), in ms. */
export const relayedSignalMs = 1_000;

/** What the shutdown works on; injected so that tests drive it without signals or exits. */
export interface ShutdownParts {
  server: http.Server;
  /** Told at once: readiness becomes `draining`. */
  readiness: { drain(): void };
  /** The steps, read when the signal comes (the bundles register theirs as they start). */
  steps: () => readonly ShutdownStep[];
  logger: LogSink;
  /** Ends the process (process.exit). */
  exit: (code: number) => void;
  /** Grace period in ms (default {@link shutdownGraceMs}). */
  graceMs?: number;
  /** Hard limit in ms (default {@link forceExitAfterMs}). */
  forceExitMs?: number;
  /** Clock in ms (default `performance.now`), for telling a relayed copy from a second signal. */
  now?: () => number;
}

/**
 * Prepares `server` for a graceful shutdown and returns what a signal calls. Call before the server
 * listens: it follows every request from its arrival.
 * @returns `(signal) => Promise<void>`: the first call shuts down and resolves after `exit` was called;
 *   a later SIGINT calls `exit(1)` at once (or does nothing within {@link relayedSignalMs}); a later
 *   SIGTERM does nothing.
 */
export function gracefulShutdown(parts: ShutdownParts): (signal: string) => Promise<void> {
  const { server, logger } = parts;
  const graceMs = parts.graceMs ?? shutdownGraceMs;
  const inFlight = new Set<http.ServerResponse>();
  let draining = false;

  // No keep-alive after the signal: the connection closes once its answer is sent.
  const closeAfterAnswer = (response: http.ServerResponse) => {
    if (!response.headersSent) response.shouldKeepAlive = false;
  };
  server.on('request', (_request: http.IncomingMessage, response: http.ServerResponse) => {
    inFlight.add(response);
    if (draining) closeAfterAnswer(response);
    response.once('close', () => {
      inFlight.delete(response);
      if (draining) server.closeIdleConnections();
    });
  });

  const now = parts.now ?? (() => performance.now());
  let shutdown: Promise<void> | undefined;
  let firstSignalAt = 0;
  return (signal) => {
    if (shutdown && (signal !== 'SIGINT' || now() - firstSignalAt < relayedSignalMs)) return shutdown;
    if (shutdown) {
      logger.warn({ signal }, 'second signal: exiting now');
      parts.exit(1);
      return shutdown;
    }
    firstSignalAt = now();
    shutdown = run(signal);
    return shutdown;
  };

  async function run(signal: string): Promise<void> {
    draining = true;
    parts.readiness.drain();
    logger.info({ signal, inFlight: inFlight.size, graceMs }, 'shutting down');
    const force = setTimeout(() => {
      logger.error({ afterMs: parts.forceExitMs ?? forceExitAfterMs }, 'shutdown took too long: exiting now');
      parts.exit(1);
    }, parts.forceExitMs ?? forceExitAfterMs);
    force.unref();
    const grace = new AbortController();
    const graceTimer = setTimeout(() => grace.abort(), graceMs);

    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    for (const response of inFlight) closeAfterAnswer(response);
    server.closeIdleConnections();
    const steps = parts.steps();
    let failed = false;
    const runPhase = async (phase: ShutdownStep['phase']) => {
      await Promise.all(
        steps
          .filter((step) => step.phase === phase)
          .map(async (step) => {
            try {
              await step.run(grace.signal);
              logger.info({ step: step.label }, 'stopped');
            } catch (error) {
              failed = true;
              logger.error(
                { step: step.label, error: error instanceof Error ? error.message : String(error) },
                'could not stop',
              );
            }
          }),
      );
    };
    const work = runPhase('work');

    const graceOver = new Promise<'grace over'>((resolve) =>
      grace.signal.addEventListener('abort', () => resolve('grace over'), { once: true }),
    );
    if ((await Promise.race([closed, graceOver])) === 'grace over') {
      logger.warn({ left: inFlight.size }, 'grace period over: closing the connections left');
      server.closeAllConnections();
      await closed;
    }
    await work;
    await runPhase('resources');
    clearTimeout(graceTimer);
    clearTimeout(force);
    logger.info({ exitCode: failed ? 1 : 0 }, 'stopped');
    parts.exit(failed ? 1 : 0);
  }
}
