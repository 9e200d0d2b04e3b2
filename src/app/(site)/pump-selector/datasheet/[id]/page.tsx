import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { paths } from '@/config/paths';
import { DatasheetPage, datasheetOutcome } from '@/features/pump-selection/index.server';
import { toSearchParams } from '@/lib/search-params';

export async function generateMetadata({ params }: PageProps<'/pump-selector/datasheet/[id]'>): Promise<Metadata> {
  const { id } = await params;
  const sheet = datasheetOutcome(id, new URLSearchParams());
  if (!sheet) return {};
  return {
    title: `${sheet.model.model} datasheet`,
    description: `Curves, performance table, motor and build data of the ${sheet.model.model} (${sheet.productTitle}, ${sheet.model.frequencyHz} Hz), at your duty point when opened from the pump selector.`,
    alternates: { canonical: paths.pumpDatasheet(id) },
  };
}

/** /pump-selector/datasheet/{id}[?flow=&head=…] (issue 25): rendered per request, so the duty in the URL is marked. */
export default async function DatasheetRoute({ params, searchParams }: PageProps<'/pump-selector/datasheet/[id]'>) {
  const { id } = await params;
  const sheet = datasheetOutcome(id, toSearchParams(await searchParams));
  if (!sheet) notFound();
  return <DatasheetPage sheet={sheet} />;
}
