import { Worker } from 'node:worker_threads';

/**
 * A fixed set of worker threads that run tasks one at a time each, with a bounded queue in front
 * (issue 51, item 1): the tools' computations leave the main thread, which keeps serving pages and
 * `/api/health`, and a flood fills the queue and is refused ({@link PoolFullError}) instead of
 * growing it without bound. The worker script answers each `{ id, task }` message with
 * `{ id, result }` or `{ id, error }` (a message string), after a first `{ ready: true }` once loaded.
 * A worker that dies after it was ready is replaced; one that dies while loading breaks the pool (the
 * script cannot load, and replacing it would only fail again): every task is then rejected with
 * {@link PoolBrokenError}.
 */

/** Thrown (as the promise's rejection) when every worker is busy and the queue holds `maxQueue` tasks. */
export class PoolFullError extends Error {
  constructor(readonly queued: number) {
    super(`All workers are busy and ${queued} tasks are waiting`);
    this.name = 'PoolFullError';
  }
}

/** Thrown (as the promise's rejection) when the worker script failed to load. */
export class PoolBrokenError extends Error {
  constructor(override readonly cause: Error) {
    super(`The tool workers could not start: ${cause.message}`);
    this.name = 'PoolBrokenError';
  }
}

interface Pending<T> {
  task: unknown;
  resolve: (result: T) => void;
  reject: (error: Error) => void;
}

interface Slot<T> {
  worker: Worker;
  /** Whether the script has loaded (its first message, `{ ready: true }`). */
  ready: boolean;
  current?: Pending<T> & { id: number };
}

/** The pool's size and queue. */
export interface WorkerPoolOptions {
  /** The worker script (a file URL or absolute path Node.js can run as is, e.g. `.mjs`). */
  script: URL | string;
  /** Worker threads, at least 1. */
  workers: number;
  /** Tasks that may wait for a worker; one more is refused with {@link PoolFullError}. */
  maxQueue: number;
}

/** Worker threads with a bounded FIFO queue; a worker that dies is replaced and its task rejected. */
export class WorkerPool<T> {
  private readonly slots: Slot<T>[] = [];
  private readonly queue: Pending<T>[] = [];
  private nextId = 0;
  private closed = false;
  private broken: PoolBrokenError | undefined;

  constructor(private readonly options: WorkerPoolOptions) {
    for (let i = 0; i < Math.max(1, options.workers); i++) this.slots.push(this.spawn());
  }

  /** Tasks waiting for a worker now. */
  get queued(): number {
    return this.queue.length;
  }

  /**
   * Runs `task` (any structured-cloneable value) on the next free worker.
   * @returns the worker's result
   * @throws PoolFullError (rejection) when the queue is full; PoolBrokenError when the script could not
   *   load; an Error with the worker's message when the task failed or its worker died
   */
  run(task: unknown): Promise<T> {
    if (this.closed) return Promise.reject(new Error('The worker pool is closed'));
    if (this.broken) return Promise.reject(this.broken);
    return new Promise<T>((resolve, reject) => {
      const pending = { task, resolve, reject };
      const idle = this.slots.find((s) => !s.current);
      if (idle) this.start(idle, pending);
      else if (this.queue.length >= this.options.maxQueue) reject(new PoolFullError(this.queue.length));
      else this.queue.push(pending);
    });
  }

  /** Stops every worker; waiting and running tasks are rejected. */
  async close(): Promise<void> {
    this.closed = true;
    for (const pending of this.queue.splice(0)) pending.reject(new Error('The worker pool is closed'));
    await Promise.all(
      this.slots.map((slot) => {
        slot.current?.reject(new Error('The worker pool is closed'));
        slot.current = undefined;
        return slot.worker.terminate();
      }),
    );
  }

  private spawn(): Slot<T> {
    // Without the parent's flags (a test runner's or tsx's loaders): the script sets up what it needs.
    const slot: Slot<T> = { worker: new Worker(this.options.script, { execArgv: [] }), ready: false };
    slot.worker.unref();
    slot.worker.on('message', (message: { ready?: true; id: number; result?: T; error?: string }) => {
      if (message.ready) {
        slot.ready = true;
        return;
      }
      const current = slot.current;
      if (!current || current.id !== message.id) return;
      slot.current = undefined;
      if (message.error !== undefined) current.reject(new Error(message.error));
      else current.resolve(message.result as T);
      this.next(slot);
    });
    const replace = (error: Error) => {
      const index = this.slots.indexOf(slot);
      if (this.closed || index < 0) return;
      const current = slot.current;
      slot.current = undefined;
      current?.reject(error);
      if (!slot.ready) {
        this.broken = new PoolBrokenError(error);
        for (const pending of this.queue.splice(0)) pending.reject(this.broken);
        return;
      }
      const fresh = this.spawn();
      this.slots[index] = fresh;
      this.next(fresh);
    };
    slot.worker.on('error', replace);
    slot.worker.on('exit', (code) => replace(new Error(`A tool worker stopped (exit code ${code})`)));
    return slot;
  }

  private start(slot: Slot<T>, pending: Pending<T>): void {
    const id = this.nextId++;
    slot.current = { ...pending, id };
    slot.worker.postMessage({ id, task: pending.task });
  }

  private next(slot: Slot<T>): void {
    const pending = this.queue.shift();
    if (pending) this.start(slot, pending);
  }
}
