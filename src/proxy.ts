import path from 'node:path';
import { NextResponse, type NextRequest } from 'next/server';
import { isPublishablePage, paths, queryRenderedRoute } from '@/config/paths';
import { getPumpModelById, getPumpModels } from '@/content/pump-models';
import { compareModelCodes, parseSelectionQuery, selectionQueryGiven } from '@/features/pump-selection';
import { parseSizingQuery, sizingQueryGiven } from '@/features/borewell-sizing';
import { solarPageStatus } from '@/features/solar-sizing/index.server';
import {
  buildCspManifest,
  isPrerendered,
  readCspManifest,
  scriptHashesFor,
  type CspManifest,
} from '@/lib/http/csp-manifest';
import { draftModeCookie, readPreviewModeId } from '@/lib/http/draft-mode-cookie';
import { isPublishedPost } from '@/lib/publishing/published-pages';
import { isToolPage } from '@/lib/tool-answers/tool-routes';
import { adminCspDirectives, buildContentSecurityPolicy, serializeCsp } from '@/lib/http/security-headers';
import { siteUrl } from '@/lib/http/site-url';
import { tagManagerContainerId } from '@/lib/http/tag-manager-id';

/**
 * Proxy (Next.js 16's name for middleware; Node.js runtime): sets the Content-Security-Policy of
 * every page and route response. The other security headers come from `next.config.ts`.
 *
 * Prerendered pages keep working under a `script-src` without `'unsafe-inline'` because the CSP of
 * each path lists the SHA-256 hashes of exactly the inline scripts in the HTML `next start` serves
 * for it, taken from the manifest `scripts/csp-hashes.ts` writes after the build. If the manifest
 * is missing or belongs to an older build (someone ran `next build` directly, which skips npm's
 * `postbuild`), the proxy hashes the prerendered pages itself once, so the headers still match.
 */

// The build folder is only known at run time; keep the bundler from tracing the whole project for it.
const distDir = path.join(/*turbopackIgnore: true*/ process.cwd(), process.env.NEXT_DIST_DIR || '.next');
const development = process.env.NODE_ENV === 'development';

let manifest: CspManifest | undefined;

/** The build's manifest, read (or, failing that, computed) on first use and then kept. */
function currentManifest(): CspManifest | undefined {
  if (manifest || development) return manifest;
  manifest = readCspManifest(distDir);
  if (!manifest) {
    try {
      manifest = buildCspManifest(distDir).manifest;
      console.warn(
        `[proxy] ${path.relative(process.cwd(), distDir)}/csp-hashes.json missing or stale: hashed the prerendered pages at start-up instead`,
      );
    } catch (error) {
      console.error('[proxy] no CSP manifest and no build to hash; inline scripts will be blocked', error);
    }
  }
  return manifest;
}

let previewModeId: string | undefined;

/**
 * Whether a request is in Next.js's draft mode (issue 45 point 3: a content editor previewing
 * drafts): its `__prerender_bypass` cookie carries the build's secret (`readPreviewModeId`, read once
 * per build). Next.js then renders the page for this request alone, even a prerendered one, so it
 * gets a per-request nonce; a cookie with any other value is ignored by Next.js and by the proxy. In
 * development (no build) the cookie's presence is enough: nothing gets a nonce there anyway.
 */
function isDraftModeRequest(request: NextRequest): boolean {
  const value = request.cookies.get(draftModeCookie)?.value;
  if (!value) return false;
  if (development) return true;
  previewModeId ??= readPreviewModeId(distDir);
  return previewModeId !== undefined && value === previewModeId;
}

/**
 * The status of a tool page for its query (the selector, compare, a model's web datasheet and the
 * borewell sizing): 400 when the query asks for a selection or a sizing that
 * the tool's URL contract refuses; 404 for a compare page none of whose model codes names a model.
 * The page itself renders the form, kept filled, or compare's message (Next.js gives a page no other
 * way to choose its status). Else 200.
 */
export function toolPageStatus(pathname: string, params: URLSearchParams): 200 | 400 | 404 {
  if (pathname === paths.pumpCompare) {
    const codes = compareModelCodes(params).map((code) => code.toLowerCase());
    const models = new Set(getPumpModels().map((m) => m.model.toLowerCase()));
    if (codes.length > 0 && !codes.some((code) => models.has(code))) return 404;
  }
  if (
    pathname === paths.pumpSelector ||
    pathname === paths.pumpCompare ||
    pathname.startsWith(paths.pumpDatasheet(''))
  ) {
    return selectionQueryGiven(params) && !parseSelectionQuery(params).ok ? 400 : 200;
  }
  if (pathname === paths.borewellSizing) {
    return sizingQueryGiven(params) && !parseSizingQuery(params).ok ? 400 : 200;
  }
  if (pathname === paths.solarPumpSizing) return solarPageStatus(params);
  return 200;
}

