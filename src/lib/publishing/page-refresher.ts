/**
 * The bridge between the back office and the `npm start` server's page cache, in one process: the
 * server registers how to refetch pages (`registerPageRefresher`), the revalidation poller calls it
 * after Next.js has been told which pages changed. Under `next start` or `next dev` nothing registers
 * and Next.js alone serves the regenerated pages.
 */
export interface PageRefresher {
  /** The server's own origin on loopback, e.g. `http://127.0.0.1:3000`. */
  origin: string;
  /** Refetches these pages (`*`: every page held) and keeps them as a build would give them. */
  refresh(paths: readonly string[]): Promise<void>;
}

const key = Symbol.for('kavex.page-refresher');

/** Registers the server's page refresher (one per process). */
export function registerPageRefresher(refresher: PageRefresher): void {
  (globalThis as Record<symbol, unknown>)[key] = refresher;
}

/** The registered page refresher, if the `npm start` server runs in this process. */
export function pageRefresher(): PageRefresher | undefined {
  return (globalThis as Record<symbol, unknown>)[key] as PageRefresher | undefined;
}
