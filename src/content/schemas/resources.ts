import { z } from 'zod';
import { categoryNameSchema } from './catalogue';
import { isoDateSchema } from './blog';
import { frequencySchema, publicFileSchema, slugSchema, specTableSchema } from './common';

/**
 * Schemas of the non-catalogue content: brochures, event and media galleries, the home page,
 * the company/dealers/contact texts and the privacy policy (SPEC 2.3-2.7, 2.11, 3.2).
 * Sources live under `content/resources/`, `content/home/`, `content/company/` and `content/pages/`.
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

// ---------------------------------------------------------------------------------------------
// Brochures (SPEC 2.11 Downloads, 3.2)

/**
 * A product described in a brochure's own JSON (for ranges that have no catalogue page, such as
 * plastic pumps and inline circulation pumps).
 */
export const brochureItemSchema = z
  .object({
    /** Product title, e.g. 'KPL Plastic Self-Priming Pump'. */
    title: z.string().min(1),
    /** Series code(s), e.g. 'KPL'. */
    series: z.string().min(1),
    /** Description paragraphs, plain text. */
    description: z.array(z.string().min(1)).min(1),
    /** Specification tables drawn in the PDF. */
    tables: z.array(specTableSchema),
    /** Applications, one per item; may be empty. */
    applications: z.array(z.string().min(1)),
    /** Which figures are illustrative (as for catalogue products); empty when all are sourced. */
    illustrativeNote: z.string(),
  })
  .strict();
export type BrochureItem = z.infer<typeof brochureItemSchema>;

/**
 * What a brochure covers, used by `scripts/generate-pdfs.ts`:
 * - `catalogue`: the catalogue products and static pages of `hz` whose category is one of
 *   `categories` and, when `series` is not empty, whose series contains one of `series`
 *   (series are compared as codes, so 'KS' matches 'KS' and 'KS & KP' but not 'KSX'), and,
 *   when `sizesInch` is given, whose nominal size is one of them;
 * - `items`: the products listed in the brochure itself.
 */
export const brochureSourceSchema = z.discriminatedUnion('type', [
  z
    .object({
      type: z.literal('catalogue'),
      /** Frequency of the covered products; must equal the brochure's `hz`. */
      hz: frequencySchema,
      /** SPEC 3.1 categories whose products and static pages are covered. */
      categories: z.array(categoryNameSchema).min(1),
      /** Series codes to keep (e.g. ['KS']); empty keeps every series of the categories. */
      series: z.array(z.string().regex(/^[A-Z][A-Z0-9]*$/, 'must be a series code such as KS')),
      /**
       * Nominal sizes in inches to keep (products' `performance.sizeInch`, e.g. [4] for a 4-inch
       * brochure); omitted keeps every size. Static pages have no size and are then left out.
       */
      sizesInch: z.array(z.number().positive()).min(1).optional(),
    })
    .strict(),
  z
    .object({
      type: z.literal('items'),
      /** The products the brochure presents, in order. */
      items: z.array(brochureItemSchema).min(1),
    })
    .strict(),
]);
export type BrochureSource = z.infer<typeof brochureSourceSchema>;

/** One downloadable brochure (SPEC 3.2 `no`, `category`, `title`, `img`, `brochure`). */
export const brochureSchema = z
  .object({
    /** Sequence number, unique across all brochures; orders the Downloads cards. */
    no: z.number().int().positive(),
    /** Frequency section the card is listed under ('BROCHURES - 50Hz' or '- 60Hz'). SPEC `category`. */
    hz: frequencySchema,
    /** File-name slug of the cover image and PDF; must contain the frequency. */
    slug: slugSchema,
    /** Card and cover title, e.g. '4" Submersible Pumps KS'. */
    title: z.string().min(1),
    /** One sentence printed on the PDF cover under the title. */
    summary: z.string().min(1),
    /** Card image, always `/images/brochures/{slug}.webp` (600×800). SPEC `img`. */
    image: publicFileSchema,
    /** PDF, always `/brochures/{slug}.pdf`, written by `npm run generate:pdfs`. SPEC `brochure`. */
    file: publicFileSchema,
    /** What the PDF presents. */
    source: brochureSourceSchema,
  })
  .strict()
  .superRefine((b, ctx) => {
    if (!b.slug.includes(b.hz)) ctx.addIssue({ code: 'custom', path: ['slug'], message: `must contain "${b.hz}"` });
    if (b.image !== `/images/brochures/${b.slug}.webp`) {
      ctx.addIssue({ code: 'custom', path: ['image'], message: `must be /images/brochures/${b.slug}.webp` });
    }
    if (b.file !== `/brochures/${b.slug}.pdf`) {
      ctx.addIssue({ code: 'custom', path: ['file'], message: `must be /brochures/${b.slug}.pdf` });
    }
    if (b.source.type === 'catalogue' && b.source.hz !== b.hz) {
      ctx.addIssue({ code: 'custom', path: ['source', 'hz'], message: `must equal the brochure's hz (${b.hz})` });
    }
  });
export type Brochure = z.infer<typeof brochureSchema>;

