import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream';
import { lookup } from 'mrmime';
import { representationAnswer } from './conditional-range';
import { negotiateEncoding, type Encoding } from './content-encoding';

/** URL prefix of the build's own files (scripts, style sheets, fonts): content-hashed, so never changed. */
const staticPrefix = '/_next/static/';
/** How long a browser may keep them, in s: a year, as Next.js sends them (RFC 9111 with `immutable`, RFC 8246). */
const maxAgeSeconds = 31_536_000;
const cacheControl = `public,max-age=${maxAgeSeconds},immutable`;
/** Suffix of the copies `scripts/precompress-static.ts` writes beside a file, by encoding. */
const encodingSuffix = { br: '.br', gzip: '.gz' } as const;

/** One stored representation of a file: the file on disk, its size in bytes and validators. */
interface Representation {
  file: string;
  size: number;
  /** Strong, and different for each encoding of one file (RFC 9110 §8.8.3: a validator per representation). */
  etag: string;
  lastModified: string;
}

/** A file of the build with its media type and the representations held (identity always). */
interface StaticFile {
  type: string;
  representations: Partial<Record<Encoding, Representation>> & { identity: Representation };
}

function representation(file: string, encoding: Encoding): Representation {
  const stat = fs.statSync(file);
  const tag = `${stat.size.toString(36)}-${Math.round(stat.mtimeMs).toString(36)}`;
  return {
    file,
    size: stat.size,
    etag: `"${tag}${encoding === 'identity' ? '' : `-${encoding}`}"`,
    lastModified: stat.mtime.toUTCString(),
  };
}

/** Every file under `root` by its URL path below the prefix (`/chunks/app.js`), with its compressed copies. */
function indexFiles(root: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  if (!fs.existsSync(root)) return files;
  const names = fs.readdirSync(root, { recursive: true, encoding: 'utf8' });
  const present = new Set(names);
  for (const name of names) {
    const file = path.join(root, name);
    if (!fs.statSync(file).isFile()) continue;
    // A compressed copy is served as its original's representation, never as a file of its own.
    if (Object.values(encodingSuffix).some((suffix) => name.endsWith(suffix) && present.has(name.slice(0, -3)))) {
      continue;
    }
    const representations: StaticFile['representations'] = { identity: representation(file, 'identity') };
    for (const encoding of ['br', 'gzip'] as const) {
      if (present.has(name + encodingSuffix[encoding])) {
        representations[encoding] = representation(file + encodingSuffix[encoding], encoding);
      }
    }
    const urlPath = '/' + name.split(path.sep).join('/');
    files.set(urlPath, { type: lookup(name) ?? 'application/octet-stream', representations });
  }
  return files;
}

/**
 * The files under `/_next/static/` served from `<distDir>/static` ahead of Next.js: the Brotli or gzip
 * copy the build wrote (scripts/precompress-static.ts) when the client accepts it (Brotli first,
 * `q=0` refusing one: `negotiateEncoding`), with `Vary: Accept-Encoding`, a strong ETag per encoding,
 * `Cache-Control: public,max-age=31536000,immutable` and `fixedHeaders` (the security headers every
 * response carries), on 304s too. Conditional and range requests follow RFC 9110
 * (`representationAnswer`: 304 for `If-None-Match` with `*` or a list, 206 for one byte range, 416 for
 * none satisfiable); a range is served from the file itself, uncompressed, so a `Content-Range` never
 * counts compressed bytes. The folder is read once, when this is called (a build's files never change
 * while it is served).
 * @param distDir the build folder (`siteDistDir()`)
 * @param fixedHeaders header name → value, set on every file served
 * @returns a function that answers `request` when it is a GET or HEAD of a file of the build (true)
 *   and leaves it untouched otherwise (false: not under the prefix, or no such file, which Next.js
 *   then answers)
 */
export function createStaticAssets(
  distDir: string,
  fixedHeaders: Record<string, string>,
): (request: http.IncomingMessage, response: http.ServerResponse) => boolean {
  const files = indexFiles(path.join(distDir, 'static'));
  return (request, response) => {
    const method = request.method ?? '';
    const target = request.url ?? '';
    if ((method !== 'GET' && method !== 'HEAD') || !target.startsWith(staticPrefix)) return false;
    const queryAt = target.indexOf('?');
    let urlPath: string;
    try {
      urlPath = decodeURIComponent(target.slice(staticPrefix.length - 1, queryAt === -1 ? undefined : queryAt));
    } catch {
      return false;
    }
    const file = files.get(urlPath);
    if (!file) return false;

    const ranged = method === 'GET' && request.headers.range !== undefined;
    const encoding = ranged
      ? 'identity'
      : negotiateEncoding(
          request,
          (['br', 'gzip', 'identity'] as const).filter((e) => file.representations[e]),
        );
    const chosen = file.representations[encoding] ?? file.representations.identity;
    const answer = representationAnswer(method, request.headers, chosen);
    const common = {
      ...fixedHeaders,
      'Cache-Control': cacheControl,
      Vary: 'Accept-Encoding',
      ETag: chosen.etag,
      'Last-Modified': chosen.lastModified,
    };
    if (answer.status === 304) {
      response.writeHead(304, common).end();
      return true;
    }
    if (answer.status === 416) {
      response.writeHead(416, { ...common, 'Content-Range': answer.contentRange, 'Content-Length': '0' }).end();
      return true;
    }
    const start = answer.status === 206 ? answer.start : 0;
    const end = answer.status === 206 ? answer.end : chosen.size - 1;
    response.writeHead(answer.status, {
      ...common,
      'Content-Type': file.type,
      'Accept-Ranges': 'bytes',
      'Content-Length': String(Math.max(0, end - start + 1)),
      ...(encoding === 'identity' ? {} : { 'Content-Encoding': encoding }),
      ...(answer.status === 206 ? { 'Content-Range': answer.contentRange } : {}),
    });
    if (method === 'HEAD' || end < start) {
      response.end();
      return true;
    }
    pipeline(fs.createReadStream(chosen.file, { start, end }), response, () => {
      // A client that went away, or a file removed under the server: the response is closed either way.
    });
    return true;
  };
}
