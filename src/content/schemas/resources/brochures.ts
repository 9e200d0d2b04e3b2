import { z } from 'zod';
import { categoryNameSchema } from '../catalogue';
import { frequencySchema, publicFileSchema, slugSchema, specTableSchema } from '../common';

/**
 * Brochures (SPEC 2.11 Downloads, 3.2), from `content/resources/brochures.json`.
 */

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
