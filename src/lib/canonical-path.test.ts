import { describe, expect, it } from 'vitest';
import { canonicalPath, hasUnreservedEscape } from './canonical-path';

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
