import type { Metadata } from 'next';
import { paths } from '@/config/paths';
import { getPublishedBrochures } from '@/cms/content';
import { DownloadsPage } from '@/features/resources';

export const metadata: Metadata = {
  title: 'Downloads',
  description:
    'Download Kavex Pumps brochures as PDF: submersible pumps and motors, pressure boosting, end suction, waste-water pumps and more, for 50 Hz and 60 Hz.',
  alternates: { canonical: paths.downloads },
};

/** /resources/downloads (SPEC 2.11), with the brochures published in the back office. */
export default async function DownloadsRoute() {
  return <DownloadsPage brochures={await getPublishedBrochures()} />;
}
