import type { IncomingHttpHeaders } from 'node:http';
import fresh from 'fresh';
import rangeParser from 'range-parser';

/**
 * Which answer a GET or HEAD of a stored representation gets, by RFC 9110's conditional requests
 * (§13: `If-None-Match`, `If-Modified-Since`) and range requests (§14: `Range`, `If-Range`). Pure: the
 * request's headers and the representation's validator and size in, the status out. The header
 * grammar is read by the libraries Express's `send` uses: `fresh` (`If-None-Match` with `*` or a
 * list, weak comparison as §13.1.2 asks) and `range-parser` (byte ranges, suffix ranges).
 */

/** The answer to send, with the byte range for a 206. */
export type RepresentationAnswer =
  | { status: 200 }
  | { status: 304 }
  | { status: 206; start: number; end: number; contentRange: string }
  | { status: 416; contentRange: string };

/**
 * The answer to a request for a representation.
 * - 304 when `If-None-Match` (any listed tag, or `*`) or, without it, `If-Modified-Since` says the
 *   client's copy is current (§13.1.2, §13.1.3, §15.4.5);
 * - for a GET with `Range: bytes=…` (§14.2), a single satisfiable range gives 206 with
 *   `Content-Range: bytes first-last/size` (a suffix `bytes=-50` is the last 50 bytes, §14.1.2); none
 *   satisfiable gives 416 with `Content-Range: bytes *\/size` (§15.5.17); another unit (`items=0-5`), a
 *   malformed header, several ranges (a multipart answer this server does not make) or an `If-Range`
 *   that is not this representation's strong ETag (§13.1.5) is ignored: 200 with the whole;
 * - else 200.
 * @param method the request method (a Range on HEAD is ignored, §14.2)
 * @param headers the request's headers
 * @param representation its ETag (strong, quoted), Last-Modified (HTTP date) and size in bytes
 * @example representationAnswer('GET', { range: 'bytes=-50' }, { etag: '"a"', size: 1000 })
 *   // → { status: 206, start: 950, end: 999, contentRange: 'bytes 950-999/1000' }
 */
export function representationAnswer(
  method: string,
  headers: IncomingHttpHeaders,
  representation: { etag: string; lastModified?: string; size: number },
): RepresentationAnswer {
  const { etag, lastModified, size } = representation;
  if (fresh(headers, { etag, 'last-modified': lastModified })) return { status: 304 };
  const range = headers.range;
  if (method !== 'GET' || typeof range !== 'string') return { status: 200 };
  const ifRange = headers['if-range'];
  if (ifRange !== undefined && (ifRange !== etag || etag.startsWith('W/'))) return { status: 200 };
  // A suffix longer than the representation is all of it (§14.1.2); range-parser finds it unsatisfiable.
  const suffixesClamped = range.replace(/(=|,)(\s*)-(\d+)/g, (spec, sep: string, space: string, length: string) =>
    Number(length) > size ? `${sep}${space}0-` : spec,
  );
  const ranges = rangeParser(size, suffixesClamped, { combine: true });
  if (ranges === -2) return { status: 200 };
  if (ranges === -1) {
    // range-parser does not read the unit when nothing is satisfiable; only bytes is refused.
    return /^\s*bytes\s*=/i.test(range) ? { status: 416, contentRange: `bytes */${size}` } : { status: 200 };
  }
  if (ranges.type !== 'bytes' || ranges.length !== 1) return { status: 200 };
  const { start, end } = ranges[0]!;
  return { status: 206, start, end, contentRange: `bytes ${start}-${end}/${size}` };
}
