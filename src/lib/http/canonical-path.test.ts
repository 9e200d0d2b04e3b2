import { describe, expect, it } from 'vitest';
import { canonicalPath, hasUnreservedEscape, quoteUndecodableEscapes } from './canonical-path';

describe('canonicalPath (RFC 3986 §6.2.2.2, issue 27 finding 1)', () => {
  it('decodes escapes of unreserved characters, in either case of hex digit', () => {
    expect(canonicalPath('/%61bout-us')).toBe('/about-us');
    expect(canonicalPath('/about%2Dus')).toBe('/about-us');
    expect(canonicalPath('/%70ump-selector')).toBe('/pump-selector');
    expect(canonicalPath('/products/50HZ/submersible-pump%73')).toBe('/products/50HZ/submersible-pumps');
    expect(canonicalPath('/a%5fb%7Ec%2e%30%39%41%5A%7a')).toBe('/a_b~c.09AZz');
  });

  it('keeps escapes whose decoding would change the path: slash, percent, reserved and non-ASCII', () => {
    for (const path of ['/a%2Fb', '/%2561bout-us', '/a%20b', '/%E0%A4%A', '/x%3Fy', '/%40', '/%5B', '/%60', '/%7B']) {
      expect(canonicalPath(path)).toBe(path);
      expect(hasUnreservedEscape(path)).toBe(false);
    }
    expect(hasUnreservedEscape('/%61bout-us')).toBe(true);
  });
});

describe('quoteUndecodableEscapes (issue 51)', () => {
  it('escapes the % of a segment that is not percent-encoded UTF-8, so it routes as literal text', () => {
    expect(quoteUndecodableEscapes('/api/pumps/models/%ff')).toBe('/api/pumps/models/%25ff');
    // An overlong encoding of "/" (not UTF-8) and a truncated escape.
    expect(quoteUndecodableEscapes('/api/pumps/models/%C0%AF')).toBe('/api/pumps/models/%25C0%25AF');
    expect(quoteUndecodableEscapes('/products/50HZ/%ff')).toBe('/products/50HZ/%25ff');
    expect(quoteUndecodableEscapes('/products/50HZ/submersible-pumps/%E0%A4%A')).toBe(
      '/products/50HZ/submersible-pumps/%25E0%25A4%25A',
    );
  });

  it('keeps every segment that decodes as sent', () => {
    for (const path of ['/about-us', '/a%2Fb', '/%E0%A4%A8', '/api/pumps/models/KS4-05%2F24', '/x%20y']) {
      expect(quoteUndecodableEscapes(path)).toBe(path);
    }
    expect(quoteUndecodableEscapes('/%E0%A4%A8/%ff')).toBe('/%E0%A4%A8/%25ff');
  });
});
