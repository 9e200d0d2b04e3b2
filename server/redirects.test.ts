import { describe, expect, it } from 'vitest';
import { redirectTarget } from './redirects';

describe('redirectTarget (issue 51)', () => {
  it('removes a trailing slash and makes repeated slashes one, never leaving a //host Location', () => {
    expect(redirectTarget('/about-us/')).toBe('/about-us');
    expect(redirectTarget('//about-us')).toBe('/about-us');
    expect(redirectTarget('//evil.example/')).toBe('/evil.example');
    expect(redirectTarget('/products//50HZ///submersible-pumps/')).toBe('/products/50HZ/submersible-pumps');
    expect(redirectTarget('//')).toBe('/');
  });

  it('leaves a path spelt as the site serves it', () => {
    for (const path of ['/', '/about-us', '/products/50HZ', '/api/pumps/models/KS4-05%2F24']) {
      expect(redirectTarget(path)).toBeUndefined();
    }
  });
});
