import 'server-only';
import type { Payload } from 'payload';
import { errorMessage, log } from '@/lib/runtime/log';
import { anonymiseExpired } from './personal-data';
import { syncInbox } from './sync';
import type { LeadSource } from './source';

/** Pause between copy rounds: an accepted enquiry is in the inbox within this plus one round (< 5 s). */
export const inboxSyncIntervalMs = 2_000;

/**
 * Starts this instance's copying of accepted enquiries into the back office's inbox (from
 * `src/instrumentation.ts`, not during a build). Every instance runs it; the collection's unique
 * enquiry id keeps one copy. A failed round is logged without personal data and the next one retries.
 * @param deps the back office (Local API), the enquiry store and the public origin, each asked for
 *   every round (the store may still be starting)
 * @returns what stops it: no new round starts, and the round under way is waited for
 */
export function startInboxSync(deps: {
  payload: () => Promise<Payload>;
  source: () => Promise<LeadSource>;
  siteUrl: () => string;
}): () => Promise<void> {
  let round: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (round) return;
    round = (async () => {
      try {
        const [payload, source] = await Promise.all([deps.payload(), deps.source()]);
        const round = await syncInbox(payload, source, deps.siteUrl());
        if (round.copied.length > 0) {
          log().info({ copied: round.copied.length, routed: round.routed.length }, 'inbox: enquiries copied');
        }
      } catch (error) {
        log().error({ error: errorMessage(error) }, 'inbox: copy round failed');
      } finally {
        round = undefined;
      }
    })();
  }, inboxSyncIntervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await round;
  };
}

/** Pause between retention runs: daily. */
export const retentionIntervalMs = 86_400_000;

/**
 * Starts the daily retention run (`anonymiseExpired`): once a minute after start, then every day.
 * Every instance runs it; a second run finds nothing left to do.
 * @param deps as {@link startInboxSync}, and the retention in days (ENQUIRY_RETENTION_DAYS)
 * @returns what stops it (a run under way is left to finish or to end with the process)
 */
export function startRetention(deps: {
  payload: () => Promise<Payload>;
  source: () => Promise<LeadSource>;
  days: number;
}): () => void {
  const run = async () => {
    try {
      const [payload, source] = await Promise.all([deps.payload(), deps.source()]);
      const count = await anonymiseExpired(payload, source, new Date(), deps.days);
      if (count > 0) log().info({ count }, 'retention: personal data removed from closed enquiries');
    } catch (error) {
      log().error({ error: errorMessage(error) }, 'retention: run failed');
    }
  };
  const first = setTimeout(() => void run(), 60_000);
  const daily = setInterval(() => void run(), retentionIntervalMs);
  first.unref();
  daily.unref();
  return () => {
    clearTimeout(first);
    clearInterval(daily);
  };
}
