import { fixedPageMetadata } from '@/config/page-metadata';
import { getPublishedAward, getPublishedGallery } from '@/cms/content';
import { GalleryPage } from '@/features/resources';

export const metadata = fixedPageMetadata('gallery');

/** /resources/gallery (SPEC 2.11), with the gallery items published in the back office. */
export default async function GalleryRoute() {
  const [award, gallery] = await Promise.all([getPublishedAward(), getPublishedGallery()]);
  return <GalleryPage award={award} gallery={gallery} />;
}
