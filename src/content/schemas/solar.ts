import { z } from 'zod';
import { ownerTableFileSchema, slugSchema } from './common';

/**
 * The solar pump sizing's tables (`content/solar/`): the sites with their monthly sunshine and
 * temperature, and the range's solar pump controllers. Units are in the field names.
 */

/**
 * Plausible bounds of a monthly mean daily global horizontal irradiation, kWh/m²/day: the lowest
 * monthly means of inhabited places are near 0.5 (high-latitude winter), the highest near 8.5
 * (Atacama and Arabian summer; NASA POWER and PVGIS climatologies). A value outside is a typo
 * (MJ/m² typed for kWh/m², or a yearly total).
 */
export const GHI_RANGE_KWH_PER_M2_DAY = { min: 0.5, max: 9 } as const;

/** Plausible bounds of a monthly mean daytime air temperature, °C (typo guard). */
export const DAYTIME_TEMPERATURE_RANGE_C = { min: -20, max: 48 } as const;

/**
 * Plausible bounds of a design minimum air temperature, °C: the coldest inhabited stations' extreme
 * annual mean minimum is near −50 °C (ASHRAE Handbook—Fundamentals, climatic design conditions); a
 * value above 35 °C is a typo.
 */
export const MIN_AMBIENT_RANGE_C = { min: -50, max: 35 } as const;

const twelve = <T extends z.ZodType>(item: T, what: string) =>
  z.array(item).length(12, { error: `${what}: twelve monthly values, January to December` });

/** One site: where it is, its monthly sunshine and daytime temperature, and where they come from. */
export const solarSiteSchema = z
  .object({
    /** Stable id used in URLs (`site=`). */
    id: slugSchema,
    /** Name as shown, with the state or province where it helps. */
    name: z.string().min(1),
    country: z.string().min(1),
    /** Latitude in degrees, north positive. */
    latDeg: z.number().min(-60).max(60),
    /** Longitude in degrees, east positive. */
    lonDeg: z.number().min(-180).max(180),
    /** Monthly mean daily global horizontal irradiation, kWh/m²/day, January to December. */
    ghiKwhPerM2Day: twelve(
      z.number().min(GHI_RANGE_KWH_PER_M2_DAY.min).max(GHI_RANGE_KWH_PER_M2_DAY.max),
      'ghiKwhPerM2Day',
    ),
    /** Monthly mean daytime air temperature, °C, January to December. */
    daytimeTempC: twelve(
      z.number().min(DAYTIME_TEMPERATURE_RANGE_C.min).max(DAYTIME_TEMPERATURE_RANGE_C.max),
      'daytimeTempC',
    ),
    /**
     * Design minimum air temperature, °C: the lowest expected ambient the PV string's open-circuit
     * voltage is sized at (IEC 62548:2016 §7.3 and NEC 690.7(A): Voc at the lowest expected ambient
     * temperature, for which NEC's informational note names ASHRAE's extreme annual mean minimum design
     * dry-bulb temperature). The figure is the ASHRAE Handbook—Fundamentals climatic design conditions'
     * extreme annual mean minimum dry-bulb of the nearest station (the file's `ownerNote` says how
     * the current values were obtained). It may not be above the coldest month's daytime mean.
     */
    minAmbientC: z.number().min(MIN_AMBIENT_RANGE_C.min).max(MIN_AMBIENT_RANGE_C.max),
    /** Where the figures come from (dataset, and period or version). */
    source: z.string().min(10),
  })
  .strict()
  .refine((site) => site.minAmbientC <= Math.min(...site.daytimeTempC), {
    error: 'minAmbientC: the design minimum may not be above the coldest month’s daytime mean',
    path: ['minAmbientC'],
  });
export type SolarSite = z.infer<typeof solarSiteSchema>;

export const solarSitesFileSchema = ownerTableFileSchema({ sites: z.array(solarSiteSchema).min(1) });

/** One solar pump controller: a variable-frequency drive with maximum power point tracking. */
export const solarControllerSchema = z
  .object({
    model: z.string().min(1),
    /** Largest motor output it drives, kW. */
    ratedKw: z.number().positive(),
    ratedHp: z.number().positive(),
    /** Output phases and voltage (the motor's supply). */
    phase: z.literal(3),
    outputVoltageV: z.number().int().positive(),
    /** Window of array voltages at the maximum power point it tracks, V DC. */
    mpptMinV: z.number().positive(),
    mpptMaxV: z.number().positive(),
    /** Highest open-circuit array voltage it withstands, V DC. */
    maxInputVocV: z.number().positive(),
    /** Largest array it accepts, W peak. */
    maxArrayW: z.number().positive(),
  })
  .strict()
  .refine((c) => c.mpptMinV < c.mpptMaxV && c.mpptMaxV <= c.maxInputVocV, {
    error: 'mpptMinV < mpptMaxV ≤ maxInputVocV',
  });
export type SolarController = z.infer<typeof solarControllerSchema>;

export const solarControllersFileSchema = ownerTableFileSchema({ controllers: z.array(solarControllerSchema).min(1) });
