import { recordGenerated } from './launch-check/generated-media';
import fs from 'node:fs';
import path from 'node:path';
import { getCatalogue } from '../src/content/catalogue';
import { publicDir } from '../src/content/load';
import { catalogueFile, readResources, resolveBrochure } from '../src/content/resources';
import type { Frequency } from '../src/content/schemas/common';
import { renderBrochure } from './pdf/brochure';
import { renderCatalogue } from './pdf/catalogue';
import { renderCertificate } from './pdf/certificate';
import { renderDatasheet } from './pdf/datasheet';
import { staticPageId } from '../src/content/catalogue-routes';
import { datasheetPath, getPumpModels } from '../src/content/pump-models';
import type { SpecTable } from '../src/content/schemas/common';

/**
 * Writes every PDF the site links to, from the validated content (`npm run generate:pdfs`, also run
 * by `prebuild` through scripts/prepare-assets.ts):
 * - `public/catalogues/all-products-catalogue-{50hz,60hz}.pdf` and `public/brochures/{slug}.pdf`,
 *   regenerated every time so they never go stale (a file is rewritten only when its bytes change);
 * - `public/datasheets/{50hz,60hz}/{model}.pdf`, one per pump model from the engineering data;
 * - `public/certificates/{slug}.pdf`, a marked sample written only when the file is missing,
 *   because the owner replaces it with the issued certificate.
 * Output is deterministic: the same content gives byte-identical files.
 */

/** One file the generator considered. */
export interface GeneratedPdf {
  /** Site path, e.g. `/brochures/4-inch-submersible-pumps-50hz.pdf`. */
  sitePath: string;
  /** Size in bytes. */
  bytes: number;
  /** 'written' (new or changed), 'unchanged' (same bytes already there) or 'kept' (existing certificate). */
  status: 'written' | 'unchanged' | 'kept';
}

export interface GenerateOptions {
  /** Folder standing for `public/` (tests write to a temporary folder). */
  outDir?: string;
  /** Progress lines; silent when omitted. */
  log?: (line: string) => void;
  /** Which kinds to generate; all when omitted. */
  kinds?: readonly PdfKind[];
  /**
   * Called with the site path of every file of the chosen kinds, before it is rendered; a file is
   * rendered and written only when this answers true. Every file when omitted. (Tests render a few and
   * still see every path the generator would write.)
   */
  only?: (sitePath: string) => boolean;
  /** Size limits to enforce instead of {@link pdfSizeLimits} (tests prove the check with a small one). */
  sizeLimits?: Partial<Record<PdfKind, number>>;
}

/** The four kinds of generated PDF. */
export type PdfKind = 'catalogues' | 'brochures' | 'certificates' | 'datasheets';

/**
 * Largest file each kind may be, in bytes: a visitor on a phone downloads the whole file before seeing
 * page one. The site's own limits, two to five times the largest file of 2026-11-27 (50 Hz catalogue
 * 524 KB, largest brochure 227 KB, datasheet 18 KB, certificate 26 KB), so that a picture embedded at
 * full size instead of its print size fails the build instead of reaching visitors. A certificate the
 * owner has put in place is kept as it is, whatever its size.
 */
export const pdfSizeLimits: Record<PdfKind, number> = {
  catalogues: 1024 * 1024,
  brochures: 500 * 1024,
  datasheets: 100 * 1024,
  certificates: 100 * 1024,
};

/**
 * Writes one rendered PDF unless the same bytes are already there.
 * @throws Error naming the file when it is larger than its kind's limit (nothing is written then).
 */
function write(outDir: string, sitePath: string, data: Buffer, limit: number): GeneratedPdf {
  if (data.length > limit) {
    throw new Error(
      `${sitePath} is ${kb(data.length)}, over the ${kb(limit)} a visitor should have to download (pdfSizeLimits in scripts/generate-pdfs.ts)`,
    );
  }
  const file = path.join(outDir, sitePath);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const same = fs.existsSync(file) && fs.readFileSync(file).equals(data);
  if (!same) {
    // Written aside and renamed into place: `npm test` renders these in the build and in Vitest's set-up
    // at the same time (scripts/test.ts), and a reader must never see half a file.
    const partial = `${file}.${process.pid}.partial`;
    fs.writeFileSync(partial, data);
    fs.renameSync(partial, file);
  }
  return { sitePath, bytes: data.length, status: same ? 'unchanged' : 'written' };
}