/**
 * The status of a page request: {@link toolPageStatus} when a document is asked for, always 200 when
 * a script fetches the page. That fetch is the App Router's client-side navigation, and the router
 * treats any other status as a failure and loads the URL again as a document, which throws away what
 * the visitor typed meanwhile and their focus: a visitor who paused after the selector's flow (whose
 * URL then names a flow without a head, a query the selector refuses) lost the head they typed next.
 * The page the router renders is the one the document shows, the form kept and the message by its
 * field; the status is for documents (crawlers, visitors without JavaScript). The router's own header
 * (`RSC: 1`) is hidden from a proxy by Next.js, so the browser's `Sec-Fetch-Dest` tells the two apart
 * (`empty` for a fetch); a request without it (a crawler, curl) counts as a document.
 */
export function pageStatus(pathname: string, params: URLSearchParams, headers: Headers): 200 | 400 | 404 {
  const destination = headers.get('sec-fetch-dest');
  return destination === null || destination === 'document' ? toolPageStatus(pathname, params) : 200;
}

/** A fresh per-request nonce, or none under `next dev` (whose policy allows inline scripts). */
function freshNonce(): string | undefined {
  return development ? undefined : Buffer.from(crypto.randomUUID()).toString('base64');
}

/** The public site's policy for one page: the hashes of its inline scripts and, if any, its nonce. */
function sitePolicy(scriptHashes: string[], nonce: string | undefined): string {
  return buildContentSecurityPolicy({
    scriptHashes,
    nonce,
    tagManager: tagManagerContainerId() !== '',
    development,
    https: siteUrl().startsWith('https:'),
  });
}

/**
 * Whether a path's last segment, percent-decoded, names nothing: `names` says no, or the segment is
 * not percent-encoded right (`%ff`), which can name nothing.
 */
function namesNothing(segment: string, names: (decoded: string) => boolean): boolean {
  try {
    return !names(decodeURIComponent(segment));
  } catch {
    return true;
  }
}

/** Whether a path is a blog post's address that no published post has (when the process knows). */
function isUnknownPost(pathname: string): boolean {
  if (!isPublishablePage(pathname)) return false;
  return namesNothing(pathname.slice(paths.blogs.length + 1), (slug) => isPublishedPost(slug) !== false);
}

/**
 * Whether a path is a model's web datasheet whose id names no model: the page's own `notFound()`
 * renders only an empty error document (the blog posts' two-root-layouts limit above), so the proxy
 * answers it with the site's 404 first.
 */
function isUnknownDatasheet(pathname: string): boolean {
  const prefix = paths.pumpDatasheet('');
  if (!pathname.startsWith(prefix)) return false;
  const id = pathname.slice(prefix.length);
  if (id === '' || id.includes('/')) return false;
  return namesNothing(id, (decoded) => getPumpModelById(decoded) !== undefined);
}

/**
 * The site's 404 page for a path that names no page, the visitor's URL unchanged: rewritten to a
 * path no route matches (one segment deeper), which Next.js answers with the global not-found page,
 * rendered per request with a nonce like every other 404.
 */
function notFoundResponse(request: NextRequest): NextResponse {
  const nonce = freshNonce();
  const csp = sitePolicy(currentManifest()?.fallback ?? [], nonce);
  const headers = new Headers(request.headers);
  if (nonce) headers.set('Content-Security-Policy', csp);
  const target = request.nextUrl.clone();
  target.pathname = `${request.nextUrl.pathname}/not-found`;
  const response = NextResponse.rewrite(target, { status: 404, request: { headers } });
  response.headers.set('Content-Security-Policy', csp);
  return response;
}

/**
 * Whether a page's policy lists script hashes only, without a per-request nonce: a prerendered page
 * (the build's manifest lists its hashes), a page the back office published after the build (Next.js
 * keeps it once rendered: a nonce would be baked into it) and a tool page (`isToolPage`: the selector,
 * search, borewell and solar sizing, whose rendered answers the `npm start` server keeps by canonical
 * query and sends to every visitor asking it, issue 51). The server puts the hashes of the page's own
 * inline scripts in its policy. In draft mode Next.js renders every page for the one request and keeps
 * none: it gets a nonce.
 * @param pathname the page's path, e.g. `/pump-selector`
 * @param prerendered whether the build prerendered it
 * @param draft whether the request is in draft mode
 */
