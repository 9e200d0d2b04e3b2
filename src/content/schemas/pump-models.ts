import { z } from 'zod';
import { categoryNameSchema } from './catalogue';
import { slugSchema } from './common';
import { motorSupplySchema } from '@/engineering/tables';

/**
 * Engineering data of one pump model: the single source of the product pages' model tables, the
 * performance curves, the pump selector, compare, datasheets and borewell sizing.
 * Source: `content/catalogue/models/{50hz|60hz}/<series file>.json`, generated once by
 * `scripts/generate-pump-models.ts` from the published ranges and committed as content; whether the
 * curves are the manufacturer's tested curves or sample data is said in one place only,
 * `site.engineeringData` in `src/config/site.ts`.
 *
 * Units are in the field names: m³/h, m, kW, %, rpm, V, A, mm, inch.
 */

/** One measured or sampled point of the pump's performance curve at rated speed. */
export const performancePointSchema = z
  .object({
    /** Flow rate Q in m³/h. */
    flowM3h: z.number().nonnegative(),
    /** Total head H in m of water column. */
    headM: z.number().positive(),
    /** Pump (hydraulic) efficiency η in % (0 at shut-off is allowed). */
    efficiencyPct: z.number().min(0).max(95),
    /** Pump shaft power P2 in kW. */
    powerKw: z.number().positive(),
    /** Net positive suction head required in m (surface pumps with suction lift only). */
    npshrM: z.number().positive().optional(),
  })
  .strict();
export type PerformancePoint = z.infer<typeof performancePointSchema>;

/** The motor fitted to the pump set. */
export const motorSchema = z
  .object({
    /** Rated output power P2 in kW. */
    powerKw: z.number().positive(),
    /** Rated output power in HP (metric catalogue convention: kW / 0.746, rounded as published). */
    powerHp: z.number().positive(),
    /** Motor efficiency at rated load in % (P2 / P1). */
    efficiencyPct: z.number().min(40).max(98),
    /** Power factor cos φ at rated load. */
    powerFactor: z.number().min(0.5).max(1),
    /** Supplies the model is offered for (at least one). */
    supplies: z.array(motorSupplySchema).min(1),
    /** Outer diameter of the motor in mm (submersible motors: the cooling flow passes it). */
    outerDiameterMm: z.number().positive().optional(),
    /**
     * Largest diameter across the motor with the flat drop cable(s) beside it in mm (submersible
     * motors; the brochures' "minimum bore" dimension): the set fits a bore whose inner diameter is
     * at least this and {@link pumpModelSchema}'s `maxDiameterWithCableGuardMm`.
     */
    diameterWithCableMm: z.number().positive().optional(),
    /**
     * Power leads brought out of the motor (submersible motors): 3 for a three-phase motor that can
     * only be started across the line or soft-started, 6 for one that can be started star-delta; a
     * single-phase 3-wire motor has 3 (common, main, start).
     */
    leads: z.union([z.literal(3), z.literal(6)]).optional(),
  })
  .strict();
export type Motor = z.infer<typeof motorSchema>;

/** One pump model (a row of a product's model table). */
export const pumpModelSchema = z
  .object({
    /** Model code as on the nameplate, e.g. 'KS4-05/24'; unique per frequency. */
    model: z.string().min(1),
    /** Id of the product page that lists the model (a product `id`, or a static page id). */
    productId: slugSchema,
    /** SPEC 3.1 category of that product. */
    category: categoryNameSchema,
    /** Series code, e.g. 'KS'. */
    series: z.string().min(1),
    /** Mains frequency in Hz. */
    frequencyHz: z.union([z.literal(50), z.literal(60)]),
    /** Rated speed in rpm. */
    speedRpm: z.number().int().positive(),
    /**
     * Hydraulic (impeller/diffuser design) id shared by the 50 Hz and 60 Hz versions of the same
     * hydraulic, e.g. 'KS4-05'; the build checks such pairs against the affinity laws.
     */
    hydraulic: z.string().min(1),
    /** Number of stages (multistage pumps only). */
    stages: z.number().int().positive().optional(),
    /** The motor of the pump set. */
    motor: motorSchema,
    /** Outlet (delivery) size as published, e.g. '1 1/4' (inch) or 'DN 50'. */
    outlet: z.string().min(1),
    /** Outlet bore in mm. */
    outletMm: z.number().positive(),
    /** Largest outer diameter of the pump set in mm (submersibles). */
    outerDiameterMm: z.number().positive().optional(),
    /**
     * Largest diameter of the pump with its cable guard over the drop cable(s) in mm (submersibles):
     * with the motor's `diameterWithCableMm`, what the set needs of the bore's inner diameter.
     */
    maxDiameterWithCableGuardMm: z.number().positive().optional(),
    /** Smallest borehole the pump set fits, in inch (submersibles). */
    minBoreInch: z.number().positive().optional(),
    /** Allowable operating flow range Qmin–Qmax in m³/h. */
    flowRangeM3h: z.object({ min: z.number().nonnegative(), max: z.number().positive() }).strict(),
    /** Performance points at rated speed, by rising flow (at least 7). */
    points: z.array(performancePointSchema).min(7),
  })
  .strict();
export type PumpModel = z.infer<typeof pumpModelSchema>;

/** One content file: the models of one series at one frequency. */
export const pumpModelFileSchema = z.array(pumpModelSchema).min(1);
