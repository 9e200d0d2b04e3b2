/**
 * The client address used as the rate-limit key. Next.js writes the TCP peer address into
 * `X-Forwarded-For` when a request arrives without one, and passes the header through unchanged when it
 * is present. Behind `trustProxyHops` proxies that each append the address they saw, the client is the
 * entry that many places from the right; entries further left were written by the client and are ignored.
 * With 0 trusted proxies the last entry is used: the peer address, unless a client connecting directly
 * sent the header itself (see docs/decisions/0002 for why a directly exposed server should strip it).
 */

/**
 * @param headers the request headers.
 * @param trustProxyHops number of trusted reverse proxies (TRUST_PROXY; 0 = none).
 * @returns an IP address (IPv4-mapped IPv6 reduced to IPv4), or 'unknown'.
 */
export function clientAddress(headers: Headers, trustProxyHops: number): string {
  const chain = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const hops = Math.max(trustProxyHops, 1);
  const address = chain[chain.length - hops] ?? chain[0];
  if (!address) return 'unknown';
  return address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1').toLowerCase();
}

/** Expands an IPv6 address to its 8 groups, or returns undefined when it is not one. */
function ipv6Groups(address: string): string[] | undefined {
  if (!/^[0-9a-f:]+$/i.test(address) || !address.includes(':')) return undefined;
  const [head = '', tail, extra] = address.split('::');
  if (extra !== undefined) return undefined;
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return undefined;
  return [...left, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...right];
}

/**
 * Rate-limit key of an address: IPv4 as is, IPv6 by its /64 network (one subscriber usually holds a whole
 * /64, so limiting single IPv6 addresses would be trivial to dodge).
 */
export function rateLimitKey(address: string): string {
  const groups = ipv6Groups(address);
  if (!groups) return address;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
