import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { hasUnreservedEscape } from './canonical-path';
import { htmlElements, type HtmlElement } from './html-elements';

/**
 * The CSP manifest: for every prerendered page, the SHA-256 hashes of the inline scripts in the HTML
 * that `next start` serves for it. Next.js inlines a different set of scripts on each page (the
 * React Server Components payload, the runtime bootstrap, the consent defaults), so the
 * Content-Security-Policy is per path. `scripts/csp-hashes.ts` writes the manifest after
 * `next build` (npm `postbuild`); `src/proxy.ts` reads it and builds the header. Node.js only.
 */

/** File name of the manifest inside the build folder (`.next/` or `$NEXT_DIST_DIR/`). */
export const CSP_MANIFEST_FILE = 'csp-hashes.json';

/** Format version of {@link CspManifest}; bump it when the shape changes. */
export const CSP_MANIFEST_VERSION = 1;

/** Contents of `csp-hashes.json`. Hash sources are quoted (`'sha256-…'`), ready for `script-src`. */
export interface CspManifest {
  /** {@link CSP_MANIFEST_VERSION} of the writer. */
  version: number;
  /** `BUILD_ID` of the build the hashes were taken from; a different id means the manifest is stale. */
  buildId: string;
  /** Page path (`/`, `/about-us`, `/products/50HZ/submersible-pumps`) → hash sources of its inline scripts. */
  routes: Record<string, string[]>;
  /**
   * Hash sources for any path not in `routes`: the not-found page (served with status 404 for every
   * unknown path) together with the global error page.
   */
  fallback: string[];
}

/** Script `type` values the browser executes as classic or module scripts (and CSP therefore checks). */
const executableTypes = new Set(['', 'text/javascript', 'application/javascript', 'module', 'text/ecmascript']);

/**
 * The quoted SHA-256 hash sources of the executable inline scripts of an HTML document, in document
 * order without repeats. Scripts with a `src` attribute, and data blocks such as
 * `application/ld+json`, are skipped: CSP does not hash them. The hash covers the script text exactly
 * as written between the tags, which is what the browser hashes.
 * @param html a complete HTML document
 */
export function inlineScriptHashes(html: string): string[] {
  return inlineScriptHashesOf(htmlElements(html, ['script']));
}

/**
 * {@link inlineScriptHashes} of a document whose elements were read already (`htmlElements`; other
 * elements than `script` are skipped), so a server that rewrites a page hashes it without reading it again.
 * @param elements the document's elements in document order
 */
