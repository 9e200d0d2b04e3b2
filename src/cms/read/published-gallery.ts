import type { Payload, Where } from 'payload';
import type { EmbeddedVideo, GalleryBody, LocalVideo, TitledImage } from '@/content/schemas/resources';
import { galleryVideoHeadings } from '../collections/gallery';
import { findPublished } from './find-published';
import { pictureSrc, uploadPath, type PictureValue } from './picture';

/** The Gallery page and its award as published in the back office (see `published.ts`). */

/** A gallery item as the Local API returns it at depth 1. */
interface GalleryDoc {
  slug: string;
  title: string;
  kind: 'award' | 'video' | 'embedded-video' | 'photo-grid';
  section: string;
  description?: string | null;
  picture?: PictureValue | null;
  videoFile?: { upload?: { url?: string | null } | number | null; src?: string | null } | null;
  videoId?: string | null;
  duration?: string | null;
  photos?: { picture: PictureValue }[] | null;
}

/** The published gallery items of `where`, in their order. */
async function galleryItems(payload: Payload, where: Where): Promise<GalleryDoc[]> {
  return (await findPublished(payload, 'gallery', { where, sort: ['order', 'createdAt'], depth: 1 })) as GalleryDoc[];
}

/**
 * The award shown at the top of the Gallery and the News and Events pages: the first published item
 * of the award section, or undefined when none is published (the pages then leave the section out).
 */
export async function publishedAward(payload: Payload): Promise<TitledImage | undefined> {
  const [award] = await galleryItems(payload, { section: { equals: 'award' } });
  if (!award) return undefined;
  return {
    src: pictureSrc(award.picture, `gallery/${award.slug}/picture`),
    alt: award.picture?.alt ?? '',
    title: award.title,
  };
}

/**
 * The Gallery page below the award (SPEC 2.11): the two local videos, the embedded-video groups
 * (Company, Behind the scenes & Insights, Field Installations And Testimonials; a group without a
 * published video is left out), the showroom videos and the photo grids, each in its items' order.
 * A group's note is the description of its first item that has one.
 */
export async function publishedGallery(payload: Payload): Promise<GalleryBody> {
  const items = await galleryItems(payload, { section: { not_equals: 'award' } });
  const inSection = (section: string) => items.filter((item) => item.section === section);
  const localVideo = (item: GalleryDoc): LocalVideo => {
    const upload = item.videoFile?.upload;
    const src = upload && typeof upload === 'object' && upload.url ? uploadPath(upload.url) : item.videoFile?.src;
    if (!src) throw new Error(`gallery/${item.slug}: the video has neither an upload nor a site path`);
    return { title: item.title, src, poster: pictureSrc(item.picture, `gallery/${item.slug}/picture`) };
  };
  const embeddedVideo = (item: GalleryDoc): EmbeddedVideo => ({
    title: item.title,
    videoId: String(item.videoId),
    poster: pictureSrc(item.picture, `gallery/${item.slug}/picture`),
    ...(item.duration ? { duration: item.duration } : {}),
  });
  const groupSections = ['company', 'behind-the-scenes', 'field-installations'] as const;
  return {
    videos: inSection('videos').map(localVideo),
    videoGroups: groupSections
      .map((section) => ({ section, videos: inSection(section) }))
      .filter((group) => group.videos.length > 0)
      .map(({ section, videos }) => ({
        title: galleryVideoHeadings[section],
        description: videos.find((video) => video.description)?.description ?? '',
        videos: videos.map(embeddedVideo),
      })),
    showroomVideos: {
      title: galleryVideoHeadings['showroom-videos'],
      videos: inSection('showroom-videos').map(localVideo),
    },
    grids: inSection('photo-grids').map((grid) => ({
      id: grid.slug,
      title: grid.title,
      images: (grid.photos ?? []).map((photo, n) => ({
        src: pictureSrc(photo.picture, `gallery/${grid.slug}/photos/${n}`),
        alt: photo.picture.alt ?? '',
      })),
    })),
  };
}
