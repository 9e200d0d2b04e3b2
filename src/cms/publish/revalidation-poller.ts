import type { Payload } from 'payload';
import { errorMessage, log } from '@/lib/runtime/log';
import { pageRefresher } from '@/lib/publishing/page-refresher';
import type { BuildRevision } from './build-revision';
import { revalidationToken } from './revalidation-token';

/** How often every instance reads the publish log, in ms: a publish is live within about twice this. */
export const publishPollMs = 2_000;

/** Pages to regenerate, from the publish log rows after `afterId` (`*` wins over a list). */
export async function pendingChanges(payload: Payload, afterId: number): Promise<{ lastId: number; paths: string[] }> {
  const { docs } = await payload.find({
    collection: 'publish-log',
    where: { id: { greater_than: afterId } },
    sort: 'id',
    limit: 500,
    depth: 0,
  });
  const all = new Set<string>();
  let lastId = afterId;
  for (const doc of docs as unknown as { id: number; paths: string[] }[]) {
    for (const path of doc.paths) all.add(path);
    lastId = Math.max(lastId, doc.id);
  }
  return { lastId, paths: all.has('*') ? ['*'] : [...all] };
}

/** The newest publish log id, 0 for an empty log. */
export async function latestChangeId(payload: Payload): Promise<number> {
  const { docs } = await payload.find({ collection: 'publish-log', sort: '-id', limit: 1, depth: 0 });
  return (docs[0] as unknown as { id: number } | undefined)?.id ?? 0;
}

/**
 * Asks this instance's Next.js to regenerate `paths` on their next request (`POST /api/revalidate`
 * on loopback), then has the `npm start` server refetch them into its page cache, so the next
 * visitor gets the new page from memory with its CSP hashes and deferred scripts.
 */
export async function regenerate(origin: string, paths: readonly string[]): Promise<void> {
  const response = await fetch(new URL('/api/revalidate', origin), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${revalidationToken()}` },
    body: JSON.stringify({ paths }),
  });
  if (!response.ok) throw new Error(`POST /api/revalidate answered ${response.status}`);
  await pageRefresher()?.refresh(paths);
}

/**
 * Pages whose content depends on the day as well as on what is published: the home page's event
 * banner shows between its `showFrom` and `showUntil` days and announces the next event, so the page
 * is regenerated when the day (UTC) changes, and the banner goes away by itself after its last day.
 */
export const dayBoundPaths = ['/'];

/** `YYYY-MM-DD` (UTC) of `now`. */
export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/**
 * Starts reading the publish log every {@link publishPollMs} (issue 45 point 3: a publish on any
 * instance is live on every instance within 10 s). Changes made before this instance's build
 * (`build.revision`) are already in its pages; later ones found at start are regenerated at once. The
 * {@link dayBoundPaths} are regenerated when the day differs from the one they were rendered on. Each
 * page regenerated is asked for once more the next round. `onChange` hears of every new change in the
 * log, and is waited for before any page is regenerated (what the process keeps of the published
 * content goes stale).
 * @param options the back office, what the build read, this server's loopback origin, the clock,
 *   what else to tell of a change (the pages it changed)
 * @returns a function that stops the poller
 */
export function startRevalidationPoller(options: {
  payload: Payload;
  build: BuildRevision;
  origin: () => string;
  now?: () => Date;
  onChange?: (paths: string[]) => void | Promise<void>;
}): () => void {
  let lastId = options.build.revision;
  let renderedDay = options.build.day;
  // Pages regenerated last round, asked for once more: Next.js may finish a regeneration that began
  // before a second change with the first change's content and keep it (two saves a second apart).
  let again: string[] = [];
  const now = options.now ?? (() => new Date());
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const today = utcDay(now());
      const { lastId: newest, paths } = await pendingChanges(options.payload, lastId);
      if (newest !== lastId) await options.onChange?.(paths);
      const dayChanged = today !== renderedDay;
      const fresh = [...paths, ...(dayChanged ? dayBoundPaths : [])];
      const all = [...fresh, ...again];
      const wanted = all.includes('*') ? ['*'] : [...new Set(all)];
      if (wanted.length > 0) {
        await regenerate(options.origin(), wanted);
        if (fresh.length > 0) {
          log().info({ paths: wanted, ...(dayChanged ? { newDay: today } : {}) }, 'publish: pages regenerated');
        }
      }
      again = fresh.includes('*') ? ['*'] : [...new Set(fresh)];
      lastId = newest;
      renderedDay = today;
    } catch (error) {
      // Kept for the next round: a publish is never lost to a passing failure.
      log().error({ error: errorMessage(error) }, 'publish: regeneration failed; retrying');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), publishPollMs);
  timer.unref();
  void tick();
  return () => clearInterval(timer);
}
