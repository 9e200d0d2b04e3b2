import { z } from 'zod';
import { rangeSchema } from '@/engineering/tables';
import { frequencySchema, publicFileSchema, slugSchema, specTableSchema } from './common';

/** Product categories exactly as SPEC 3.1 names them (upper case, as shown in banners). */
export const categoryNameSchema = z.enum([
  'SUBMERSIBLE PUMPS',
  'SUBMERSIBLE MOTORS',
  'PRESSURE BOOSTING PUMPS',
  'END SUCTION PUMP',
  'SPLIT CASE PUMPS',
  'VERTICAL TURBINE PUMPS',
  'WASTE WATER PUMPS',
  'CENTRIFUGAL MONOBLOCK PUMPS',
  'OPENWELL SUBMERSIBLE PUMPS',
  'PERIPHERAL PUMPS',
  'uPVC PIPES',
  'SUBMERSIBLE CABLES',
  'CONTROL PANEL',
]);
export type CategoryName = z.infer<typeof categoryNameSchema>;

/**
 * One product category of one frequency, as it appears in the Products mega-menu.
 * Source: `content/catalogue/categories.json`.
 */
export const categorySchema = z
  .object({
    /** Frequency range the category belongs to. */
    hz: frequencySchema,
    /** SPEC 3.1 category name. */
    category: categoryNameSchema,
    /** Human title in title case, e.g. 'Submersible Pumps'. */
    title: z.string().min(1),
    /**
     * How the category is shown: `listing` = card grid of its products (SPEC 2.8),
     * `placeholder` = listing route that only shows a heading (split case), `static` = one static
     * product page (SPEC 2.10) at `path`. A placeholder category (split case) lists the static pages of its category, whose paths sit under its own.
     */
    kind: z.enum(['listing', 'placeholder', 'static']),
    /** Path segments under /products/{50HZ|60HZ}/ of the category's page, e.g. 'submersible-pumps' or 'pipes/uPVC-pipes'. */
    path: z.string().regex(/^[A-Za-z0-9-]+(?:\/[A-Za-z0-9-]+)?$/),
    /** Banner image for the listing page. */
    banner: publicFileSchema,
    /** One-paragraph introduction shown above the product grid. */
    intro: z.string().min(1),
    /** Menu order within the frequency, ascending. */
    order: z.number().int().positive(),
  })
  .strict();
export type Category = z.infer<typeof categorySchema>;

/**
 * Structured performance figures of a product, for search, a duty-point finder and datasheets.
 * Every field is optional because not every product type has it (a motor has no head).
 */
export const performanceSchema = z
  .object({
    /** Flow (capacity) range in m³/h. */
    flowM3h: rangeSchema.optional(),
    /** Head range in m. */
    headM: rangeSchema.optional(),
    /** Rated shaft/motor power range in kW. */
    powerKw: rangeSchema.optional(),
    /** Nominal speeds in rpm (e.g. [2900] at 50 Hz, [3450] at 60 Hz). */
    speedRpm: z.array(z.number().int().positive()).min(1).optional(),
    /** Maximum working pressure in bar. */
    maxPressureBar: z.number().positive().optional(),
    /** Nominal size in inches (bore size for borehole products, e.g. 4, 6, 8, 10). */
    sizeInch: z.number().positive().optional(),
    /** Supply phases available. */
    phases: z
      .array(z.enum(['single', 'three']))
      .min(1)
      .optional(),
    /** Supply voltage range in V. */
    voltageV: rangeSchema.optional(),
    /** Outlet/delivery size range in mm. */
    outletMm: rangeSchema.optional(),
    /** Maximum liquid temperature in °C. */
    maxLiquidTempC: z.number().optional(),
  })
  .strict();
export type Performance = z.infer<typeof performanceSchema>;

/**
 * A catalogue product with a detail page (SPEC 3.1, 2.9).
 * Source: one JSON file per product under `content/catalogue/products/{hz}/`.
 */
