import { describe, expect, it } from 'vitest';
import { pathAfterLeaving, previewLink, previewPath, previewSubjectOf } from './target';

describe('where a preview opens and where leaving it returns (issue 45 point 3)', () => {
  it('opens a post on its page, an event at its carousel, a dealer at its card, the banner on the home page', () => {
    expect(previewPath({ collection: 'posts', id: '7' }, { slug: 'solar-pumps' })).toBe('/resources/blogs/solar-pumps');
    expect(previewPath({ collection: 'events', id: '3' }, { slug: 'kenya2025' })).toBe(
      '/resources/news-and-events#event-kenya2025',
    );
    expect(previewPath({ collection: 'dealers', id: '9' }, { slug: 'kilimo-pumps', country: 'KE' })).toBe(
      '/dealers?country=KE#dealer-kilimo-pumps',
    );
    expect(previewPath({ global: 'event-banner' }, {})).toBe('/');
  });

  it('reads back the subject of the admin’s link, and nothing else', () => {
    expect(previewSubjectOf(new URL(`http://x${previewLink({ collection: 'posts', id: '12' })}`).searchParams)).toEqual(
      { collection: 'posts', id: '12' },
    );
    expect(previewSubjectOf(new URLSearchParams('global=event-banner'))).toEqual({ global: 'event-banner' });
    expect(previewSubjectOf(new URLSearchParams('collection=users&id=1'))).toBeUndefined();
    expect(previewSubjectOf(new URLSearchParams('collection=posts&id=../1'))).toBeUndefined();
    expect(previewSubjectOf(new URLSearchParams('global=event-banner&collection=posts'))).toBeUndefined();
  });

  it('returns to the page the preview was left from, never to another site or the admin', () => {
    const self = 'https://www.kavex.example/api/preview/exit';
    expect(pathAfterLeaving('https://www.kavex.example/dealers?country=ZM', self)).toBe('/dealers?country=ZM');
    expect(pathAfterLeaving('https://evil.example/phish', self)).toBe('/');
    expect(pathAfterLeaving('https://www.kavex.example/admin/collections/posts', self)).toBe('/');
    expect(pathAfterLeaving(null, self)).toBe('/');
    expect(pathAfterLeaving('not a url', self)).toBe('/');
    // Next.js may build the request's URL as localhost for a browser that asked 127.0.0.1: the Host
    // header names the site as the browser did.
    const built = 'http://localhost:3100/api/preview/exit';
    expect(pathAfterLeaving('http://127.0.0.1:3100/resources/news-and-events', built, '127.0.0.1:3100')).toBe(
      '/resources/news-and-events',
    );
    expect(pathAfterLeaving('http://evil.example/x', built, '127.0.0.1:3100')).toBe('/');
  });
});
