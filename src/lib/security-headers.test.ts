import { describe, expect, it } from 'vitest';
import {
  buildContentSecurityPolicy,
  HSTS_MAX_AGE_SECONDS,
  parseCsp,
  staticSecurityHeaders,
  thirdPartySources,
  unsafeScriptSources,
} from './security-headers';

const hash = "'sha256-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA='";

describe('staticSecurityHeaders', () => {
  const headers = Object.fromEntries(staticSecurityHeaders().map(({ key, value }) => [key, value]));

  it('sets HSTS for one year with subdomains, nosniff, the referrer policy, framing and CORP', () => {
    expect(HSTS_MAX_AGE_SECONDS).toBe(365 * 24 * 60 * 60);
    expect(headers['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains');
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    // no-referrer would make browsers send `Origin: null` on form posts, which the enquiry API rejects.
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['X-Frame-Options']).toBe('DENY');
    expect(headers['Cross-Origin-Resource-Policy']).toBe('same-site');
  });

  it('denies unused browser features and allows player features to the video host only', () => {
    const policy = headers['Permissions-Policy']!;
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb'])
      expect(policy).toContain(`${feature}=()`);
    expect(policy).toContain('fullscreen=(self "https://www.youtube-nocookie.com")');
    expect(policy).not.toMatch(/=\*/);
  });
});

describe('buildContentSecurityPolicy', () => {
  it('is strict in production: hashes, no unsafe script source, default-src none', () => {
    const csp = parseCsp(buildContentSecurityPolicy({ scriptHashes: [hash], tagManager: false }));
    expect(csp['default-src']).toEqual(["'none'"]);
    expect(csp['script-src']).toContain("'self'");
    expect(csp['script-src']).toContain(hash);
    for (const unsafe of unsafeScriptSources) expect(csp['script-src']).not.toContain(unsafe);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['form-action']).toEqual(["'self'"]);
    expect(csp['style-src']).toContain("'unsafe-inline'");
    expect(csp['upgrade-insecure-requests']).toBeUndefined();
  });

  it('names exactly the third parties in use: the tag manager only when a container is configured', () => {
    const without = parseCsp(buildContentSecurityPolicy({ tagManager: false }));
    const withTags = parseCsp(buildContentSecurityPolicy({ tagManager: true }));
    expect(without['script-src']).not.toContain('https://www.googletagmanager.com');
    expect(withTags['script-src']).toContain('https://www.googletagmanager.com');
    expect(without['script-src']).toEqual(expect.arrayContaining([...thirdPartySources.translate['script-src']]));
    expect(without['frame-src']).toEqual(['https://www.youtube-nocookie.com']);
    const origins = (csp: Record<string, string[]>) =>
      new Set(
        Object.values(csp)
          .flat()
          .filter((source) => source.startsWith('https://'))
          .map((source) => new URL(source.replace('*.', 'x.')).hostname.replace(/^x\./, '')),
      );
    expect([...origins(withTags)].sort()).toEqual(
      [
        'analytics.google.com',
        'google-analytics.com',
        'translate-pa.googleapis.com',
        'translate.google.com',
        'translate.googleapis.com',
        'www.google.com',
        'www.googletagmanager.com',
        'www.gstatic.com',
        'www.youtube-nocookie.com',
      ].sort(),
    );
  });

  it('relaxes script-src only for next dev, and upgrades requests only on HTTPS sites', () => {
    const dev = parseCsp(buildContentSecurityPolicy({ tagManager: false, development: true }));
    expect(dev['script-src']).toEqual(expect.arrayContaining(["'unsafe-eval'", "'unsafe-inline'"]));
    const https = parseCsp(buildContentSecurityPolicy({ tagManager: false, https: true }));
    expect(https['upgrade-insecure-requests']).toEqual([]);
  });

  it('names a per-request nonce for pages rendered per request, but never in development', () => {
    const dynamic = parseCsp(buildContentSecurityPolicy({ tagManager: false, nonce: 'abc123' }));
    expect(dynamic['script-src']).toContain("'nonce-abc123'");
    expect(dynamic['script-src']).not.toContain("'unsafe-inline'");
    const dev = parseCsp(buildContentSecurityPolicy({ tagManager: false, nonce: 'abc123', development: true }));
    expect(dev['script-src']).not.toContain("'nonce-abc123'");
  });

  it('parses back what it serialises and rejects a repeated directive', () => {
    const header = buildContentSecurityPolicy({ scriptHashes: [hash], tagManager: true });
    expect(parseCsp(header)['script-src']).toContain(hash);
    expect(() => parseCsp("script-src 'self'; script-src 'none'")).toThrow(/Duplicate/);
  });
});
