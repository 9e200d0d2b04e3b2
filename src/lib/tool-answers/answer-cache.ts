import { createHash } from 'node:crypto';

/**
 * The tools' answers kept in memory (issue 51, item 2): a least-recently-used cache bounded in bytes,
 * keyed by the canonical query, each answer with a strong ETag made from its body. An answer depends
 * only on its canonical query, the build and (for what shows back-office content) the published
 * generation, which the caller puts in the key.
 */

/** One answer as the cache holds it: the JSON body as sent, and its ETag. */
export interface CachedAnswer {
  status: number;
  body: string;
  /** Strong entity tag (RFC 9110 §8.8.3), quoted. */
  etag: string;
}

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

/** Strong ETag of a body: the first 128 bits of its SHA-256, base64url, quoted (`"…"`). */
export function etagOf(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
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

/** The bytes an answer takes: its key and body as UTF-16 strings, and a fixed overhead per entry. */
function sizeOf(key: string, answer: CachedAnswer): number {
  return 2 * (key.length + answer.body.length + answer.etag.length) + ENTRY_OVERHEAD_BYTES;
}

/** Bytes counted for an entry's objects beyond its strings and buffers (Map entry, object, numbers). */
export const ENTRY_OVERHEAD_BYTES = 200;

/**
 * A least-recently-used map whose entries' total size (`sizeOf` each, in bytes) stays within
 * `maxBytes`: adding an entry drops the least recently used ones until it fits; an entry larger
 * than the whole cache is not kept. A JavaScript `Map` iterates in insertion order, so re-inserting
 * on every read keeps the least recently used first. The tools' JSON answers ({@link AnswerCache})
 * and their rendered pages (server/tool-pages.ts) are each kept in one.
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

/** The tools' JSON answers by tool and canonical query ({@link ByteBoundedLru} of {@link CachedAnswer}s). */
export class AnswerCache extends ByteBoundedLru<CachedAnswer> {
  /** @param maxBytes the most the answers may take, bytes */
  constructor(maxBytes: number) {
    super(maxBytes, sizeOf);
  }
}
