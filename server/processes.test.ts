import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import { everyProcessReady, pagesReadyMessage, runPrimary, type ServerProcess } from './processes';

/** A forked server process the test drives: it records the signals it is sent. */
class FakeServer extends EventEmitter implements ServerProcess {
  signals: NodeJS.Signals[] = [];
  process = { kill: (signal: NodeJS.Signals) => this.signals.push(signal) };
}

function primary(count: number) {
  const forked: FakeServer[] = [];
  const logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const exit = vi.fn();
  const relay = runPrimary({
    count,
    fork: () => {
      const server = new FakeServer();
      forked.push(server);
      return server;
    },
    logger,
    exit,
  });
  const serving = () => forked.forEach((server) => server.emit('listening'));
  return { forked, logger, exit, relay, serving };
}

describe('runPrimary: npm start on every core', () => {
  it('forks WEB_CONCURRENCY server processes', () => {
    expect(primary(3).forked).toHaveLength(3);
  });

  it('relays SIGTERM to each server process and exits 0 once every one has ended cleanly', () => {
    const { forked, exit, relay, serving } = primary(2);
    serving();
    relay('SIGTERM');
    expect(forked.map((server) => server.signals)).toEqual([['SIGTERM'], ['SIGTERM']]);
    forked[0]!.emit('exit', 0, null);
    expect(exit).not.toHaveBeenCalled();
    forked[1]!.emit('exit', 0, null);
    expect(exit).toHaveBeenCalledWith(0);
    expect(forked).toHaveLength(2);
  });

  it('exits 1 when a server process did not shut down cleanly', () => {
    const { forked, exit, relay, serving } = primary(2);
    serving();
    relay('SIGINT');
    forked[0]!.emit('exit', 1, null);
    forked[1]!.emit('exit', 0, null);
    expect(exit).toHaveBeenCalledWith(1);
  });

  it('replaces a server process that ends on its own after it served', () => {
    const { forked, logger, exit, serving } = primary(2);
    serving();
    forked[0]!.emit('exit', null, 'SIGKILL');
    expect(forked).toHaveLength(3);
    expect(exit).not.toHaveBeenCalled();
    expect(logger.error).toHaveBeenCalledWith(
      { code: null, signal: 'SIGKILL' },
      'a server process ended: starting another',
    );
  });

  it('stops every process and exits 1 when one ends before it ever served, instead of forking it for ever', () => {
    const { forked, exit } = primary(2);
    forked[1]!.emit('listening');
    forked[0]!.emit('exit', 1, null);
    expect(forked).toHaveLength(2);
    expect(forked[1]!.signals).toEqual(['SIGTERM']);
    forked[1]!.emit('exit', 0, null);
    expect(exit).toHaveBeenCalledWith(1);
  });

  it('logs that every process serves from memory once each has said its page cache is filled', () => {
    const { forked, logger } = primary(2);
    forked[0]!.emit('message', pagesReadyMessage);
    forked[0]!.emit('message', { other: 'message' });
    expect(logger.info).not.toHaveBeenCalledWith(expect.anything(), everyProcessReady);
    forked[1]!.emit('message', pagesReadyMessage);
    expect(logger.info).toHaveBeenCalledWith({ processes: 2 }, everyProcessReady);
  });
});
