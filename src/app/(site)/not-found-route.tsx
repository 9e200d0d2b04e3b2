import type { Metadata } from 'next';
import { NotFoundPage } from '@/features/not-found';

/**
 * The site's not-found boundary for the segments whose pages call `notFound()`: the product pages,
 * a model's web datasheet and a blog post (each segment's `not-found.tsx` re-exports this). Not at
 * the root of `(site)`: a not-found boundary's page travels in the RSC payload of every page under
 * its segment, and the root's cost each page rendered per request (the selector, search, borewell
 * and solar pages, compare) about 3.4 KB of payload and 40 elements rendered for nothing (issue 51,
 * item 3). Paths that match no route get `global-not-found.tsx`, the same page in the site's document.
 */
export const notFoundMetadata: Metadata = { title: 'Page Not Found', robots: { index: false } };

/** The 404 page of a segment that calls `notFound()` (HTTP 404). */
export function NotFoundRoute() {
  return <NotFoundPage />;
}
