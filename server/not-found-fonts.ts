import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import { beforeNotFoundHead } from './not-found';

/**
 * The 404 page's font preload, which Next.js leaves out.
 *
 * Next.js 16.4 writes `<link rel="preload" as="font">` for Inter into each page from the font
 * manifest's entry for that page. It renders the not-found page under another module path than the
 * manifest's `_not-found/page` key, so the 404 alone has no preload. A phone then paints the 404 in the
 * fallback font before Inter has been requested; when Inter swaps in, the consent bar's text takes
 * one line less and everything below it moves up 23 px. Lighthouse, mobile, 2026-11-27 evening
 * (docs/benchmarks.md): CLS 0.125 on the 404 in each of three runs, 0 on every other template; with
 * the preload, no shift in three loads.
 *
 * The server therefore sends the preload as an HTTP `Link` header on every 404, which a browser acts
 * on as it would on the `<link>` (RFC 8288; HTML's "preload" link type). The 404 is rendered on
 * request, so its HTML cannot be patched at build.
 */

/** The font manifest's key for the not-found page (`<build folder>/server/next-font-manifest.json`). */
export const notFoundManifestKey = '[project]/src/app/_not-found/page';

/** Font file extensions and the media type Next.js gives their preload. */
const fontTypes: Record<string, string> = { woff2: 'font/woff2', woff: 'font/woff', ttf: 'font/ttf', otf: 'font/otf' };

/**
 * The `Link` header value that preloads the fonts Next.js would have preloaded on the 404 page:
 * `</_next/static/media/x.woff2>; rel=preload; as=font; type="font/woff2"; crossorigin` per file,
 * comma-separated.
 * @param distDir the production build folder (`siteDistDir()`)
 * @returns the value, or undefined when the build has no font manifest, no not-found entry or no
 *   font in it (a Next.js that renames the key then sends no preload rather than failing to start)
 */
export function notFoundFontPreload(distDir: string): string | undefined {
  const manifestFile = path.join(distDir, 'server', 'next-font-manifest.json');
  if (!fs.existsSync(manifestFile)) return undefined;
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as { app?: Record<string, string[]> };
  const links = (manifest.app?.[notFoundManifestKey] ?? []).flatMap((file) => {
    const type = fontTypes[path.extname(file).slice(1)];
    return type ? [`</_next/${file}>; rel=preload; as=font; type="${type}"; crossorigin`] : [];
  });
  return links.length > 0 ? links.join(', ') : undefined;
}

/**
 * Adds `link` ({@link notFoundFontPreload}) to the `Link` header of one response if it turns out to
 * be a 404, after any `Link` the application set (`beforeNotFoundHead`).
 * @param response the response (mutated)
 * @param link the header value to add
 */
export function preloadFontsOnNotFound(response: http.ServerResponse, link: string): void {
  beforeNotFoundHead(response, () => {
    const existing = response.getHeader('link');
    response.setHeader('link', existing === undefined ? link : `${[existing].flat().join(', ')}, ${link}`);
  });
}
