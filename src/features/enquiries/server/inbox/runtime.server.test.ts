import type { Payload } from 'payload';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LeadSource } from './source';
import { inboxSyncIntervalMs, startInboxSync } from './runtime.server';

vi.mock('server-only', () => ({}));

afterEach(() => vi.useRealTimers());

describe('the inbox sync on a graceful shutdown (issue 50)', () => {
  it('starts no round after stop, and stop waits for the round under way', async () => {
    vi.useFakeTimers();
    let failRound: (error: Error) => void = () => undefined;
    const payload = vi.fn(() => new Promise<Payload>((_, reject) => (failRound = reject)));
    const stop = startInboxSync({
      payload,
      source: async () => ({}) as LeadSource,
      siteUrl: () => 'https://www.kavex.example',
    });
    await vi.advanceTimersByTimeAsync(inboxSyncIntervalMs);
    expect(payload).toHaveBeenCalledTimes(1);

    let stopped = false;
    const stopping = stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    // The round ends (here with the back office unreachable, which it logs and survives).
    failRound(new Error('back office unreachable'));
    await stopping;
    expect(stopped).toBe(true);

    await vi.advanceTimersByTimeAsync(5 * inboxSyncIntervalMs);
    expect(payload).toHaveBeenCalledTimes(1);
  });
});
