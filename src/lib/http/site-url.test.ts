import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestSiteUrl } from './site-url';

const headersOf = (entries: Record<string, string>) => new Headers(entries);

describe('requestSiteUrl: the origin a printed link carries', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('uses SITE_URL when it is set, without a trailing slash', () => {
    vi.stubEnv('SITE_URL', 'https://pumps.example.com/');
    expect(requestSiteUrl(headersOf({ host: 'internal:3000' }))).toBe('https://pumps.example.com');
  });

  it('uses the request’s host and forwarded protocol when SITE_URL is unset, never localhost:3000', () => {
    vi.stubEnv('SITE_URL', '');
    expect(requestSiteUrl(headersOf({ host: 'pumps.example.in', 'x-forwarded-proto': 'https, http' }))).toBe(
      'https://pumps.example.in',
    );
    expect(requestSiteUrl(headersOf({ host: '192.168.1.20:3000' }))).toBe('http://192.168.1.20:3000');
  });
});
