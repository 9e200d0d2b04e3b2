import { z } from 'zod';
import { categoryNameSchema } from './catalogue';
import { slugSchema } from './common';

/**
 * The manufacturer's published model ranges (the model tables of the catalogue and brochures), the
 * input of `scripts/generate-pump-models.ts` and the yardstick of the build check that every
 * model's curve spans its published flow and head range within 5 %.
 * Source: `content/catalogue/models/published-ranges.json`. Ranges are [min, max].
 */
const rangeTuple = z.tuple([z.number().nonnegative(), z.number().positive()]);

/** One published model row. */
export const publishedRowSchema = z
  .object({
    /** Model code as published, e.g. 'KS4-05/24'; vertical turbine bowls as 'KVT 4S'. */
    model: z.string().min(1),
    /** Rated motor power in kW (a range where the model is offered with several motors). */
    powerKw: rangeTuple.optional(),
    /** Rated motor power in HP, as published. */
    powerHp: rangeTuple.optional(),
    /** Allowable flow range in m³/h. */
    flowM3h: rangeTuple,
    /** Head range in m over the flow range: [head at Qmax, head at Qmin]. */
    headM: rangeTuple.optional(),
    /** Head per stage in m (vertical turbine bowls). */
    headPerStageM: rangeTuple.optional(),
    /** Outlet size as published ('1 1/4' inch, or '50 mm'); empty where the table gives none. */
    outlet: z.string(),
    /** Rated speed in rpm where the row gives its own. */
    speedRpm: z.number().int().positive().optional(),
    /** Supply phases offered (1, 3) where the row says. */
    phases: z.array(z.union([z.literal(1), z.literal(3)])).optional(),
    /** Published number of stages. */
    stages: z.number().int().positive().optional(),
    /** Largest number of stages of a vertical turbine bowl. */
    allowableStages: z.number().int().positive().optional(),
    /** Largest motor power per stage in HP (vertical turbine bowls). */
    maxHpPerStage: z.number().positive().optional(),
    /** Largest solid that passes, in mm (sewage pumps). */
    freePassageMm: z.number().positive().optional(),
    /**
     * The range the model data follow instead of the published one, with the reason, where the
     * published range cannot be met by a plausible curve (its motor, or its 50 Hz hydraulic by the
     * affinity laws, cannot carry it). The build checks the curve against this range; the generator
     * lists every such departure for the owner.
     */
    dataRange: z
      .object({
        flowM3h: rangeTuple,
        headM: rangeTuple,
        reason: z.string().min(20),
      })
      .strict()
      .optional(),
  })
  .strict()
  .refine((row) => row.headM || row.headPerStageM, { message: 'needs headM or headPerStageM' });
export type PublishedRow = z.infer<typeof publishedRowSchema>;

/** The published models of one product page. */
export const publishedProductSchema = z
  .object({
    /** Product id (or static page id) whose page lists the models. */
    productId: slugSchema,
    /** Mains frequency in Hz. */
    frequencyHz: z.union([z.literal(50), z.literal(60)]),
    /** SPEC 3.1 category. */
    category: categoryNameSchema,
    /** Series code(s). */
    series: z.string().min(1),
    /** Pump type, which sets the typical efficiency and whether NPSHr applies. */
    kind: z.enum(['submersible', 'openwell', 'surface', 'sewage', 'peripheral', 'turbine']),
    /** Rated speed in rpm of the rows that give none. */
    speedRpm: z.number().int().positive(),
    /** Nominal borehole size in inch (submersible pumps). */
    sizeInch: z.number().positive().optional(),
    /** Whether the models are listed on a static product page rather than a product detail page. */
    staticPage: z.boolean().optional(),
    /** The published rows. */
    rows: z.array(publishedRowSchema).min(1),
  })
  .strict();
export type PublishedProduct = z.infer<typeof publishedProductSchema>;

/** The whole file. */
export const publishedRangesSchema = z.array(publishedProductSchema).min(1);
