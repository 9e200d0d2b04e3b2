import { z } from 'zod';
import { cableSizeSchema, panelSchema, pipeMaterialDataSchema, pipeMaterialSchema } from '@/engineering/tables';
import { ownerTableFileSchema } from './common';

/**
 * The files of the engineering tables, `content/engineering/{pipes,cables,panels}.json`: each an
 * owner's note naming its published source and the rows, whose shapes the engineering core owns
 * (`src/engineering/tables.ts`, decision 0041).
 */

/** `content/engineering/pipes.json`. */
export const pipesFileSchema = ownerTableFileSchema({ materials: z.array(pipeMaterialDataSchema).min(1) }).refine(
  (f) => pipeMaterialSchema.options.every((m) => f.materials.some((d) => d.material === m)),
  {
    message: 'every pipe material (upvc, gi, hdpe) needs an entry',
  },
);
export type PipesFile = z.infer<typeof pipesFileSchema>;

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

/** `content/engineering/panels.json`. */
export const panelsFileSchema = ownerTableFileSchema({ panels: z.array(panelSchema).min(1) });
export type PanelsFile = z.infer<typeof panelsFileSchema>;