export function hashesOnly(pathname: string, prerendered: boolean, draft: boolean): boolean {
  return !draft && (prerendered || isPublishablePage(pathname) || isToolPage(pathname));
}

/**
 * Adds the path's Content-Security-Policy to the response. A path that was not prerendered (a page
 * rendered per request, such as `/pump-selector/compare`, or a 404) also gets a fresh nonce: it goes into the
 * request's own `Content-Security-Policy` header, where Next.js reads it and puts it on every script it
 * writes into that page, and into the response's policy. No `'unsafe-inline'` either way. A page the
 * back office published after the build (`isPublishablePage`) gets no nonce: Next.js keeps it once
 * rendered, and the `npm start` server puts the hashes of its own inline scripts in its policy; so
 * does a tool page ({@link hashesOnly}).
 * A request in draft mode (`isDraftModeRequest`: a content editor's preview) always gets a nonce,
 * besides the path's hashes: Next.js renders it for that request and keeps nothing of it.
 *
 * A prerendered page whose query selects what it cannot show (`/dealers?country=`:
 * `queryRenderedRoute`) is rewritten to the route that renders it per request, the visitor's URL
 * unchanged; it gets that route's policy, with a nonce.
 */
export function proxy(request: NextRequest): NextResponse {
  if (request.nextUrl.pathname === '/admin' || request.nextUrl.pathname.startsWith('/admin/')) {
    return adminResponse(request);
  }
  const draft = isDraftModeRequest(request);
  // A previewing editor may open a post that is still only a draft.
  if ((!draft && isUnknownPost(request.nextUrl.pathname)) || isUnknownDatasheet(request.nextUrl.pathname)) {
    return notFoundResponse(request);
  }
  const known = currentManifest();
  const rendersQuery = queryRenderedRoute(request.nextUrl.pathname, request.nextUrl.searchParams);
  const pathname = rendersQuery ?? request.nextUrl.pathname;
  const prerendered = known !== undefined && isPrerendered(known, pathname);
  const nonce = hashesOnly(pathname, prerendered, draft) ? undefined : freshNonce();
  const csp = sitePolicy(known ? scriptHashesFor(known, pathname) : [], nonce);
  const status = prerendered ? 200 : pageStatus(pathname, request.nextUrl.searchParams, request.headers);
  const headers = new Headers(request.headers);
  if (nonce) headers.set('Content-Security-Policy', csp);
  const target = request.nextUrl.clone();
  target.pathname = pathname;
  // A rewrite to the same URL is the one way a proxy sets a page's status (Next.js applies it).
  const rewrite = rendersQuery !== undefined || status !== 200;
  const response = rewrite
    ? NextResponse.rewrite(target, { status, request: { headers } })
    : NextResponse.next(nonce ? { request: { headers } } : undefined);
  response.headers.set('Content-Security-Policy', csp);
  return response;
}

/**
 * The back office's pages (Payload's admin, rendered per request): their own policy with a fresh
 * nonce that Next.js puts on the scripts it writes, and `noindex` for any crawler that finds them.
 */
function adminResponse(request: NextRequest): NextResponse {
  const nonce = freshNonce();
  const csp = serializeCsp(adminCspDirectives({ nonce, development, https: siteUrl().startsWith('https:') }));
  const headers = new Headers(request.headers);
  headers.set('Content-Security-Policy', csp);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('Content-Security-Policy', csp);
  response.headers.set('X-Robots-Tag', 'noindex, nofollow');
  return response;
}

/** Where the proxy runs: documents only. */
export const config = {
  // Not Next.js's own endpoints under /_next/ (build assets, the image optimiser, hot reload), not the
  // API (a proxy in front of a route handler makes Next.js buffer the whole request body before the
  // handler's 32 KB limit can refuse it), and not static files (images, videos, PDFs, fonts, icons):
  // none of them is a document that needs a Content-Security-Policy. The back office's REST API
  // (cms-api/) is left alone for the same reason as the site's.
  matcher: ['/((?!_next/|api/|cms-api/|.*\\.(?:webp|avif|png|jpe?g|gif|svg|ico|mp4|webm|pdf|woff2?|txt|xml)$).*)'],
};
