import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { ShutdownStep } from '../src/lib/runtime/lifecycle';
import { createLogger } from '../src/lib/runtime/log';
import { gracefulShutdown } from './shutdown';
import { connectionOutcome } from '../tests/support/connection-outcome';

const quiet = createLogger({ level: 'silent' });
let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

/**
 * A server whose `/slow` answers only when the test says so, with the graceful shutdown around it;
 * records readiness, the steps and the exit code in `events`.
 */
async function start(options: { graceMs?: number; now?: () => number } = {}) {
  const events: string[] = [];
  let answerSlow: () => void = () => undefined;
  let slowArrived: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => (slowArrived = resolve));
  const server = http.createServer((request, response) => {
    if (request.url !== '/slow') return void response.end('fast');
    slowArrived();
    answerSlow = () => response.end('slow but complete');
  });
  const deadlines: AbortSignal[] = [];
  const step = (label: string, phase: ShutdownStep['phase']): ShutdownStep => ({
    label,
    phase,
    run: async (deadline) => {
      deadlines.push(deadline);
      events.push(`${label} stopped`);
    },
  });
  let exited: (code: number) => void = () => undefined;
  const exit = new Promise<number>((resolve) => (exited = resolve));
  const shutdown = gracefulShutdown({
    server,
    readiness: { drain: () => events.push('draining') },
    steps: () => [step('database', 'resources'), step('outbox worker', 'work')],
    logger: quiet,
    exit: (code) => {
      events.push(`exit ${code}`);
      exited(code);
    },
    graceMs: options.graceMs,
    now: options.now,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanup = () => server.closeAllConnections();
  const port = (server.address() as AddressInfo).port;
  return { port, events, shutdown, arrived, answerSlow: () => answerSlow(), exit, deadlines };
}

/**
 * A GET (on a keep-alive connection of its own): status, `Connection` header and body, or the
 * socket's error.
 */
function get(port: number, path: string): Promise<{ status: number; connection?: string; body: string }> {
  const agent = new http.Agent({ keepAlive: true });
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent }, (response) => {
        let body = '';
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode!, connection: response.headers.connection, body }),
        );
      })
      .on('error', reject);
  });
}

describe('graceful shutdown (issue 50 item 4)', () => {
  it('lets a request in flight finish with 200, refuses new connections, then stops the work, closes the resources and exits 0', async () => {
    const { port, events, shutdown, arrived, answerSlow, exit } = await start();
    const inFlight = get(port, '/slow');
    await arrived;
    const done = shutdown('SIGTERM');
    expect(events).toEqual(['draining', 'outbox worker stopped']);
    expect(await connectionOutcome(port)).toBe('ECONNREFUSED');
    // The database stays open while a request may still need it.
    expect(events).not.toContain('database stopped');
    answerSlow();
    expect(await inFlight).toEqual({ status: 200, connection: 'close', body: 'slow but complete' });
    await done;
    expect(await exit).toBe(0);
    expect(events).toEqual(['draining', 'outbox worker stopped', 'database stopped', 'exit 0']);
  });

  it('closes an idle keep-alive connection at once instead of waiting out the grace period', async () => {
    const { port, shutdown, exit } = await start({ graceMs: 60_000 });
    const agent = new http.Agent({ keepAlive: true });
    const first = await new Promise<number>((resolve) =>
      http.get({ host: '127.0.0.1', port, path: '/', agent }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode!));
      }),
    );
    expect(first).toBe(200);
    const started = performance.now();
    await shutdown('SIGTERM');
    expect(await exit).toBe(0);
    // Well within the 60 s grace period: nothing waited for the idle connection.
    expect(performance.now() - started).toBeLessThan(5_000);
    agent.destroy();
  });

  it('after the grace period closes what is still in flight and tells the steps their time is up', async () => {
    const { port, events, shutdown, arrived, exit, deadlines } = await start({ graceMs: 200 });
    const inFlight = get(port, '/slow').catch((error: NodeJS.ErrnoException) => error.code);
    await arrived;
    await shutdown('SIGTERM');
    expect(await inFlight).toBe('ECONNRESET');
    expect(await exit).toBe(0);
    expect(events.at(-1)).toBe('exit 0');
    expect(deadlines.at(-1)?.aborted).toBe(true);
  });

  it('exits at once with 1 on a second Ctrl-C, but takes a copy relayed by npm for the first', async () => {
    let clock = 0;
    const { port, events, shutdown, arrived, answerSlow } = await start({ now: () => clock });
    const inFlight = get(port, '/slow');
    await arrived;
    void shutdown('SIGINT');
    clock += 5;
    void shutdown('SIGINT');
    expect(events).not.toContain('exit 1');
    clock += 2_000;
    void shutdown('SIGINT');
    expect(events).toContain('exit 1');
    expect(events).not.toContain('database stopped');
    answerSlow();
    await inFlight;
  });

  it('lets the request in flight finish when SIGTERM comes again seconds later (systemd, then npm relaying it)', async () => {
    let clock = 0;
    const { port, events, shutdown, arrived, answerSlow } = await start({ now: () => clock });
    const inFlight = get(port, '/slow');
    await arrived;
    const first = shutdown('SIGTERM');
    clock += 3_000;
    void shutdown('SIGTERM');
    expect(events).not.toContain('exit 1');
    answerSlow();
    expect((await inFlight).status).toBe(200);
    await first;
    expect(events.at(-1)).toBe('exit 0');
  });
});
