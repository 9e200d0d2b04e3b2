/**
 * Percent-encoding normalisation of a request path (RFC 3986 §6.2.2.2): an octet that encodes an
 * unreserved character (RFC 3986 §2.3: `A–Z a–z 0–9 - . _ ~`) means the same as the character itself,
 * and "should be decoded". `/%61bout-us` is `/about-us`. Every other escape (`%2F`, `%25`, non-ASCII
 * UTF-8) is kept as sent, since decoding it would change what the path means or how it is split.
 * Pure; shared by the `npm start` server (which routes the decoded path) and the CSP manifest lookup.
 */

/** An escape of an unreserved character: `%41`–`%5A`, `%61`–`%7A`, `%30`–`%39`, `%2D`, `%2E`, `%5F`, `%7E`. */
const unreservedEscape = /%(?:4[1-9A-F]|5[0-9A]|6[1-9A-F]|7[0-9A]|3[0-9]|2D|2E|5F|7E)/gi;

/**
 * The path with every escape of an unreserved character decoded.
 * @param pathname a request path as sent (`/%70ump-selector`), without the query
 * @returns the canonical path (`/pump-selector`); the same string when there was nothing to decode
 * @example canonicalPath('/products/50HZ/submersible-pump%73') === '/products/50HZ/submersible-pumps'
 */
export function canonicalPath(pathname: string): string {
  return pathname.replace(unreservedEscape, (escape) => String.fromCharCode(parseInt(escape.slice(1), 16)));
}

/** Whether a path contains an escape of an unreserved character (so it is not in canonical form). */
export function hasUnreservedEscape(pathname: string): boolean {
  return pathname.search(unreservedEscape) !== -1;
}

/** Whether `text` decodes as percent-encoded UTF-8 (`decodeURIComponent` does not throw). */
function decodes(text: string): boolean {
  try {
    decodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * The path with the `%` of every segment that does not decode (an escape that is not two hex digits,
 * `%ff`, or octets that are not UTF-8, `%C0%AF`) escaped as `%25`, so the segment is the literal text
 * sent. Next.js answered such a dynamic segment with a 500 in plain text (issue 51:
 * `/api/pumps/models/%ff`, `/products/50HZ/%ff`); quoted, it names no model or category, and the route
 * answers its own 404 (the site's page, or the API's JSON). Segments that decode are kept as sent.
 * @param pathname a request path, without the query
 * @example quoteUndecodableEscapes('/api/pumps/models/%ff') === '/api/pumps/models/%25ff'
 */
export function quoteUndecodableEscapes(pathname: string): string {
  if (!pathname.includes('%') || decodes(pathname)) return pathname;
  return pathname
    .split('/')
    .map((segment) => (decodes(segment) ? segment : segment.replaceAll('%', '%25')))
    .join('/');
}
