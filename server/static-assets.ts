import type http from 'node:http';
import path from 'node:path';
import sirv from 'sirv';

/** URL prefix of the build's own files (scripts, style sheets, fonts): content-hashed, so never changed. */
const staticPrefix = '/_next/static/';
/** How long a browser may keep them, in s: a year, as Next.js sends them (RFC 9111 with `immutable`, RFC 8246). */
const maxAgeSeconds = 31_536_000;

/**
 * The files under `/_next/static/` served from `<distDir>/static` by sirv, ahead of Next.js: the
 * Brotli or gzip copy the build wrote (scripts/precompress-static.ts) when the client accepts it
 * (Brotli first), with `Vary: Accept-Encoding`, a weak ETag (304 on `If-None-Match`), `Cache-Control:
 * public,max-age=31536000,immutable` and `fixedHeaders` (the security headers every response
 * carries). The folder is read once, when this is called (a build's files never change while it is
 * served).
 * @param distDir the build folder (`siteDistDir()`)
 * @param fixedHeaders header name → value, set on every file served
 * @returns a function that answers `request` when it asks for a file of the build (true) and leaves
 *   it untouched otherwise (false: not under the prefix, or no such file, which Next.js then answers)
 */
export function createStaticAssets(
  distDir: string,
  fixedHeaders: Record<string, string>,
): (request: http.IncomingMessage, response: http.ServerResponse) => boolean {
  const serve = sirv(path.join(distDir, 'static'), {
    // Only the file asked for: no `.html` guesses, no folder index.
    extensions: [],
    brotli: true,
    gzip: true,
    etag: true,
    maxAge: maxAgeSeconds,
    immutable: true,
    setHeaders: (response) => {
      for (const [name, value] of Object.entries(fixedHeaders)) response.setHeader(name, value);
    },
  });
  return (request, response) => {
    const target = request.url ?? '';
    if (!target.startsWith(staticPrefix)) return false;
    let found = true;
    request.url = target.slice(staticPrefix.length - 1);
    // sirv calls `next` at once when it holds no such file.
    serve(request, response, () => {
      found = false;
    });
    if (!found) {
      request.url = target;
      // sirv's URL parser keeps its result on the request; Next.js must parse the original target itself.
      delete (request as { _parsedUrl?: unknown })._parsedUrl;
    }
    return found;
  };
}
