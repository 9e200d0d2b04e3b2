import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { paths } from '@/config/paths';
import { DatasheetPage, datasheetOutcome } from '@/features/pump-selection/index.server';
import { toSearchParams } from '@/lib/http/search-params';
import { requestSiteUrl } from '@/lib/http/site-url';

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
  const query = toSearchParams(await searchParams);
  const sheet = datasheetOutcome(id, query);
  if (!sheet) notFound();
  const search = query.toString();
  const onlineHref = `${requestSiteUrl(await headers())}${paths.pumpDatasheet(id)}${search ? `?${search}` : ''}`;
  return <DatasheetPage sheet={sheet} onlineHref={onlineHref} />;
}
