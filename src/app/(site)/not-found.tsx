import type { Metadata } from 'next';
import { NotFoundPage } from '@/features/not-found';

export const metadata: Metadata = { title: 'Page Not Found', robots: { index: false } };

/** Not-found page for every path outside the route table (HTTP 404). */
export default function NotFound() {
  return <NotFoundPage />;
}
