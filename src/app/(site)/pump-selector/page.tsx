import type { Metadata } from 'next';
import { paths } from '@/config/paths';
import { PumpSelectorPage } from '@/features/pump-selection/index.server';
import { toSearchParams } from '@/lib/http/search-params';

export const metadata: Metadata = {
  title: 'Find your pump',
  description:
    'Pump selector: enter your flow and head and get every Kavex pump that delivers them, ranked by efficiency, with its operating point, power and running cost per year.',
  alternates: { canonical: paths.pumpSelector },
};

/** /pump-selector (issue 12): rendered per request from the URL, so a selection is a link that works without JavaScript. */
export default async function PumpSelectorRoute({ searchParams }: PageProps<'/pump-selector'>) {
  return <PumpSelectorPage searchParams={toSearchParams(await searchParams)} />;
}
