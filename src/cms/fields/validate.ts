import fs from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';

/**
 * Field validators made from the content schemas (`src/content/schemas/`), so a save in the admin is
 * refused for exactly what fails the build for a seed file, with the field named by Payload and the
 * schema's own message (issue 45: "in the admin the save fails with the field named").
 */

/** A Payload `validate` from a zod schema: `true`, or the first issue's message. Empty passes (`required` says otherwise). */
export function fromSchema<S extends z.ZodType>(schema: S) {
  return (value: unknown): string | true => {
    if (value === undefined || value === null || value === '') return true;
    const result = schema.safeParse(value);
    return result.success ? true : (result.error.issues[0]?.message ?? 'is not valid');
  };
}

/** Folder served at the site root (pictures and PDFs the build prepares). */
const publicDir = path.join(process.cwd(), 'public');

/**
 * Validates a site path of a file under `public/` (seed content, and pictures the build prepared):
 * it must be a site path and the file must exist, as the content loader requires at build.
 */
export function existingPublicFile(value: unknown): string | true {
  if (value === undefined || value === null || value === '') return true;
  if (typeof value !== 'string' || !/^\/[A-Za-z0-9._\-/]+$/.test(value) || value.includes('..')) {
    return 'must be a site path such as /images/events/kenya2025-1.webp';
  }
  return fs.existsSync(path.join(publicDir, value)) ? true : `no file public${value} on this server`;
}
