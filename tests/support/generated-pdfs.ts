import fs from 'node:fs';
import path from 'node:path';
import { generatePdfs } from '../../scripts/generate-pdfs';
import { rootDir } from '../../src/content/load';

/**
 * Vitest global setup of the `components` project: the catalogue pages it renders check that every
 * PDF they link exists, and the catalogue, brochure and certificate PDFs are written by
 * `scripts/generate-pdfs.ts` (in `prebuild`), not kept in git. In a fresh clone, where no build has
 * run yet, they are written here first (about 10 s); when they exist this does nothing.
 */
export default async function setup(): Promise<void> {
  if (fs.existsSync(path.join(rootDir, 'public', 'catalogues', 'all-products-catalogue-50hz.pdf'))) return;
  await generatePdfs({ kinds: ['catalogues', 'brochures', 'certificates'] });
}
