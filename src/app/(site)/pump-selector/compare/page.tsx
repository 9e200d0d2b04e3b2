import type { Metadata } from 'next';
import { paths } from '@/config/paths';
import { ComparePage } from '@/features/pump-selection/index.server';
import { toSearchParams } from '@/lib/http/search-params';

export const metadata: Metadata = {
  title: 'Compare pumps',
  description:
    'Up to three Kavex pump models side by side at your duty point: curves, efficiency, power, current and dimensions.',
  alternates: { canonical: paths.pumpCompare },
};

/** /pump-selector/compare?models=A,B,C (issue 12): rendered per request from the URL. */
export default async function CompareRoute({ searchParams }: PageProps<'/pump-selector/compare'>) {
  return <ComparePage searchParams={toSearchParams(await searchParams)} />;
}
