import type http from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import Negotiator from 'negotiator';

/**
 * The encodings `npm start` compresses answers in, their negotiation and their compression: shared by
 * the page cache (prerendered pages, `page-cache.ts`), the pages rendered per request
 * (`rendered-page-scripts.ts`) and the tools' kept answers (`tool-answers.ts`).
 */

/** Encodings offered, best first; `identity` is the page as Next.js wrote it. */
export const encodings = ['br', 'gzip', 'identity'] as const;
export type Encoding = (typeof encodings)[number];

/** negotiator 1.x's `encoding`, whose options its DefinitelyTyped types (0.6) lack. */
interface PreferringNegotiator {
  encoding(available: readonly string[], options: { preferred: readonly string[] }): string | undefined;
}

/**
 * The encoding to send `request`, among `offered`. Among encodings the client accepts equally, ours
 * decide (smallest first): browsers list `gzip, deflate, br, zstd`, and by the header's order alone
 * Chrome would get gzip.
 * @param request the request, read for its `Accept-Encoding`
 * @param offered the encodings available for this answer (default: all of {@link encodings})
 * @returns the chosen encoding; `identity` when the client accepts none of the others
 */
export function negotiateEncoding(request: http.IncomingMessage, offered: readonly Encoding[] = encodings): Encoding {
  const negotiator = new Negotiator(request) as unknown as PreferringNegotiator;
  return (negotiator.encoding(offered, { preferred: encodings }) ?? 'identity') as Encoding;
}

/**
 * A `Vary` header value that includes `Accept-Encoding`, keeping what it already named.
 * @param vary the value so far (a string, a list, or none), e.g. `rsc, next-router-state-tree`
 * @returns e.g. `rsc, next-router-state-tree, Accept-Encoding`
 */
export function varyWithAcceptEncoding(vary: unknown): string {
  const names = [vary ?? []]
    .flat()
    .flatMap((v) => String(v).split(','))
    .map((v) => v.trim())
    .filter(Boolean);
  if (!names.some((v) => v.toLowerCase() === 'accept-encoding')) names.push('Accept-Encoding');
  return names.join(', ');
}

/**
 * The validator of one encoding of a representation (RFC 9110 §8.8.3: each content coding is a
 * representation of its own, so a strong ETag must differ between them; a cache that stored the gzip
 * body must not revalidate it as the Brotli one). `identity` keeps the tag; the others get the coding
 * inside the quotes, as Apache's mod_deflate writes it; a weak tag stays weak.
 * @param etag the tag of the uncompressed body, e.g. `"abc"` or `W/"abc"`
 * @example etagForEncoding('"abc"', 'br') === '"abc-br"'
 */
export function etagForEncoding(etag: string, encoding: Encoding): string {
  if (encoding === 'identity' || !etag.endsWith('"')) return etag;
  return `${etag.slice(0, -1)}-${encoding}"`;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * A body in one encoding, compressed on zlib's thread pool (never on the main thread, issue 51).
 * @param levels Brotli's quality (0–11) and gzip's level (default zlib's 6): each kind of answer
 *   weighs size against the time it may take (a page compressed once at start, or one per request)
 */
export function compressBody(
  body: Buffer,
  encoding: Exclude<Encoding, 'identity'>,
  levels: { brotliQuality: number; gzipLevel?: number },
): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: levels.brotliQuality,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzip(body, levels.gzipLevel === undefined ? {} : { level: levels.gzipLevel });
}
