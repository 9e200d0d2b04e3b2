import { z } from 'zod';
import { publicFileSchema } from '../common';

/**
 * Pictures and videos, shared by the resource schemas (content/resources, content/home).
 */

/** A picture with its text alternative. */
export const imageSchema = z
  .object({
    /** Site path of the picture, e.g. `/images/events/kenya2025-1.webp`. */
    src: publicFileSchema,
    /** Text alternative saying what the picture shows (not 'image of ...'). */
    alt: z.string().min(1),
  })
  .strict();
export type Image = z.infer<typeof imageSchema>;

/** Site-internal link target such as `/resources/news-and-events` or `/dealers#contact`. */
export const internalHrefSchema = z
  .string()
  .regex(/^\/[A-Za-z0-9\-/]*(?:#[A-Za-z0-9-]+)?$/, 'must be a site path such as /resources/news-and-events');

/**
 * Id of a video on the video-sharing provider (the `v=` value of a watch URL): exactly
 * 11 characters of letters, digits, `-` and `_`.
 */
export const videoIdSchema = z.string().regex(/^[A-Za-z0-9_-]{11}$/, 'must be an 11-character video id');

/** A local video file served from `public/media/`. */
export const localVideoSchema = z
  .object({
    /** Caption shown with the player. */
    title: z.string().min(1),
    /** MP4 (H.264) file, e.g. `/media/showroom-kenya.mp4`. */
    src: publicFileSchema.refine((p) => /^\/media\/[a-z0-9-]+\.mp4$/.test(p), 'must be /media/{name}.mp4'),
    /** Still frame shown before playback, e.g. `/images/pages/showroom-kenya-poster.webp`. */
    poster: publicFileSchema,
  })
  .strict();
export type LocalVideo = z.infer<typeof localVideoSchema>;

/** A video embedded from the video-sharing provider. */
export const embeddedVideoSchema = z
  .object({
    /** Caption and iframe title. */
    title: z.string().min(1),
    /** Provider video id. */
    videoId: videoIdSchema,
    /**
     * Poster drawn from the site's own pictures (never the provider's thumbnail, which would call
     * its host before the visitor presses play), e.g. `/images/blogs/tanzania-saline-borehole-case-study.webp`.
     */
    poster: publicFileSchema,
    /** Running time as `m:ss` or `h:mm:ss`, shown on the poster when known, e.g. `3:42`. */
    duration: z
      .string()
      .regex(/^(?:\d+:)?[0-5]?\d:[0-5]\d$/, 'must be a running time such as 3:42 or 1:02:05')
      .optional(),
  })
  .strict();
export type EmbeddedVideo = z.infer<typeof embeddedVideoSchema>;
