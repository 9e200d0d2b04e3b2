import fs from 'node:fs';
import path from 'node:path';
import type { Catalogue } from './catalogue';
import { getCatalogue } from './catalogue';
import { ContentError, publicDir, relative } from './load';
import { resourceFiles } from './resource-files';
import type { Product, StaticPage } from './schemas/catalogue';
import type { Frequency } from './schemas/common';
import type { Brochure, BrochureItem } from './schemas/resources';

/**
 * The 'All Products Catalogue' downloads of each frequency and what each brochure covers in the
 * catalogue (SPEC 2.8 side panel, 2.11 Downloads).
 */

/** Site path of the 'All Products Catalogue' PDF of one frequency (written by generate-pdfs). */
export function catalogueFile(hz: Frequency): string {
  return `/catalogues/all-products-catalogue-${hz}.pdf`;
}

/** Title of the 'All Products Catalogue' PDF of one frequency, e.g. 'All Products Catalogue 50Hz'. */
export function catalogueTitle(hz: Frequency): string {
  return `All Products Catalogue ${hz.replace('hz', 'Hz')}`;
}

const catalogueChecked = new Set<Frequency>();

/**
 * The 'All Products Catalogue' download of one frequency (SPEC 2.8 side panel), after checking that
 * the PDF exists under `public/`.
 * @throws ContentError when `npm run generate:pdfs` has not written it.
 */
export function getCatalogueDownload(hz: Frequency): { title: string; file: string } {
  const file = catalogueFile(hz);
  if (!catalogueChecked.has(hz)) {
    if (!fs.existsSync(path.join(publicDir, file))) {
      throw new ContentError(`public${file} does not exist: run npm run generate:pdfs (it runs in prebuild)`);
    }
    catalogueChecked.add(hz);
  }
  return { title: catalogueTitle(hz), file };
}

/** What one brochure presents, resolved against the catalogue. */
export interface BrochureContent {
  /** Catalogue products covered, ordered by `no`. */
  products: Product[];
  /** Static product pages covered. */
  staticPages: StaticPage[];
  /** Products described in the brochure itself. */
  items: BrochureItem[];
}

/** Series codes of a series string: 'KS & KP' gives ['KS', 'KP'], 'KPE/TPS' gives ['KPE', 'TPS']. */
export function seriesCodes(series: string): string[] {
  return series
    .toUpperCase()
    .split(/[^A-Z0-9]+/)
    .filter(Boolean);
}

/**
 * Resolves a brochure's `source` against the catalogue.
 * @throws ContentError when a catalogue-sourced brochure matches no product and no static page.
 */
export function resolveBrochure(brochure: Brochure, catalogue: Catalogue = getCatalogue()): BrochureContent {
  const source = brochure.source;
  if (source.type === 'items') return { products: [], staticPages: [], items: source.items };
  const matches = (record: Product | StaticPage) =>
    record.hz === source.hz &&
    (source.categories as string[]).includes(record.category) &&
    (source.series.length === 0 || seriesCodes(record.series).some((code) => source.series.includes(code))) &&
    (!source.sizesInch ||
      (record.performance.sizeInch !== undefined && source.sizesInch.includes(record.performance.sizeInch)));
  const products = catalogue.products.filter(matches);
  const staticPages = catalogue.staticPages.filter(matches);
  if (products.length === 0 && staticPages.length === 0) {
    throw new ContentError(
      `${relative(resourceFiles.brochures)}: ${brochure.slug}: source: no ${source.hz} product or static page in ` +
        `${source.categories.join(', ')}${source.series.length ? ` with series ${source.series.join(', ')}` : ''}` +
        `${source.sizesInch ? ` of size ${source.sizesInch.join(', ')} inch` : ''}`,
    );
  }
  return { products, staticPages, items: [] };
}

/** Forgets which catalogue PDFs were found (with the resources' cache reset). */
export function forgetCatalogueDownloads(): void {
  catalogueChecked.clear();
}
