import { z } from 'zod';
import { embeddedVideoSchema, imageSchema, localVideoSchema } from './media';

/**
 * News and events photo sets (SPEC 2.11, 3.2) and the Gallery page (SPEC 2.11), from `content/resources/`.
 */

/** One event photo set shown as an auto-playing carousel. */
export const eventSetSchema = z
  .object({
    /** Set id, also the image file prefix: `/images/events/{id}-{n}.webp`. */
    id: z.string().regex(/^[a-z]+\d{4}$/, 'must be a place followed by a year, e.g. kenya2025'),
    /** Heading, e.g. 'Kenya Product Launch 2025'. */
    title: z.string().min(1),
    /** City and country, e.g. 'Nairobi, Kenya'. */
    location: z.string().min(1),
    /** Year the event took place. */
    year: z.number().int().min(2000).max(2100),
    /** One sentence under the heading. */
    summary: z.string().min(1),
    /** Photos in carousel order; n in the file name runs 1, 2, 3 ... */
    images: z.array(imageSchema).min(1),
  })
  .strict()
  .superRefine((e, ctx) => {
    if (!e.id.endsWith(String(e.year)))
      ctx.addIssue({ code: 'custom', path: ['year'], message: `must match the id ${e.id}` });
    e.images.forEach((image, i) => {
      const expected = `/images/events/${e.id}-${i + 1}.webp`;
      if (image.src !== expected)
        ctx.addIssue({ code: 'custom', path: ['images', i, 'src'], message: `must be ${expected}` });
    });
  });
export type EventSet = z.infer<typeof eventSetSchema>;

/** `content/resources/events.json`: event sets in page order (newest first as the owner lists them). */
export const eventsFileSchema = z.array(eventSetSchema).min(1);

// ---------------------------------------------------------------------------------------------
// Gallery (SPEC 2.11)

/** A titled picture such as the award. */
export const titledImageSchema = imageSchema
  .extend({
    /** Caption shown under the picture. */
    title: z.string().min(1),
  })
  .strict();
export type TitledImage = z.infer<typeof titledImageSchema>;

/** A group of embedded videos, e.g. 'Company'. */
export const videoGroupSchema = z
  .object({
    /** Group heading. */
    title: z.string().min(1),
    /** Note for the owner and visitors about the group (e.g. that ids are placeholders to replace). */
    description: z.string().min(1),
    /** Videos in display order. */
    videos: z.array(embeddedVideoSchema).min(1),
  })
  .strict();
export type VideoGroup = z.infer<typeof videoGroupSchema>;

/** Gallery photo grid ids; also the image file prefix `/images/gallery/{id}-{n}.webp`. */
export const galleryGridIdSchema = z.enum(['meets', 'libya-showroom', 'morocco-showroom', 'east-africa']);
export type GalleryGridId = z.infer<typeof galleryGridIdSchema>;

/** A photo grid of the gallery. */
export const galleryGridSchema = z
  .object({
    /** Grid id and file prefix. */
    id: galleryGridIdSchema,
    /** Heading, e.g. 'Libya Showroom'. */
    title: z.string().min(1),
    /** Photos in order; n in the file name runs 1, 2, 3 ... */
    images: z.array(imageSchema).min(1),
  })
  .strict()
  .superRefine((g, ctx) => {
    g.images.forEach((image, i) => {
      const expected = `/images/gallery/${g.id}-${i + 1}.webp`;
      if (image.src !== expected)
        ctx.addIssue({ code: 'custom', path: ['images', i, 'src'], message: `must be ${expected}` });
    });
  });
export type GalleryGrid = z.infer<typeof galleryGridSchema>;

/** `content/resources/gallery.json` (sections in page order). */
export const galleryFileSchema = z
  .object({
    /** Award picture shown at the top of the Gallery and News and Events pages. */
    award: titledImageSchema,
    /** The two local videos: a showroom in Kenya and a Milan event. */
    videos: z.array(localVideoSchema).length(2),
    /** Embedded videos in groups: Company, Behind the scenes & Insights, Field Installations And Testimonials. */
    videoGroups: z.array(videoGroupSchema).min(1),
    /** Showroom videos of a second country (Morocco). */
    showroomVideos: z
      .object({
        /** Section heading. */
        title: z.string().min(1),
        /** The videos. */
        videos: z.array(localVideoSchema).min(1),
      })
      .strict(),
    /** Photo grids in page order: Meets, Libya showroom, Morocco showroom, East Africa. */
    grids: z.array(galleryGridSchema).min(1),
  })
  .strict();
export type Gallery = z.infer<typeof galleryFileSchema>;
/**
 * The Gallery page below the award: its videos, video groups and photo grids, as the back office
 * gives them (a grid's id is then any slug: staff may add grids).
 */
export type GalleryBody = Omit<Gallery, 'award' | 'grids'> & { grids: (Omit<GalleryGrid, 'id'> & { id: string })[] };
