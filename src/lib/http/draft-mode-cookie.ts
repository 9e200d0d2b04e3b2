import fs from 'node:fs';
import path from 'node:path';

/**
 * Next.js's draft mode as the servers in front of it see it (issue 45 point 3's preview): the cookie
 * `draftMode().enable()` sets, and the build's secret value it must carry. A request with the cookie is
 * rendered per request with the newest drafts (for a signed-in content editor), so it is never served
 * from or kept in a shared cache, and gets a per-request CSP nonce.
 */

/** The cookie Next.js's draft mode sets (its `COOKIE_NAME_PRERENDER_BYPASS`). */
export const draftModeCookie = '__prerender_bypass';

/**
 * The value of the draft-mode cookie in a `Cookie` header, or undefined when it has none.
 * @param cookieHeader the request's `Cookie` header (Node.js joins several with `; `)
 */
export function draftModeCookieValue(cookieHeader: string | null | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  for (const pair of cookieHeader.split(';')) {
    const at = pair.indexOf('=');
    if (at !== -1 && pair.slice(0, at).trim() === draftModeCookie) return pair.slice(at + 1).trim();
  }
  return undefined;
}

/**
 * The build's draft-mode secret (`preview.previewModeId` of `.next/prerender-manifest.json`, new at
 * every `next build`): Next.js is in draft mode for a request whose cookie carries exactly this value.
 * @param distDir the build folder
 * @returns the secret, or undefined without a build (or in development, where Next.js keeps it elsewhere)
 */
export function readPreviewModeId(distDir: string): string | undefined {
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(distDir, 'prerender-manifest.json'), 'utf8')) as {
      preview?: { previewModeId?: unknown };
    };
    const id = manifest.preview?.previewModeId;
    return typeof id === 'string' && id !== '' ? id : undefined;
  } catch {
    return undefined;
  }
}
