import { describe, expect, it } from 'vitest';
import { pageViewEvent, pageViewEventName } from './page-view';

describe('pageViewEventName', () => {
  it.each([
    ['/', 'homepage-view'],
    ['', 'homepage-view'],
    ['/?utm_source=x', 'homepage-view'],
    ['/contact-us', 'contact_page_view'],
    ['/contact-us/', 'contact_page_view'],
    ['/about-us', 'about-us-view'],
    ['/dealers', 'dealers-view'],
    ['/resources/blogs', 'resources-blogs-view'],
    ['/resources/blogs/industries-we-serve', 'resources-blogs-industries-we-serve-view'],
    ['/products/50HZ/submersible-pumps', 'products-50hz-submersible-pumps-view'],
    ['/products/60HZ/pipes/uPVC-pipes', 'products-60hz-pipes-upvc-pipes-view'],
    ['/products/e-pump#top', 'products-e-pump-view'],
    ['/a%20b/C__D', 'a-b-c-d-view'],
  ])('%s -> %s', (path, name) => {
    expect(pageViewEventName(path)).toBe(name);
  });
});

describe('pageViewEvent', () => {
  it('carries the path, full URL and title', () => {
    expect(pageViewEvent(new URL('https://example.com/dealers?x=1'), 'Dealers | Kavex Pumps')).toEqual({
      event: 'dealers-view',
      page_path: '/dealers',
      page_location: 'https://example.com/dealers?x=1',
      page_title: 'Dealers | Kavex Pumps',
    });
  });
});
