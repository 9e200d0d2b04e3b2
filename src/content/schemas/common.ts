import { z } from 'zod';

/** Mains frequency of a product range, as stored in content: '50hz' or '60hz'. */
export const frequencySchema = z.enum(['50hz', '60hz']);
export type Frequency = z.infer<typeof frequencySchema>;

/** URL-safe slug: lower-case letters, digits and single hyphens. */
export const slugSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a lower-case slug (letters, digits, hyphens)');

/**
 * Path of a file under `public/`, written as the site serves it (`/images/...`, `/brochures/...`).
 * The content loader checks that the file exists and fails the build when it does not.
 */
export const publicFileSchema = z
  .string()
  .regex(/^\/[A-Za-z0-9._\-/]+$/, 'must be a site path such as /images/products/x.webp')
  .refine((p) => !p.includes('..'), 'must not contain ..');

/**
 * A specification table as structured data (never HTML).
 * Every row has exactly as many cells as there are columns; units belong in the column header
 * (for example `Flow (m³/h)`), cells are display strings so that ranges like `0.4 - 19` survive.
 */
export const specTableSchema = z
  .object({
    /** Heading shown above the table, e.g. 'Operating range'. */
    caption: z.string().min(1),
    /** Column headers, left to right; the first column is the row label and sticks on phones. */
    columns: z.array(z.string().min(1)).min(1),
    /** Body rows; each row is one string per column. */
    rows: z.array(z.array(z.string())).min(1),
  })
  .strict()
  .superRefine((t, ctx) => {
    t.rows.forEach((row, i) => {
      if (row.length !== t.columns.length) {
        ctx.addIssue({
          code: 'custom',
          path: ['rows', i],
          message: `row has ${row.length} cells but the table has ${t.columns.length} columns`,
        });
      }
    });
  });
export type SpecTable = z.infer<typeof specTableSchema>;

/**
 * A table file the owner keeps for the tools (`content/engineering/*.json`, `content/solar/*.json`):
 * `ownerNote`, a note for the owner that says where the figures come from (never shown on public
 * pages), then the file's own fields, and nothing else.
 */
export function ownerTableFileSchema<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.object({ ownerNote: z.string().min(1), ...shape }).strict();
}
