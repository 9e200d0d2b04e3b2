import type { IncomingHttpHeaders } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientAddress } from '../src/lib/http/client-address';
import { rewriteForwardingHeaders } from './forwarding';
import { refusedRequest } from './refusals';

/** What the rate limiter sees for a request from `peer` that carried `sent` headers. */
function seenAddress(sent: IncomingHttpHeaders, peer: string, hops: number): string {
  const headers = { ...sent };
  rewriteForwardingHeaders(headers, peer, hops);
  return clientAddress(new Headers(headers as Record<string, string>), hops);
}

describe('forwarding headers (issue 11, defect 1)', () => {
  it('with TRUST_PROXY unset, a rotated X-Forwarded-For never changes the client address', () => {
    for (const spoof of ['1.2.3.4', '5.6.7.8, 9.9.9.9', 'x'.repeat(2000), '2001:db8::1']) {
      expect(seenAddress({ 'x-forwarded-for': spoof, 'x-real-ip': '7.7.7.7' }, '203.0.113.7', 0)).toBe('203.0.113.7');
    }
    const headers: IncomingHttpHeaders = { forwarded: 'for=1.2.3.4', 'x-forwarded-host': 'evil.example' };
    rewriteForwardingHeaders(headers, '::ffff:203.0.113.7', 0);
    expect(headers).toEqual({ 'x-forwarded-for': '::ffff:203.0.113.7' });
  });

  it('behind one trusted proxy, the address the proxy saw counts; what the client wrote does not', () => {
    // Client 198.51.100.4 sends a fake entry; the proxy (10.0.0.2) appends the real client address.
    expect(seenAddress({ 'x-forwarded-for': '1.2.3.4, 198.51.100.4' }, '10.0.0.2', 1)).toBe('198.51.100.4');
    expect(seenAddress({ 'x-forwarded-for': '1.2.3.4, 198.51.100.4, 10.0.0.3' }, '10.0.0.2', 2)).toBe('198.51.100.4');
  });
});

describe('methods (issue 11, defect 7)', () => {
  const refused = (method: string, url: string) => refusedRequest({ method, url, headers: {} }, url);
  it('answers TRACE with 405, an Allow header and a message, JSON on the API', () => {
    const api = refused('TRACE', '/api/enquiries')!;
    expect(api.status).toBe(405);
    expect(api.headers.Allow).toBe('GET, HEAD, POST');
    expect(JSON.parse(api.body)).toEqual({ message: 'Method TRACE is not allowed.' });
    const page = refused('TRACE', '/about-us')!;
    expect(page.headers.Allow).toBe('GET, HEAD');
    expect(page.body).toBe('Method TRACE is not allowed.');
    expect(refused('GET', '/')).toBeUndefined();
    expect(refused('POST', '/api/enquiries')).toBeUndefined();
  });
});
