import { afterEach, describe, expect, it } from 'vitest';
import { PoolBrokenError, PoolFullError, WorkerPool } from './worker-pool';

/** The tools' worker pool (issue 51, item 1): a flood is refused at once instead of queued for ever. */

const fixture = (name: string) => new URL(`./fixtures/${name}`, import.meta.url);
const pools: WorkerPool<unknown>[] = [];
const poolOf = (script: string, workers: number, maxQueue: number) => {
  const pool = new WorkerPool<unknown>({ script: fixture(script), workers, maxQueue });
  pools.push(pool);
  return pool;
};
afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});

describe('the worker pool', () => {
  it('runs the queued tasks in turn, refuses one past the queue at once, and answers the rest when the worker frees', async () => {
    const pool = poolOf('held-worker.mjs', 1, 2);
    const gate = new Int32Array(new SharedArrayBuffer(4));
    const held = pool.run({ hold: gate });
    const queued = [pool.run({ echo: 'first' }), pool.run({ echo: 'second' })];
    expect(pool.queued).toBe(2);
    await expect(pool.run({ echo: 'third' })).rejects.toBeInstanceOf(PoolFullError);

    Atomics.store(gate, 0, 1);
    Atomics.notify(gate, 0);
    expect(await held).toBe('released');
    expect(await Promise.all(queued)).toEqual(['first', 'second']);
    expect(pool.queued).toBe(0);
    // With the queue empty again, a new task is taken.
    expect(await pool.run({ echo: 'fourth' })).toBe('fourth');
  });

  it('spreads tasks over its workers: two held tasks on two workers leave the queue empty', async () => {
    const pool = poolOf('held-worker.mjs', 2, 0);
    const gate = new Int32Array(new SharedArrayBuffer(4));
    const held = [pool.run({ hold: gate }), pool.run({ hold: gate })];
    expect(pool.queued).toBe(0);
    await expect(pool.run({ echo: 'x' })).rejects.toBeInstanceOf(PoolFullError);
    Atomics.store(gate, 0, 1);
    Atomics.notify(gate, 0);
    expect(await Promise.all(held)).toEqual(['released', 'released']);
  });

  it('rejects a task that fails with the worker’s message and goes on with the next', async () => {
    const pool = poolOf('held-worker.mjs', 1, 1);
    await expect(pool.run({ fail: 'no such site' })).rejects.toThrow('no such site');
    expect(await pool.run({ echo: 'next' })).toBe('next');
  });

  it('reports a script that cannot load instead of restarting it for ever', async () => {
    const pool = poolOf('broken-worker.mjs', 1, 4);
    await expect(pool.run({ echo: 'x' })).rejects.toThrow('cannot load the tools');
    await expect(pool.run({ echo: 'y' })).rejects.toBeInstanceOf(PoolBrokenError);
  });
});
