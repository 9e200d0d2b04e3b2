import type { Metadata } from 'next';

export const metadata: Metadata = { title: 'Page Not Found', robots: { index: false } };

/**
 * Not-found page for every path outside the route table (HTTP 404). SPEC 2.1: the heading
 * 'Page Not Found' and no further content.
 */
export default function NotFound() {
  return (
    <section className="container-page flex min-h-[50vh] items-center justify-center py-24">
      <h1 className="text-display font-bold text-navy-900">Page Not Found</h1>
    </section>
  );
}
