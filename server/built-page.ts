import { inlineScriptHashes } from '../src/lib/http/csp-manifest';
import { buildContentSecurityPolicy } from '../src/lib/http/security-headers';
import { siteUrl } from '../src/lib/http/site-url';
import { tagManagerContainerId } from '../src/lib/http/tag-manager-id';
import { deferHydrationScripts, deferredHydrationScripts } from './hydration-scripts';

/**
 * A prerendered page as a build leaves it, whenever Next.js rendered it: at build, or again after a
 * publish in the back office (issue 45 point 3: "a regenerated page gets exactly the treatment a
 * build gives a page"). Its hydration scripts load after the first paint (decision 0031: what
 * `postbuild` does to the build's pages), and its Content-Security-Policy lists the SHA-256 hashes of
 * exactly the inline scripts of this HTML (what `postbuild`'s manifest gives the proxy for a built
 * page), so a regenerated page's new inline data is never blocked.
 * @param headers Next.js's response headers (lower-case names); the CSP is replaced
 * @param body the page, uncompressed
 * @returns the headers and body to keep
 */
export function asBuilt(
  headers: Record<string, string | string[]>,
  body: Buffer,
): { headers: Record<string, string | string[]>; body: Buffer } {
  if (!String(headers['content-type'] ?? '').startsWith('text/html')) return { headers, body };
  let html = body.toString('utf8');
  if (!deferredHydrationScripts(html)) html = deferHydrationScripts(html)?.html ?? html;
  const csp = buildContentSecurityPolicy({
    scriptHashes: inlineScriptHashes(html),
    tagManager: tagManagerContainerId() !== '',
    https: siteUrl().startsWith('https:'),
  });
  return { headers: { ...headers, 'content-security-policy': csp }, body: Buffer.from(html) };
}
