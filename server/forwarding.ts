import type { IncomingHttpHeaders } from 'node:http';

/**
 * The trust model of client addresses (docs/decisions/0007-client-address-and-rate-limit.md): the
 * server, not the client, says who the client is. Applied to every request before Next.js sees it.
 */

/** Headers a client could use to claim another address or host; rewritten or dropped. */
const forwardingHeaders = ['x-forwarded-for', 'x-real-ip', 'forwarded', 'x-forwarded-host', 'x-forwarded-proto'];

/**
 * Rewrites the forwarding headers of one request in place.
 * - TRUST_PROXY unset (0 hops): every forwarding header the client sent is dropped and
 *   `X-Forwarded-For` becomes the TCP peer address alone.
 * - TRUST_PROXY = n: the chain the proxies built is kept and the peer address (the nearest proxy)
 *   appended; `clientAddress` then takes the entry n places left of it. Other forwarding headers
 *   are kept for the proxies' use.
 * @param headers the request's headers (mutated)
 * @param peerAddress the socket's remote address (may be undefined on a closed socket)
 * @param trustProxyHops number of trusted reverse proxies in front of the server
 */
export function rewriteForwardingHeaders(
  headers: IncomingHttpHeaders,
  peerAddress: string | undefined,
  trustProxyHops: number,
): void {
  const peer = peerAddress ?? 'unknown';
  if (trustProxyHops <= 0) {
    for (const name of forwardingHeaders) delete headers[name];
    headers['x-forwarded-for'] = peer;
    return;
  }
  const existing = [headers['x-forwarded-for']].flat().filter(Boolean).join(', ');
  headers['x-forwarded-for'] = existing ? `${existing}, ${peer}` : peer;
}
