/**
 * The bridge between what Next.js's bundles start in this process (the enquiry database and outbox
 * worker, the publish poller, the inbox sync, the tools' worker threads; `src/instrumentation.ts`) and
 * the `npm start` server that answers readiness and runs the graceful shutdown (server/lifecycle.ts).
 * Both sides meet on `globalThis`, as with the page refresher: the bundles and the server load their
 * own copies of the modules. Under `next start` or `next dev` nothing reads what is registered here.
 */

/** Says whether a part is ready: `null` when it is, else why not, in a few words (`database unreachable`). */
export type ReadinessCheck = () => Promise<string | null>;

/**
 * A step of the graceful shutdown. `work` steps (background workers and pollers) run at once, beside
 * the draining of requests; `resources` steps (databases, connection pools) run once no request is
 * left. `deadline` aborts when the shutdown's grace period is over: a step stops waiting then.
 */
export interface ShutdownStep {
  /** What it stops, for the log (`outbox worker`). */
  label: string;
  phase: 'work' | 'resources';
  run(deadline: AbortSignal): Promise<void>;
}

interface Registry {
  checks: Map<string, ReadinessCheck>;
  steps: Map<string, ShutdownStep>;
}

const key = Symbol.for('kavex.lifecycle');

function registry(): Registry {
  const holder = globalThis as Record<symbol, Registry | undefined>;
  holder[key] ??= { checks: new Map(), steps: new Map() };
  return holder[key];
}

/** Adds (or replaces, by `label`) a check that readiness waits for. */
export function registerReadinessCheck(label: string, check: ReadinessCheck): void {
  registry().checks.set(label, check);
}

/** Adds (or replaces, by its label) a shutdown step. */
export function registerShutdownStep(step: ShutdownStep): void {
  registry().steps.set(step.label, step);
}

/** The registered readiness checks, by label. */
export function readinessChecks(): ReadonlyMap<string, ReadinessCheck> {
  return registry().checks;
}

/** The registered shutdown steps, in the order they were registered. */
export function shutdownSteps(): ShutdownStep[] {
  return [...registry().steps.values()];
}
