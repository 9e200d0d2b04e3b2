import { z } from 'zod';

/**
 * The shapes of the engineering tables, owned by the engineering core that reads them: the content
 * layer parses its files with these schemas and the core takes the parsed data as arguments, so the
 * core never imports the content (decision 0041). The tables: a motor's supplies (a field of each
 * model in `content/models/`), column pipe dimensions, drop-cable conductors and control panel
 * ranges, whose files (`content/engineering/{pipes,cables,panels}.json`,
 * `src/content/schemas/engineering-files.ts`) name each table's published source. The figures that
 * repeat a catalogue page (uPVC grades and depths, cable sizes and ratings, panel models) are checked
 * against that page by the content's getter.
 */

/** Closed numeric range, both ends in the unit the field name gives; `min <= max`. */
export const rangeSchema = z
  .object({
    /** Lower end of the range. */
    min: z.number(),
    /** Upper end of the range. */
    max: z.number(),
  })
  .strict()
  .refine((r) => r.min <= r.max, 'min must not exceed max');
export type Range = z.infer<typeof rangeSchema>;

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

/** One supply the motor is offered for, with its rated full-load current. */
export const motorSupplySchema = z
  .object({
    /** Number of phases. */
    phase: z.union([z.literal(1), z.literal(3)]),
    /** Rated voltage in V (e.g. 230, 415, 460). */
    voltageV: z.number().int().positive(),
    /** Full-load current in A at that voltage. */
    fullLoadCurrentA: z.number().positive(),
    /**
     * Power factor cos φ of the motor on this supply at rated load, when it differs from the
     * motor's (a single-phase capacitor-run motor runs near 0.95, its three-phase version lower).
     */
    powerFactor: z.number().min(0.5).max(1).optional(),
    /** Motor efficiency on this supply at rated load in %, when it differs from the motor's. */
    efficiencyPct: z.number().min(40).max(98).optional(),
  })
  .strict();
export type MotorSupply = z.infer<typeof motorSupplySchema>;
