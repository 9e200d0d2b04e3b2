import { describe, expect, it } from 'vitest';
import { config } from './proxy';

/** Whether Next.js runs the proxy for a path (the matcher is one anchored regular expression). */
const runsOn = (path: string) => new RegExp(`^${config.matcher[0]}$`).test(path);

describe('where the CSP proxy runs (issue 11, defect 4)', () => {
  it('runs on documents', () => {
    for (const path of ['/', '/about-us', '/products/50HZ/submersible-pumps', '/pump-selector']) {
      expect(runsOn(path), path).toBe(true);
    }
  });

  it('never on the API (Next.js would buffer the whole body first), static files or build assets', () => {
    for (const path of [
      '/api/enquiries',
      '/api/health',
      '/images/products/x.webp',
      '/_img/products/x.webp.540.avif',
      '/_img/banners/50hz-submersible-pumps.webp.1920.webp',
      '/brochures/catalogue-50hz.pdf',
      '/videos/hero.mp4',
      '/_next/static/chunks/a.js',
      '/_next/image',
      '/favicon.ico',
      '/sitemap.xml',
    ]) {
      expect(runsOn(path), path).toBe(false);
    }
  });
});
