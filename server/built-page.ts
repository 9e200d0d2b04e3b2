import { inlineScriptHashesOf } from '../src/lib/http/csp-manifest';
import { scriptAndLinkElements } from '../src/lib/http/html-elements';
import { buildContentSecurityPolicy } from '../src/lib/http/security-headers';
import { siteUrl } from '../src/lib/http/site-url';
import { tagManagerContainerId } from '../src/lib/http/tag-manager-id';
import { deferHydrationScripts } from './hydration-scripts';

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
  // Read once (htmlparser2's tokenizer, about 0.7 ms for a 190 KB selector page): the rewrite gives
  // back the rewritten page's elements, whose inline scripts are hashed without reading it again.
  const original = body.toString('utf8');
  const parsed = scriptAndLinkElements(original);
  const rewritten = deferHydrationScripts(original, parsed);
  const html = rewritten?.html ?? original;
  const csp = buildContentSecurityPolicy({
    scriptHashes: inlineScriptHashesOf(rewritten?.elements ?? parsed),
    tagManager: tagManagerContainerId() !== '',
    https: siteUrl().startsWith('https:'),
  });
  return { headers: { ...headers, 'content-security-policy': csp }, body: rewritten ? Buffer.from(html) : body };
}
