/**
 * The home page's event banner (the `event-banner` global) as staff fill it in, shared by the
 * back-office tests.
 */

/** An event banner with every required field, valid, published, with a picture the site has; `fields` added or replacing. */
export function testEventBanner(fields: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    title: 'Agritech Expo 2026',
    date: '2026-04-22T00:00:00.000Z',
    location: 'Chisamba, Zambia',
    picture: { src: '/images/pages/home-popup.webp', alt: 'Our stand at the expo' },
    link: { label: 'See the event photos', href: '/resources/news-and-events' },
    _status: 'published',
    ...fields,
  };
}
