import fs from 'node:fs';
import path from 'node:path';
import { generatePdfs } from '../../scripts/generate-pdfs';
import { rootDir } from '../../src/content/load';

/**
 * Vitest global setup: the catalogue pages the components project renders, and the back office's
 * brochure readers, check that every PDF they link exists, and the catalogue, brochure and
 * certificate PDFs are written by `scripts/generate-pdfs.ts` (in `prebuild`), not kept in git. Any of
 * them missing is written here first (about 10 s for all in a fresh clone); when all exist this
 * renders nothing.
 *
 * Each file is checked, not one of them: `npm test` runs Vitest beside the build, whose `prebuild`
 * writes the same PDFs one after another, so in a fresh clone some may exist and others not yet (a
 * CI run failed the brochure tests so). Both writers put a file in place by renaming it, so neither
 * sees the other's half-written file.
 */
export default async function setup(): Promise<void> {
  await generatePdfs({
    kinds: ['catalogues', 'brochures', 'certificates'],
    only: (sitePath) => !fs.existsSync(path.join(rootDir, 'public', sitePath)),
  });
}
