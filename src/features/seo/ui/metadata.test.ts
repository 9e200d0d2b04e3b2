import { describe, expect, it } from 'vitest';
import { pageMetadata, rootMetadata } from './metadata';

describe('rootMetadata', () => {
  it('sets defaults without a title or description in og/twitter, so each page fills its own', () => {
    const metadata = rootMetadata();
    expect(metadata.openGraph).toEqual({ type: 'website', siteName: 'Kavex Pumps', locale: 'en_IN' });
    expect(metadata.twitter).toEqual({ card: 'summary_large_image' });
    expect(metadata.alternates).toBeUndefined();
  });
});

describe('pageMetadata', () => {
  it('gives the canonical path, og:url, site name and a short description, and leaves the image to opengraph-image files', () => {
    const metadata = pageMetadata({
      title: 'A post',
      description: 'word '.repeat(80),
      path: '/resources/blogs/a-post',
      type: 'article',
      publishedTime: '2025-04-15',
    });
    expect(metadata.alternates).toEqual({ canonical: '/resources/blogs/a-post' });
    expect(metadata.openGraph).toMatchObject({
      type: 'article',
      url: '/resources/blogs/a-post',
      siteName: 'Kavex Pumps',
      publishedTime: '2025-04-15',
    });
    // A page-level `images` key, even undefined, would override the generated share image.
    expect(Object.prototype.hasOwnProperty.call(metadata.openGraph, 'images')).toBe(false);
    expect(Object.prototype.hasOwnProperty.call(metadata.twitter, 'images')).toBe(false);
    expect(String(metadata.description).length).toBeLessThanOrEqual(160);
    expect(pageMetadata({ title: 'T', description: 'D', path: '/t', noIndex: true }).robots).toEqual({
      index: false,
      follow: true,
    });
  });
});
