/**
 * The bridge between the tools' per-client limit (src/lib/tool-answers/serve.server.ts, in Next.js's
 * server bundle) and the `npm start` server, which renders the tool pages and cannot import the
 * database's limiter (server-only code): the application registers the gate at start
 * (src/instrumentation.ts), the server asks it before a tool page it does not hold is rendered. One
 * process; on `globalThis`, as the bundles each have their own copy of this module. Under `next start`
 * or `next dev` nothing asks it.
 */

/** Whether a client may have one more computation now, or how long it waits (ms). */
export type ToolGateDecision = { allowed: true } | { allowed: false; retryAfterMs: number };

/** The tools' per-client limit, as the server sees it. */
export interface ToolPageGate {
  /**
   * Takes one computation from a client's allowance (the same counters as the tools' APIs).
   * @param client the client's rate-limit key (`rateLimitKey(clientAddress(...))`)
   */
  admit(client: string): Promise<ToolGateDecision>;
}

const key = Symbol.for('kavex.tools.page-gate');

/** Registers the application's gate (one per process); undefined forgets it. */
export function registerToolPageGate(gate: ToolPageGate | undefined): void {
  (globalThis as Record<symbol, unknown>)[key] = gate;
}

/** The registered gate, if the application registered one in this process. */
export function toolPageGate(): ToolPageGate | undefined {
  return (globalThis as Record<symbol, unknown>)[key] as ToolPageGate | undefined;
}