/**
 * What a Downloads card shows of a brochure. `file` is where its PDF is: `/brochures/{slug}.pdf` for
 * the one the catalogue generates, or the URL of a designed PDF uploaded in the back office.
 */
export type BrochureCard = Pick<Brochure, 'no' | 'hz' | 'slug' | 'title' | 'image' | 'file'>;

/** `content/resources/brochures.json`. */
export const brochuresFileSchema = z.array(brochureSchema).min(1);

// ---------------------------------------------------------------------------------------------
// News and events (SPEC 2.11, 3.2)

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

// ---------------------------------------------------------------------------------------------
// Home page (SPEC 2.3)

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

// ---------------------------------------------------------------------------------------------
// Company, dealers and contact texts (SPEC 2.4, 2.5, 2.7)

/** A heading with a sentence, e.g. a Vision and Mission slide or a dealer benefit. */
export const titledTextSchema = z
  .object({
    /** Heading. */
    title: z.string().min(1),
    /** Text. SPEC calls it `desc`. */
    desc: z.string().min(1),
  })
  .strict();
export type TitledText = z.infer<typeof titledTextSchema>;

/** A certification (SPEC 3.2: image, name, certificate). */
export const certificationSchema = z
  .object({
    /** Slug of the logo and PDF file names: ce, iso or nsf. */
    slug: z.enum(['ce', 'iso', 'nsf']),
    /** Full name shown under the logo, e.g. 'Conformité Européenne'. */
    name: z.string().min(1),
    /** Logo, `/images/certifications/{slug}.webp`. */
    image: publicFileSchema,
    /**
     * Certificate PDF, `/certificates/{slug}.pdf`. `npm run generate:pdfs` writes a marked sample
     * only when the file is missing; the owner replaces it with the issued certificate.
     */
    certificate: publicFileSchema,
    /** Standard or scheme named on the sample certificate, e.g. 'ISO 9001:2015 and ISO 14001:2015'. */
    scope: z.string().min(1),
  })
  .strict()
  .superRefine((c, ctx) => {
    if (c.image !== `/images/certifications/${c.slug}.webp`) {
      ctx.addIssue({ code: 'custom', path: ['image'], message: `must be /images/certifications/${c.slug}.webp` });
    }
    if (c.certificate !== `/certificates/${c.slug}.pdf`) {
      ctx.addIssue({ code: 'custom', path: ['certificate'], message: `must be /certificates/${c.slug}.pdf` });
    }
  });
export type Certification = z.infer<typeof certificationSchema>;

/** `content/company/company.json`. */
export const companyFileSchema = z
  .object({
    /** Company page (/about-us). */
    about: z
      .object({
        /** Parallax header picture. */
        parallaxImage: publicFileSchema,
        /** Section heading. */
        heading: z.string().min(1),
        /** About Us paragraphs. */
        paragraphs: z.array(z.string().min(1)).min(3).max(4),
      })
      .strict(),
    /** Vision and Mission carousel slides (at least Vision, Mission and Values). */
    visionMission: z.array(titledTextSchema).min(3),
    /** 'Certified for Excellence' section. */
    certifications: z
      .object({
        /** Section heading. */
        heading: z.string().min(1),
        /** The certifications in display order. */
        items: z.array(certificationSchema).min(1),
      })
      .strict(),
    /** Dealers page (/dealers). */
    dealers: z
      .object({
        /** Section heading, 'Why Become a Distributor'. */
        heading: z.string().min(1),
        /** Company blurb paragraphs. */
        paragraphs: z.array(z.string().min(1)).min(1),
        /** The four distributor benefits (SPEC 2.7). */
        benefits: z.array(titledTextSchema).length(4),
        /** Heading of the form section reachable by #contact. */
        formHeading: z.string().min(1),
        /** Paragraph above the distributor form. */
        formText: z.string().min(1),
      })
      .strict(),
    /** Contact form texts (SPEC 2.5). */
    contact: z
      .object({
        /** Heading of the form section on /contact-us. */
        helpHeading: z.string().min(1),
        /** Help-offer paragraph on /contact-us. */
        helpText: z.string().min(1),
        /** Heading of the same form reused as a quote block on other pages. */
        quoteHeading: z.string().min(1),
        /** Custom-quote paragraph of the 'Request Quotes' block. */
        quoteText: z.string().min(1),
      })
      .strict(),
  })
  .strict();
export type Company = z.infer<typeof companyFileSchema>;

// ---------------------------------------------------------------------------------------------
// Markdown pages

/** Front matter of `content/pages/*.md`. */
export const markdownPageFrontMatterSchema = z
  .object({
    /** Page title (the h1); the body must not repeat it. */
    title: z.string().min(1),
    /** Date of the last change, YYYY-MM-DD, shown as 'Last updated'. */
    updated: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD'),
  })
  .strict();

/** A Markdown page after loading: title, date and the Markdown body (rendered through the sanitising renderer). */
export interface MarkdownPage {
  /** Page title. */
  title: string;
  /** Date of the last change, YYYY-MM-DD. */
  updated: string;
  /** Markdown body without the front matter. */
  body: string;
}