export function inlineScriptHashesOf(elements: readonly HtmlElement[]): string[] {
  const hashes = new Set<string>();
  for (const { name, attributes, text } of elements) {
    if (name !== 'script') continue;
    if ('src' in attributes) continue;
    if (!executableTypes.has((attributes.type ?? '').trim().toLowerCase())) continue;
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/** Attributes whose value is a URL a browser would navigate to or run (the `javascript:` scheme runs). */
const urlAttributes = ['href', 'src', 'action', 'formaction'];

/**
 * Inline event-handler attributes (`onclick=`) and `javascript:` URLs in an HTML document: code that
 * script hashes cannot allow, so a page containing any would break under the CSP. Returns a short
 * excerpt of each (`onclick="go()"`), for the build report.
 * @param html a complete HTML document
 */
export function unhashableCode(html: string): string[] {
  const found: string[] = [];
  for (const { attributes } of htmlElements(html)) {
    for (const [name, value] of Object.entries(attributes)) {
      // URL parsers strip leading spaces and control characters and read the scheme case-insensitively.
      const runs =
        name.startsWith('on') || (urlAttributes.includes(name) && /^[\s\u0000-\u001f]*javascript:/i.test(value));
      if (runs) found.push(`${name}="${value}"`.slice(0, 60));
    }
  }
  return found;
}

/** Lists the prerendered `.html` files under a folder, recursively, as paths relative to it. */
function htmlFiles(dir: string, prefix = ''): string[] {
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(path.join(/*turbopackIgnore: true*/ dir, prefix), { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return htmlFiles(dir, relative);
    return entry.name.endsWith('.html') ? [relative] : [];
  });
}

/**
 * The page path served from a prerendered file: `index.html` → `/`, `about-us.html` → `/about-us`,
 * `products/50HZ/x.html` → `/products/50HZ/x`. Special pages (`_not-found.html`,
 * `_global-error.html`) return undefined.
 * @param relativeFile path under `server/app/`, with forward slashes
 */
export function routeOfHtmlFile(relativeFile: string): string | undefined {
  const withoutExtension = relativeFile.replace(/\.html$/, '');
  if (withoutExtension.split('/').some((segment) => segment.startsWith('_'))) return undefined;
  if (withoutExtension === 'index') return '/';
  return `/${withoutExtension}`;
}

/** The `BUILD_ID` of a build folder, or '' when there is none. */
export function readBuildId(distDir: string): string {
  try {
    return fs.readFileSync(path.join(/*turbopackIgnore: true*/ distDir, 'BUILD_ID'), 'utf8').trim();
  } catch {
    return '';
  }
}

/** Result of {@link buildCspManifest}: the manifest and what a build report should mention. */
export interface CspManifestReport {
  manifest: CspManifest;
  /** Number of prerendered HTML files read. */
  pages: number;
  /** Files that contain code hashes cannot allow (see {@link unhashableCode}), with excerpts. */
  problems: { file: string; code: string[] }[];
}

/**
 * Reads every prerendered page of a build and hashes its inline scripts.
 * @param distDir the build folder (absolute, or relative to the working directory), e.g. `.next`
 * @throws Error when the folder holds no build (no `BUILD_ID`).
 */
export function buildCspManifest(distDir: string): CspManifestReport {
  const buildId = readBuildId(distDir);
  if (!buildId) throw new Error(`${distDir} holds no Next.js build (BUILD_ID missing); run next build first`);
  const appDir = path.join(/*turbopackIgnore: true*/ distDir, 'server', 'app');
  const routes: Record<string, string[]> = {};
  const fallback = new Set<string>();
  const problems: CspManifestReport['problems'] = [];
  const files = htmlFiles(appDir).sort();
  for (const file of files) {
    const html = fs.readFileSync(path.join(/*turbopackIgnore: true*/ appDir, file), 'utf8');
    const hashes = inlineScriptHashes(html);
    const route = routeOfHtmlFile(file);
    if (route) routes[route] = hashes;
    else if (/^_(not-found|global-error)\.html$/.test(file)) hashes.forEach((hash) => fallback.add(hash));
    const code = unhashableCode(html);
    if (code.length > 0) problems.push({ file, code });
  }
  return {
    manifest: { version: CSP_MANIFEST_VERSION, buildId, routes, fallback: [...fallback] },
    pages: files.length,
    problems,
  };
}

/** Writes the manifest into the build folder and returns the file path. */
export function writeCspManifest(distDir: string, manifest: CspManifest): string {
  const file = path.join(/*turbopackIgnore: true*/ distDir, CSP_MANIFEST_FILE);
  fs.writeFileSync(file, `${JSON.stringify(manifest, null, 1)}\n`);
  return file;
}

/**
 * The manifest of a build folder when it exists, has this format version and belongs to the
 * build's current `BUILD_ID`; otherwise undefined (missing, unreadable or stale).
 */
export function readCspManifest(distDir: string): CspManifest | undefined {
  try {
    const manifest = JSON.parse(
      fs.readFileSync(path.join(/*turbopackIgnore: true*/ distDir, CSP_MANIFEST_FILE), 'utf8'),
    ) as CspManifest;
    if (manifest.version !== CSP_MANIFEST_VERSION || manifest.buildId !== readBuildId(distDir)) return undefined;
    return manifest;
  } catch {
    return undefined;
  }
}

/**
 * The manifest's key for a request path: trailing slash dropped; the decoded form when it is listed.
 * A path with an escaped unreserved character (`/%61bout-us`) has none: Next.js answers it with its
 * not-found page, whose scripts are the fallback's (issue 27, finding 1); `npm start` decodes such
 * escapes before routing, so there the page itself is served and looked up by its canonical path.
 */
function manifestKey(manifest: CspManifest, pathname: string): string | undefined {
  if (hasUnreservedEscape(pathname)) return undefined;
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (Object.hasOwn(manifest.routes, normalised)) return normalised;
  try {
    const decoded = decodeURIComponent(normalised);
    if (Object.hasOwn(manifest.routes, decoded)) return decoded;
  } catch {
    // A malformed escape cannot name a prerendered page.
  }
  return undefined;
}

/**
 * Whether a request path is one of the build's prerendered pages (served as built, so its inline
 * scripts are the hashed ones); false for pages rendered per request, route handlers and unknown paths.
 */
export function isPrerendered(manifest: CspManifest, pathname: string): boolean {
  return manifestKey(manifest, pathname) !== undefined;
}

/**
 * The hash sources for a request path: the page's own when it was prerendered, otherwise the
 * not-found and error pages' (what `next start` serves for an unknown path). A trailing slash is
 * ignored, as Next.js redirects it away.
 */
export function scriptHashesFor(manifest: CspManifest, pathname: string): string[] {
  const key = manifestKey(manifest, pathname);
  return key === undefined ? manifest.fallback : manifest.routes[key]!;
}