export const productSchema = z
  .object({
    /** Sequence number, unique across the catalogue (1 to ~34); orders cards and menus. */
    no: z.number().int().positive(),
    /** Frequency range. */
    hz: frequencySchema,
    /** Slug used in the detail route (SPEC `_id`): size, series, frequency and product type, e.g. `4-inch-ks-50hz-submersible-pump`. */
    id: slugSchema,
    /** SPEC 3.1 category; must be a `listing` category of the same frequency. */
    category: categoryNameSchema,
    /** Series code(s), e.g. 'KS' or 'KS & KP'. */
    series: z.string().min(1),
    /** Product title shown in the banner, card and heading. */
    title: z.string().min(1),
    /** Banner image (SPEC `bg`). */
    banner: publicFileSchema,
    /** Product image (SPEC `product`), 4:3 illustration or photograph. */
    image: publicFileSchema,
    /** Description paragraphs (SPEC `desc`), plain text, one string per paragraph. */
    description: z.array(z.string().min(1)).min(1),
    /** Operations or specifications table (SPEC `operationsTable` / `specificationsTable`); null hides the section. */
    specifications: specTableSchema.nullable(),
    /** Material of construction table (SPEC `mocTable`); null hides the section. */
    materials: specTableSchema.nullable(),
    /** Pumped liquids / operating limits table (SPEC `liquidsTable`); null hides the section. */
    liquids: specTableSchema.nullable(),
    /** Performance or family curve image (SPEC `graph`); null hides the section. */
    familyCurve: publicFileSchema.nullable(),
    /** Applications (SPEC `otherApps`); an empty list hides the section. */
    applications: z.array(z.string().min(1)),
    /** Structured performance figures. */
    performance: performanceSchema,
    /**
     * Which figures are illustrative rather than taken from the owner's data sheets; shown under the
     * tables so that nobody mistakes them for guaranteed values. Empty when every figure is sourced.
     */
    illustrativeNote: z.string(),
  })
  .strict()
  .refine((p) => p.id.includes(p.hz), { message: 'id must contain the frequency (50hz or 60hz)', path: ['id'] });
export type Product = z.infer<typeof productSchema>;

/** A block of a static product page (SPEC 2.10), rendered in order. */
export const staticBlockSchema = z.discriminatedUnion('type', [
  z
    .object({
      type: z.literal('text'),
      /** Section heading. */
      title: z.string().min(1),
      /** Paragraphs of plain text. */
      paragraphs: z.array(z.string().min(1)).min(1),
    })
    .strict(),
  z
    .object({
      type: z.literal('list'),
      /** Section heading. */
      title: z.string().min(1),
      /** Bullet items. */
      items: z.array(z.string().min(1)).min(1),
    })
    .strict(),
  z
    .object({
      type: z.literal('figures'),
      /** Section heading. */
      title: z.string().min(1),
      /** Key figures shown as tiles, e.g. { label: 'Power', value: '3 - 3000 kW' }. */
      items: z.array(z.object({ label: z.string().min(1), value: z.string().min(1) }).strict()).min(1),
    })
    .strict(),
  z
    .object({
      type: z.literal('table'),
      /** The table; its caption is the section heading. */
      table: specTableSchema,
    })
    .strict(),
  z
    .object({
      type: z.literal('models'),
      /** Where the page's model table goes: built from the engineering data (`content/catalogue/models/`). */
    })
    .strict(),
  z
    .object({
      type: z.literal('image'),
      /** Section heading. */
      title: z.string().min(1),
      /** Image path, e.g. a family curve. */
      src: publicFileSchema,
      /** Text alternative describing what the image shows. */
      alt: z.string().min(1),
    })
    .strict(),
]);
export type StaticBlock = z.infer<typeof staticBlockSchema>;

/**
 * A static product page (SPEC 2.10): split case, vertical turbine, monoblock, peripheral, pipes,
 * cables and control panels. Source: one JSON file per page under `content/catalogue/pages/{hz}/`.
 */
export const staticPageSchema = z
  .object({
    /** Frequency range. */
    hz: frequencySchema,
    /** SPEC 3.1 category; must be a `static` category of the same frequency, or SPLIT CASE PUMPS. */
    category: categoryNameSchema,
    /** Path segments under /products/{50HZ|60HZ}/, e.g. 'vertical-turbine-pumps' or 'pipes/uPVC-pipes'. */
    path: z.string().regex(/^[A-Za-z0-9-]+(?:\/[A-Za-z0-9-]+)?$/),
    /** Series code(s), e.g. 'KAW'. */
    series: z.string().min(1),
    /** Page title. */
    title: z.string().min(1),
    /** Banner image. */
    banner: publicFileSchema,
    /** Main product image. */
    image: publicFileSchema,
    /** Introductory paragraphs. */
    description: z.array(z.string().min(1)).min(1),
    /** Sections in display order. */
    blocks: z.array(staticBlockSchema).min(1),
    /** Structured performance figures where the product type has them. */
    performance: performanceSchema,
    /** Which figures are illustrative (see productSchema.illustrativeNote). */
    illustrativeNote: z.string(),
  })
  .strict();
export type StaticPage = z.infer<typeof staticPageSchema>;
