import { describe, expect, it } from 'vitest';
import { buildContentSecurityPolicy, parseCsp, staticSecurityHeaders, unsafeScriptSources } from './security-headers';

const hash = "'sha256-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA='";

describe('staticSecurityHeaders', () => {
  const headers = Object.fromEntries(staticSecurityHeaders().map(({ key, value }) => [key, value]));

  it('sets HSTS for one year with subdomains, nosniff, the referrer policy, framing and CORP', () => {
    expect(headers['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains');
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    // no-referrer would make browsers send `Origin: null` on form posts, which the enquiry API rejects.
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['X-Frame-Options']).toBe('DENY');
    expect(headers['Cross-Origin-Resource-Policy']).toBe('same-site');
    expect(headers['Cross-Origin-Opener-Policy']).toBe('same-origin');
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

  // Written out here, not read from the production constants, so that a widened source fails the test.
  it('names exactly the third parties in use, scripts by their exact paths (issue 11)', () => {
    const without = parseCsp(buildContentSecurityPolicy({ tagManager: false }));
    const withTags = parseCsp(buildContentSecurityPolicy({ tagManager: true }));
    expect(without['script-src']).toEqual([
      "'self'",
      'https://translate.google.com/translate_a/element.js',
      'https://translate.googleapis.com/_/translate_http/',
      'https://www.gstatic.com/_/translate_http/',
    ]);
    expect(withTags['script-src']).toEqual([
      "'self'",
      'https://translate.google.com/translate_a/element.js',
      'https://translate.googleapis.com/_/translate_http/',
      'https://www.gstatic.com/_/translate_http/',
      'https://www.googletagmanager.com/gtm.js',
      'https://www.googletagmanager.com/gtag/js',
    ]);
    // No whole host that serves arbitrary scripts (a known CSP bypass) anywhere in script-src.
    for (const source of withTags['script-src']!) expect(source).not.toMatch(/^https:\/\/www\.gstatic\.com\/?$/);
    expect(without['frame-src']).toEqual(['https://www.youtube-nocookie.com']);
    expect(withTags['connect-src']).toEqual([
      "'self'",
      'https://translate.googleapis.com/translate_a/',
      'https://translate.googleapis.com/element/log',
      'https://translate-pa.googleapis.com/v1/',
      'https://www.googletagmanager.com/a',
      'https://www.googletagmanager.com/td',
      'https://*.google-analytics.com/g/collect',
      'https://*.analytics.google.com/g/collect',
    ]);
    expect(withTags['img-src']).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://translate.google.com/translate_static/img/',
      'https://translate.googleapis.com/translate_static/img/',
      'https://www.gstatic.com/images/branding/',
      'https://www.google.com/images/cleardot.gif',
      'https://www.googletagmanager.com/a',
      'https://www.googletagmanager.com/td',
      'https://*.google-analytics.com/g/collect',
    ]);
    expect(withTags['style-src']).toEqual([
      "'self'",
      "'unsafe-inline'",
      'https://translate.googleapis.com/translate_static/css/',
      'https://www.gstatic.com/_/translate_http/',
    ]);
  });

  it('names no bare third-party host in any directive, only paths on it (issue 27, finding 7)', () => {
    const csp = parseCsp(buildContentSecurityPolicy({ tagManager: true }));
    for (const [directive, sources] of Object.entries(csp)) {
      if (directive === 'frame-src') continue; // A frame is a whole document: its origin is the unit.
      for (const source of sources.filter((s) => /^https?:/.test(s))) {
        expect(new URL(source.replace('*.', 'wildcard.')).pathname, `${directive} ${source}`).not.toBe('/');
      }
    }
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
