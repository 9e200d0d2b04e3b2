import ipaddr from 'ipaddr.js';

/**
 * The client address used as the rate-limit key (docs/decisions/0007-client-address-and-rate-limit.md).
 * `npm start` runs `server/start.ts`, which rewrites `X-Forwarded-For` from the TCP peer address
 * before Next.js sees the request: with TRUST_PROXY unset the header holds that address alone,
 * whatever the client sent; with `TRUST_PROXY=<hops>` the client's chain is kept and the peer address
 * appended, so the client is the entry `hops` places from the right (each trusted proxy appends the
 * address it saw; entries further left were written by the client and are ignored).
 */

/**
 * @param headers the request headers (as rewritten by the start script).
 * @param trustProxyHops number of trusted reverse proxies (TRUST_PROXY; 0 = none).
 * @returns a normalised IP address (IPv4-mapped IPv6 reduced to IPv4), or 'unknown' when the entry is
 *   missing or is not an IPv4/IPv6 address (never a client-chosen string).
 */
export function clientAddress(headers: Headers, trustProxyHops: number): string {
  const chain = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const entry = chain[chain.length - Math.max(trustProxyHops, 0) - 1] ?? chain.at(-1);
  return entry ? normaliseAddress(entry) : 'unknown';
}

/** A valid IPv4/IPv6 address in canonical form (IPv4-mapped IPv6 as IPv4), or 'unknown'. */
export function normaliseAddress(entry: string): string {
  // Zone ids ('fe80::1%eth0') and brackets ('[::1]') are transport details, not part of the address.
  const candidate = entry.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (!ipaddr.isValid(candidate)) return 'unknown';
  const address = ipaddr.process(candidate);
  return address.toString();
}

/**
 * Rate-limit key of a normalised address: IPv4 as is, IPv6 by its /64 network (one subscriber usually
 * holds a whole /64 — RFC 6177 — so limiting single IPv6 addresses would be trivial to dodge).
 */
export function rateLimitKey(address: string): string {
  if (!ipaddr.IPv6.isValid(address) || ipaddr.IPv4.isValid(address)) return address;
  const parts = ipaddr.IPv6.parse(address).toNormalizedString().split(':').slice(0, 4);
  const network = ipaddr.IPv6.parse(`${parts.join(':')}::`);
  return `${network.toString()}/64`;
}
