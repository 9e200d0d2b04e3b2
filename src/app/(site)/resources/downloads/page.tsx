import { fixedPageMetadata } from '@/config/page-metadata';
import { getPublishedBrochures } from '@/cms/content';
import { DownloadsPage } from '@/features/resources';

export const metadata = fixedPageMetadata('downloads');

/** /resources/downloads (SPEC 2.11), with the brochures published in the back office. */
export default async function DownloadsRoute() {
  return <DownloadsPage brochures={await getPublishedBrochures()} />;
}
