import { z } from 'zod';
import { isoDateSchema } from '../blog';
import { publicFileSchema } from '../common';
import { internalHrefSchema, videoIdSchema } from './media';

/**
 * The home page (SPEC 2.3), from `content/home/home.json`.
 */

/** A link with its visible label. */
export const linkSchema = z
  .object({
    /** Visible text. */
    label: z.string().min(1),
    /** Site path. */
    href: internalHrefSchema,
  })
  .strict();

/** Industry slugs in SPEC order; also the image name `/images/industries/{slug}.webp`. */
export const industrySlugSchema = z.enum([
  'building-commercial',
  'industrial',
  'irrigation',
  'solar-pumps',
  'residential',
  'waste-water-management',
]);
export type IndustrySlug = z.infer<typeof industrySlugSchema>;

/** One industry tile (SPEC 3.2: image, name). */
export const industrySchema = z
  .object({
    /** Slug and image file name. */
    slug: industrySlugSchema,
    /** Tile name, e.g. 'Building & Commercial'. */
    name: z.string().min(1),
    /** Tile picture, `/images/industries/{slug}.webp`. */
    image: publicFileSchema,
    /** One sentence on what Kavex supplies for the industry. */
    text: z.string().min(1),
  })
  .strict()
  .refine((i) => i.image === `/images/industries/${i.slug}.webp`, {
    path: ['image'],
    message: 'must be /images/industries/{slug}.webp',
  });
export type Industry = z.infer<typeof industrySchema>;

/** A text block with a picture (home About Us blocks). */
export const featureBlockSchema = z
  .object({
    /** Block heading. */
    title: z.string().min(1),
    /** Paragraph. */
    text: z.string().min(1),
    /** Picture beside the text. */
    image: publicFileSchema,
    /** Text alternative of the picture. */
    alt: z.string().min(1),
  })
  .strict();
export type FeatureBlock = z.infer<typeof featureBlockSchema>;

/** An event the home page's banner announces (SPEC 2.3; issue 26). */
export const bannerEventSchema = z
  .object({
    /** Event name, e.g. 'Kenya Product Launch 2025' (also the banner's accessible name). */
    title: z.string().min(1),
    /** First day of the event, `YYYY-MM-DD`. */
    date: isoDateSchema,
    /** Last day of a multi-day event, `YYYY-MM-DD`; omitted for a one-day event. */
    endDate: isoDateSchema.optional(),
    /** City and country, e.g. 'Nairobi, Kenya'. */
    location: z.string().min(1),
    /** Banner picture (shown as a thumbnail). */
    image: publicFileSchema,
    /** Text alternative of the picture. */
    alt: z.string().min(1),
    /** Call to action. */
    link: linkSchema,
  })
  .strict()
  .refine((e) => e.endDate === undefined || e.endDate >= e.date, {
    path: ['endDate'],
    message: 'must not be before date',
  });
export type BannerEvent = z.infer<typeof bannerEventSchema>;

/** `content/home/home.json`. */
export const homeFileSchema = z
  .object({
    /**
     * Events the home page's event banner can announce (SPEC 2.3, 9; issue 26), in any order: it
     * shows the next upcoming one, or else the latest (see `src/features/home/domain/event-banner.ts`).
     */
    popup: z.array(bannerEventSchema).min(1),
    /** Looping, muted, autoplaying full-width video. */
    hero: z
      .object({
        /** WebM source, tried first. */
        webm: publicFileSchema.refine((p) => p.endsWith('.webm'), 'must be a .webm file'),
        /** MP4 source, the fallback. */
        mp4: publicFileSchema.refine((p) => p.endsWith('.mp4'), 'must be an .mp4 file'),
        /** Still frame shown before the video plays and when motion is reduced. */
        poster: publicFileSchema,
        /** Heading over the video. */
        heading: z.string().min(1),
        /** Line under the heading. */
        text: z.string().min(1),
      })
      .strict(),
    /** Industries section: exactly the six SPEC tiles in SPEC order. */
    industries: z
      .object({
        /** Section heading. */
        heading: z.string().min(1),
        /** The tiles. */
        items: z.array(industrySchema).length(6),
      })
      .strict()
      .superRefine((s, ctx) => {
        industrySlugSchema.options.forEach((slug, i) => {
          if (s.items[i]?.slug !== slug)
            ctx.addIssue({ code: 'custom', path: ['items', i, 'slug'], message: `must be ${slug}` });
        });
      }),
    /** About Us section. */
    about: z
      .object({
        /** Section heading. */
        heading: z.string().min(1),
        /** Introductory paragraphs. */
        paragraphs: z.array(z.string().min(1)).min(1),
        /** Borehole solutions block. */
        borehole: featureBlockSchema,
        /** Customised industrial pumping block. */
        industrial: featureBlockSchema,
        /** Link to the company page. */
        link: linkSchema,
      })
      .strict(),
    /** Corporate Video section; the play link opens the embed in a dialog. */
    corporateVideo: z
      .object({
        /** Section heading. */
        heading: z.string().min(1),
        /** Paragraph beside the play link. */
        text: z.string().min(1),
        /** Iframe title of the embed. */
        title: z.string().min(1),
        /** Provider video id; a placeholder until the owner sets the real one. */
        videoId: videoIdSchema,
        /** Still frame behind the play link. */
        poster: publicFileSchema,
      })
      .strict(),
  })
  .strict();
export type Home = z.infer<typeof homeFileSchema>;
