/**
 * What the tools' answers are kept by (issue 51, item 2): the canonical query, the `If-None-Match`
 * comparison, and a least-recently-used map bounded in bytes. The `npm start` server keeps the tools'
 * pages and JSON answers in one (server/tool-answers.ts), keyed by the canonical query, the build and
 * (for what shows back-office content) the published generation.
 */

/**
 * The canonical form of a tool's URL query: blank values dropped (every tool reads a blank as not
 * given, `@/lib/tool-contract/query-values`), the rest sorted by name (stable for repeated names), as
 * `application/x-www-form-urlencoded`. `b=2&a=1&c=` and `a=1&b=2` are one answer.
 * @param params the request's query
 */
export function canonicalQuery(params: URLSearchParams): string {
  const kept = new URLSearchParams([...params].filter(([, value]) => value.trim() !== ''));
  kept.sort();
  return kept.toString();
}

/**
 * Whether a request's `If-None-Match` matches an ETag, by RFC 9110 §13.1.2: `*`, or any entity tag of
 * the list equal to it by the weak comparison (a `W/` prefix is ignored).
 * @param ifNoneMatch the header's value, or null when absent
 * @param etag the current representation's ETag
 */
export function noneMatchHits(ifNoneMatch: string | null, etag: string): boolean {
  if (ifNoneMatch === null) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque);
}

/** Bytes counted for an entry's objects beyond its strings and buffers (Map entry, object, numbers). */
export const ENTRY_OVERHEAD_BYTES = 200;

/**
 * A least-recently-used map whose entries' total size (`sizeOf` each, in bytes) stays within
 * `maxBytes`: adding an entry drops the least recently used ones until it fits; an entry larger
 * than the whole cache is not kept. A JavaScript `Map` iterates in insertion order, so re-inserting
 * on every read keeps the least recently used first. The tools' answers, pages and JSON alike, are
 * kept in one (server/tool-answers.ts).
 */
export class ByteBoundedLru<V> {
  private readonly entries = new Map<string, V>();
  private used = 0;

  /**
   * @param maxBytes the most the entries may take, bytes
   * @param sizeOf the bytes one entry takes (key and value), counted when it is added and dropped
   */
  constructor(
    readonly maxBytes: number,
    private readonly sizeOf: (key: string, value: V) => number,
  ) {}

  /** Bytes the entries take now. */
  get bytes(): number {
    return this.used;
  }

  /** Number of entries kept. */
  get size(): number {
    return this.entries.size;
  }

  /** The entry kept for `key`, now the most recently used; undefined when there is none. */
  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  /** Keeps `value` under `key` as the most recently used, dropping the least recently used to fit. */
  set(key: string, value: V): void {
    this.delete(key);
    const size = this.sizeOf(key, value);
    if (size > this.maxBytes) return;
    for (const [oldest, old] of this.entries) {
      if (this.used + size <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.used -= this.sizeOf(oldest, old);
    }
    this.entries.set(key, value);
    this.used += size;
  }

  /** Forgets the entry of `key`, if any. */
  delete(key: string): void {
    const old = this.entries.get(key);
    if (old === undefined) return;
    this.entries.delete(key);
    this.used -= this.sizeOf(key, old);
  }
}
