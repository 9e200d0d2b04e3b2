import type { Payload } from 'payload';
import { pageRefresher } from '@/lib/page-refresher';
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
 * Starts reading the publish log every {@link publishPollMs} (issue 45 point 3: a publish on any
 * instance is live on every instance within 10 s). Changes made before this instance's build
 * (`buildRevision`) are already in its pages; later ones found at start are regenerated at once.
 * @param options the back office, the build's publish-log revision, this server's loopback origin
 * @returns a function that stops the poller
 */
export function startRevalidationPoller(options: {
  payload: Payload;
  buildRevision: number;
  origin: () => string;
}): () => void {
  let lastId = options.buildRevision;
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const { lastId: newest, paths } = await pendingChanges(options.payload, lastId);
      if (paths.length > 0) {
        await regenerate(options.origin(), paths);
        console.log(`[publish] regenerated ${paths.join(', ')}`);
      }
      lastId = newest;
    } catch (error) {
      // Kept for the next round: a publish is never lost to a passing failure.
      console.error('[publish] regeneration failed; retrying', (error as Error).message);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), publishPollMs);
  timer.unref();
  void tick();
  return () => clearInterval(timer);
}
