/**
 * How many times the published content of the back office changed in this process, as the
 * revalidation poller hears of it (before it regenerates any page). What a process keeps of that
 * content between requests (the live search indexes, the contact details of the site's chrome) is
 * valid for one generation. On `globalThis`: the poller runs in the instrumentation bundle and the
 * pages in the app's, each with its own copy of this module. Server only; no imports.
 */

const key = Symbol.for('kavex.published.generation');
const store = globalThis as Record<symbol, number | undefined>;

/** The number of changes marked so far (0 at start). */
export function publishedGeneration(): number {
  return store[key] ?? 0;
}

/** Marks what the process keeps of the published content stale: the next use reads it again. */
export function markPublishedChanged(): void {
  store[key] = publishedGeneration() + 1;
}
