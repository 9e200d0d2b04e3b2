import { z } from 'zod';
import { ownerTableFileSchema, rangeSchema } from './common';

/**
 * Engineering tables of the borewell sizing tool: column pipe dimensions, drop-cable conductors and
 * control panel ranges. Source: `content/engineering/{pipes,cables,panels}.json`; each table names
 * its published source in the file. The figures that repeat a catalogue page (uPVC grades and
 * depths, cable sizes and ratings, panel models) are checked against that page by the getter.
 */

/** Column pipe material code, as in the sizing query (`pipeMaterial`). */
export const pipeMaterialSchema = z.enum(['upvc', 'gi', 'hdpe']);
export type PipeMaterial = z.infer<typeof pipeMaterialSchema>;

/** One nominal size of a pipe grade. */
export const pipeSizeSchema = z
  .object({
    /** Nominal size as sold: inch for uPVC and GI ('1 1/4'), outside diameter for HDPE ('63 mm'). */
    size: z.string().min(1),
    /** Nominal diameter DN in mm (uPVC and GI). */
    dnMm: z.number().int().positive().optional(),
    /** Outside diameter in mm. */
    outerDiameterMm: z.number().positive(),
    /** Wall thickness in mm. */
    wallMm: z.number().positive(),
  })
  .strict()
  .refine((s) => s.wallMm * 2 < s.outerDiameterMm, { message: 'wall must be less than half the outside diameter' });
export type PipeSize = z.infer<typeof pipeSizeSchema>;

/** One grade (wall class) of a pipe material, sizes by rising diameter. */
export const pipeGradeSchema = z
  .object({
    /** Grade name, e.g. 'Elegant' (uPVC) or 'Medium (IS 1239-1)'. */
    grade: z.string().min(1),
    /** Deepest pump setting the grade carries, in m (uPVC only; no limit when absent). */
    maxInstallationDepthM: z.number().positive().optional(),
    /** Sizes by rising outside diameter. */
    sizes: z
      .array(pipeSizeSchema)
      .min(1)
      .refine((sizes) => sizes.every((s, i) => i === 0 || s.outerDiameterMm > (sizes[i - 1]?.outerDiameterMm ?? 0)), {
        message: 'sizes must be listed by rising outside diameter',
      }),
  })
  .strict();
export type PipeGrade = z.infer<typeof pipeGradeSchema>;

/** One column pipe material with its Hazen–Williams coefficient and grades (lightest first). */
export const pipeMaterialDataSchema = z
  .object({
    material: pipeMaterialSchema,
    /** Name shown in the system sheet. */
    name: z.string().min(1),
    /** Hazen–Williams roughness coefficient C (dimensionless) of new pipe. */
    hazenWilliamsC: z.number().min(60).max(160),
    /** Published source of C. */
    hazenWilliamsCSource: z.string().min(1),
    /** Design (hydrostatic or working) stress σ of the wall in MPa, from which each size's pressure rating follows. */
    designStressMPa: z.number().positive(),
    /** Published source of σ. */
    designStressSource: z.string().min(1),
    /** Published source of the dimensions. */
    dimensionSource: z.string().min(1),
    /** Grades, lightest first; for uPVC by rising maximum installation depth. */
    grades: z.array(pipeGradeSchema).min(1),
  })
  .strict();
export type PipeMaterialData = z.infer<typeof pipeMaterialDataSchema>;

/** `content/engineering/pipes.json`. */
export const pipesFileSchema = ownerTableFileSchema({ materials: z.array(pipeMaterialDataSchema).min(1) }).refine(
  (f) => pipeMaterialSchema.options.every((m) => f.materials.some((d) => d.material === m)),
  {
    message: 'every pipe material (upvc, gi, hdpe) needs an entry',
  },
);
export type PipesFile = z.infer<typeof pipesFileSchema>;

/** One conductor size of the drop-cable range. */
export const cableSizeSchema = z
  .object({
    /** Conductor cross-section in mm². */
    sizeMm2: z.number().positive(),
    /** Maximum DC resistance of one conductor at 20 °C in Ω/km (IEC 60228 class 5 copper). */
    maxResistance20COhmPerKm: z.number().positive(),
    /** Current rating in water in A, as the cable page gives it. */
    currentRatingInWaterA: z.number().positive(),
  })
  .strict();
export type CableSize = z.infer<typeof cableSizeSchema>;

/** `content/engineering/cables.json`. */
export const cablesFileSchema = ownerTableFileSchema({
  /** Published source of the resistances. */
  resistanceSource: z.string().min(1),
  /** Sizes by rising cross-section. */
  sizes: z
    .array(cableSizeSchema)
    .min(1)
    .refine((sizes) => sizes.every((s, i) => i === 0 || s.sizeMm2 > (sizes[i - 1]?.sizeMm2 ?? 0)), {
      message: 'sizes must be listed by rising cross-section',
    }),
});
export type CablesFile = z.infer<typeof cablesFileSchema>;

/** Starting method of a control panel. */
export const startingSchema = z.enum(['capacitor', 'dol', 'star-delta', 'soft-start', 'transfer']);
export type Starting = z.infer<typeof startingSchema>;

/** One control panel model of the site's range. */
export const panelSchema = z
  .object({
    /** Model code as on the control panel page, e.g. 'DOL'. */
    model: z.string().min(1),
    /** Description as on the control panel page. */
    description: z.string().min(1),
    /** Starting method. */
    starting: startingSchema,
    /** Supply phases the panel serves. */
    phase: z.union([z.literal(1), z.literal(3)]),
    /** Supply as written on the control panel page, e.g. '1 phase, 220/230 V'. */
    supply: z.string().min(1),
    /** Motor power range in kW. */
    powerKw: rangeSchema,
  })
  .strict();
export type Panel = z.infer<typeof panelSchema>;

/** `content/engineering/panels.json`. */
export const panelsFileSchema = ownerTableFileSchema({ panels: z.array(panelSchema).min(1) });
export type PanelsFile = z.infer<typeof panelsFileSchema>;
