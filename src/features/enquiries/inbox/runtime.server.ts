import 'server-only';
import type { Payload } from 'payload';
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
 */
export function startInboxSync(deps: {
  payload: () => Promise<Payload>;
  source: () => Promise<LeadSource>;
  siteUrl: () => string;
}): void {
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    void (async () => {
      try {
        const [payload, source] = await Promise.all([deps.payload(), deps.source()]);
        const round = await syncInbox(payload, source, deps.siteUrl());
        if (round.copied.length > 0) {
          console.info(`[inbox] ${round.copied.length} enquiries copied, ${round.routed.length} routed to dealers`);
        }
      } catch (error) {
        console.error('[inbox] copy round failed:', error instanceof Error ? error.message : 'unknown error');
      } finally {
        busy = false;
      }
    })();
  }, inboxSyncIntervalMs);
  timer.unref();
}

/** Pause between retention runs: daily. */
export const retentionIntervalMs = 86_400_000;

/**
 * Starts the daily retention run (`anonymiseExpired`): once a minute after start, then every day.
 * Every instance runs it; a second run finds nothing left to do.
 * @param deps as {@link startInboxSync}, and the retention in days (ENQUIRY_RETENTION_DAYS)
 */
export function startRetention(deps: {
  payload: () => Promise<Payload>;
  source: () => Promise<LeadSource>;
  days: number;
}): void {
  const run = async () => {
    try {
      const [payload, source] = await Promise.all([deps.payload(), deps.source()]);
      const count = await anonymiseExpired(payload, source, new Date(), deps.days);
      if (count > 0) console.info(`[retention] personal data removed from ${count} closed enquiries`);
    } catch (error) {
      console.error('[retention] run failed:', error instanceof Error ? error.message : 'unknown error');
    }
  };
  setTimeout(() => void run(), 60_000).unref();
  setInterval(() => void run(), retentionIntervalMs).unref();
}