/**
 * Generates every PDF (or those `options.only` picks); returns what was done, in order.
 * @throws Error naming the file when a rendered PDF is over its kind's size limit ({@link pdfSizeLimits}).
 */
export async function generatePdfs(options: GenerateOptions = {}): Promise<GeneratedPdf[]> {
  const outDir = options.outDir ?? publicDir;
  const log = options.log ?? (() => {});
  const kinds = new Set<PdfKind>(options.kinds ?? ['catalogues', 'brochures', 'certificates', 'datasheets']);
  const wanted = options.only ?? (() => true);
  const limit = (kind: PdfKind) => options.sizeLimits?.[kind] ?? pdfSizeLimits[kind];
  const resources = readResources();
  const catalogue = kinds.has('catalogues') || kinds.has('brochures') ? getCatalogue() : undefined;
  const results: GeneratedPdf[] = [];

  if (catalogue && kinds.has('catalogues')) {
    for (const hz of ['50hz', '60hz'] as Frequency[]) {
      if (!wanted(catalogueFile(hz))) continue;
      const result = write(outDir, catalogueFile(hz), await renderCatalogue(catalogue, hz), limit('catalogues'));
      log(`${result.status.padEnd(9)} ${result.sitePath} (${kb(result.bytes)})`);
      results.push(result);
    }
  }

  if (catalogue && kinds.has('brochures')) {
    for (const brochure of resources.brochures) {
      if (!wanted(brochure.file)) continue;
      const result = write(
        outDir,
        brochure.file,
        await renderBrochure(brochure, resolveBrochure(brochure, catalogue)),
        limit('brochures'),
      );
      log(`${result.status.padEnd(9)} ${result.sitePath} (${kb(result.bytes)})`);
      results.push(result);
    }
  }

  if (kinds.has('datasheets')) {
    const { products, staticPages } = getCatalogue();
    const titles = new Map<string, { title: string; tables: SpecTable[] }>();
    for (const p of products) {
      titles.set(p.id, { title: p.title, tables: [p.materials, p.liquids].filter((t): t is SpecTable => t !== null) });
    }
    for (const p of staticPages) titles.set(staticPageId(p), { title: p.title, tables: [] });

    for (const model of getPumpModels()) {
      if (!wanted(datasheetPath(model))) continue;
      const page = titles.get(model.productId)!;
      const result = write(
        outDir,
        datasheetPath(model),
        await renderDatasheet(model, { productTitle: page.title, tables: page.tables }),
        limit('datasheets'),
      );
      log(`${result.status.padEnd(9)} ${result.sitePath} (${kb(result.bytes)})`);
      results.push(result);
    }
  }

  for (const certification of kinds.has('certificates') ? resources.company.certifications.items : []) {
    if (!wanted(certification.certificate)) continue;
    const file = path.join(outDir, certification.certificate);
    let result: GeneratedPdf;
    if (fs.existsSync(file)) {
      result = { sitePath: certification.certificate, bytes: fs.statSync(file).size, status: 'kept' };
    } else {
      const data = await renderCertificate(certification);
      result = write(outDir, certification.certificate, data, limit('certificates'));
      // A specimen until the owner's certificate replaces it: the launch check lists it.
      recordGenerated(file, data);
    }
    log(`${result.status.padEnd(9)} ${result.sitePath} (${kb(result.bytes)})`);
    results.push(result);
  }
  return results;
}

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(0)} KB`;
}

/** One-line summary of a run, e.g. '36 PDFs (2 written, 31 unchanged, 3 kept), 2.1 MB'. */
export function summarise(results: GeneratedPdf[]): string {
  const count = (status: GeneratedPdf['status']) => results.filter((r) => r.status === status).length;
  const total = results.reduce((sum, r) => sum + r.bytes, 0);
  return `${results.length} PDFs (${count('written')} written, ${count('unchanged')} unchanged, ${count('kept')} certificates kept), ${(total / 1024 / 1024).toFixed(1)} MB`;
}

if (path.basename(process.argv[1] ?? '').startsWith('generate-pdfs')) {
  const verbose = process.argv.includes('--verbose');
  generatePdfs({ log: verbose ? (line) => console.log(line) : undefined })
    .then((results) => console.log(`generate-pdfs: ${summarise(results)}`))
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
