/**
 * How many times the published content changed in this process, so the live search indexes
 * (`live-index.server.ts`) know they are stale. On `globalThis`: the revalidation poller runs in the
 * instrumentation bundle and the search page in the app's, each with its own copy of this module.
 * Server only; no imports, so the poller's bundle takes nothing else of the search.
 */

const key = Symbol.for('kavex.search.generation');
const store = globalThis as Record<symbol, number | undefined>;

/** The number of changes marked so far (0 at start). */
export function searchIndexGeneration(): number {
  return store[key] ?? 0;
}

/** Marks the live search indexes stale: the next search rebuilds them with the published content. */
export function markSearchIndexStale(): void {
  store[key] = searchIndexGeneration() + 1;
}
