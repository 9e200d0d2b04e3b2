import { describe, expect, it } from 'vitest';
import { ByteBoundedLru, canonicalQuery, ENTRY_OVERHEAD_BYTES, noneMatchHits } from './answer-cache';

/** What the tools' answers are kept by (issue 51, item 2): one entry per canonical query, bounded in bytes. */

/** A cache of bodies counted as UTF-16 strings (2 bytes a character, key and body) plus the overhead. */
const cacheOf = (maxBytes: number) =>
  new ByteBoundedLru<string>(maxBytes, (key, body) => 2 * (key.length + body.length) + ENTRY_OVERHEAD_BYTES);

describe('the canonical query', () => {
  it('is the same for the same query written in another order or with blank fields', () => {
    const a = canonicalQuery(new URLSearchParams('staticLiftM=40&site=jaipur&tiltDeg=&dailyWaterM3=60'));
    const b = canonicalQuery(new URLSearchParams('dailyWaterM3=60&site=jaipur&staticLiftM=40'));
    expect(a).toBe(b);
    expect(a).toBe('dailyWaterM3=60&site=jaipur&staticLiftM=40');
  });

  it('differs when any value differs, and keeps a repeated name (which the tools refuse) apart', () => {
    expect(canonicalQuery(new URLSearchParams('site=jaipur&dailyWaterM3=60'))).not.toBe(
      canonicalQuery(new URLSearchParams('site=jaipur&dailyWaterM3=61')),
    );
    expect(canonicalQuery(new URLSearchParams('flow=1&flow=2'))).toBe('flow=1&flow=2');
  });
});

describe('If-None-Match', () => {
  it('matches by RFC 9110 §13.1.2: the tag, one of a list, a weak form of it, or *', () => {
    const etag = '"LPJNul-wow4m6DsqxbninhsWHlwfp0JecwQzYpOLmCQ"';
    expect(noneMatchHits(etag, etag)).toBe(true);
    expect(noneMatchHits(`"other", ${etag}`, etag)).toBe(true);
    expect(noneMatchHits(`W/${etag}`, etag)).toBe(true);
    expect(noneMatchHits('*', etag)).toBe(true);
    expect(noneMatchHits('"other"', etag)).toBe(false);
    expect(noneMatchHits(null, etag)).toBe(false);
  });
});

describe('the byte-bounded cache', () => {
  it('gives back what was kept under a key, and nothing under another', () => {
    const cache = cacheOf(10_000);
    cache.set('solar-sizing?site=jaipur', '{"one":1}');
    expect(cache.get('solar-sizing?site=jaipur')).toBe('{"one":1}');
    expect(cache.get('borewell-sizing?site=jaipur')).toBeUndefined();
  });

  it('stays within its bytes by dropping the least recently used answer', () => {
    const body = 'x'.repeat(1000);
    // Each entry: 2 bytes per character of key and body, plus 200: 2 × (2 + 1000) + 200 = 2204.
    const cache = cacheOf(5000);
    cache.set('k1', body);
    cache.set('k2', body);
    expect(cache.bytes).toBe(2 * 2204);
    cache.get('k1'); // k1 is now more recent than k2
    cache.set('k3', body);
    expect(cache.size).toBe(2);
    expect(cache.bytes).toBeLessThanOrEqual(5000);
    expect(cache.get('k2')).toBeUndefined();
    expect(cache.get('k1')).toBeDefined();
    expect(cache.get('k3')).toBeDefined();
  });

  it('keeps no answer larger than the whole cache, and replacing a key counts its bytes once', () => {
    const cache = cacheOf(3000);
    cache.set('big', 'x'.repeat(2000));
    expect(cache.size).toBe(0);
    cache.set('k', 'a');
    cache.set('k', 'b');
    expect(cache.size).toBe(1);
    expect(cache.bytes).toBe(2 * (1 + 1) + 200);
  });
});
