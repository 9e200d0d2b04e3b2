/**
 * A news item as staff enter one, shared by the back-office tests (tests/support/test-cms.ts) and
 * `bench:lighthouse`'s publish (which must not load the test back office and its database drivers).
 */

/** A news item with every required field, valid, and one photo the site has; `fields` added or replacing. */
export function testEvent(fields: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    slug: 'lusaka2026',
    title: 'Lusaka Agritech Expo 2026',
    location: 'Lusaka, Zambia',
    year: 2026,
    summary: 'Solar borehole sets for smallholders.',
    photos: [{ picture: { src: '/images/events/zambia2025-1.webp', alt: 'Our stand in Lusaka' } }],
    ...fields,
  };
}
