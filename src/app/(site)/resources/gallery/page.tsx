import type { Metadata } from 'next';
import { paths } from '@/config/paths';
import { getPublishedAward, getPublishedGallery } from '@/cms/content';
import { GalleryPage } from '@/features/resources';

export const metadata: Metadata = {
  title: 'Gallery',
  description:
    'Photos and videos of Kavex Pumps: showrooms in Kenya, Libya and Morocco, dealer meets, field installations across East Africa and our company films.',
  alternates: { canonical: paths.gallery },
};

/** /resources/gallery (SPEC 2.11), with the gallery items published in the back office. */
export default async function GalleryRoute() {
  const [award, gallery] = await Promise.all([getPublishedAward(), getPublishedGallery()]);
  return <GalleryPage award={award} gallery={gallery} />;
}
