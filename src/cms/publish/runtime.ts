import { cmsPayload } from '../payload';
import { readBuildRevision } from './build-revision';
import { pageRefresher } from '@/lib/publishing/page-refresher';
import { startRevalidationPoller } from './revalidation-poller';

/**
 * Starts this instance's side of publishing (from `src/instrumentation.ts`, not during a build): the
 * poller that regenerates the pages a publish changed, on this instance's own origin.
 * @param onChange told of every change in the publish log (what the process keeps of the published
 *   content goes stale), and waited for before the pages are regenerated
 * @returns what stops the poller (graceful shutdown)
 */
export async function startPublishing(onChange?: () => void | Promise<void>): Promise<() => void> {
  const payload = await cmsPayload();
  return startRevalidationPoller({
    payload,
    build: readBuildRevision(),
    origin: () => pageRefresher()?.origin ?? `http://127.0.0.1:${process.env.PORT || 3000}`,
    onChange,
  });
}
