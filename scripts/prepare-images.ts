import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { publicDir, rootDir } from '../src/content/load';
import {
  encodedWidth,
  hasVariants,
  sourcePrefix,
  variantFormats,
  variantPrefix,
  variantUrl,
  variantWidths,
  type VariantFormat,
} from '../src/lib/images/image-variants';

/**
 * `prebuild` (after prepare-assets, which draws any missing picture): writes the AVIF and WebP
 * variants of every picture under `public/images/` into `public/_img/` (git-ignored, served as
 * static files), at the widths of `src/lib/images/image-variants.ts`, so no picture is encoded while a
 * visitor waits (docs/decisions/0010-prebuilt-images.md).
 *
 * Incremental: `.generated/image-variants.json` records, for every variant file, the key it was
 * written from (source SHA-256, encoded width, format and encoder settings). A build whose sources
 * did not change writes nothing; a changed source rewrites only its own variants, and variants
 * whose source is gone are deleted, so a replaced picture can never be served stale.
 */

/** Encoder settings in sharp's terms (quality 1–100, effort: higher is slower and smaller). */
export const encoderSettings: Record<VariantFormat, { quality: number; effort: number }> = {
  // Quality 47 is what Next.js's optimiser used for AVIF at the site's quality 75 (75 × 50/80).
  // Effort 1 instead of its 3: measured on 2 cores, effort 2 costs 1.5× the time of effort 1 for
  // files 7 % smaller, and effort 3 twice again for no gain; effort 1 keeps a clean build in budget.
  avif: { quality: 47, effort: 1 },
  // Quality 75 as before; effort 2 instead of 4 halves the WebP time for files 4 % larger.
  webp: { quality: 75, effort: 2 },
};

/** A clean build of every variant should take at most this long on the 2-core build machine, in ms. */
export const timeBudgetMs = 60_000;

/** Layout of the cache record; a record of another version is ignored (everything is rewritten). */
const recordVersion = 1;

/** What `.generated/image-variants.json` holds. */
interface CacheRecord {
  version: number;
  /** Source path relative to the source folder → its SHA-256 and size in px when last read. */
  sources: Record<string, { sha256: string; width: number; height: number }>;
  /** Variant path relative to the output folder → the key it was written from. */
  variants: Record<string, string>;
}

/** Options of {@link prepareImages}; paths are absolute. */
export interface PrepareImagesOptions {
  /** Folder of the sources, served at `/images/` (default `public/images`). */
  sourceDir?: string;
  /** Folder of the variants, served at `/_img/` (default `public/_img`). */
  outDir?: string;
  /** The cache record (default `.generated/image-variants.json`). */
  recordFile?: string;
  /** Pictures encoded at once (default: the machine's cores); each encode uses one libvips thread. */
  concurrency?: number;
}

/** What {@link prepareImages} did. */
export interface PrepareImagesSummary {
  /** Source pictures found (.webp, .png, .jpg). */
  sources: number;
  /** Variant files that should exist (sources × widths × formats). */
  variants: number;
  /** Variant files written by this run. */
  written: number;
  /** Variant files already up to date. */
  kept: number;
  /** Variant files deleted because their source or width is gone. */
  removed: number;
  /** Total size of all variant files, in bytes. */
  bytes: number;
  /** Wall time of the run, in ms. */
  elapsedMs: number;
}

/** One variant file to write: its path relative to the output folder and its cache key. */
interface PlannedVariant {
  file: string;
  key: string;
  width: number;
  format: VariantFormat;
}

/** Every source picture under `dir`, as paths relative to it with `/` separators, sorted. */
function listSources(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((rel) => hasVariants(`${sourcePrefix}${rel}`))
    .sort();
}

/** Every file under `dir`, relative to it with `/` separators. */
function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

function readRecord(file: string): CacheRecord {
  try {
    const record = JSON.parse(fs.readFileSync(file, 'utf8')) as CacheRecord;
    if (record.version === recordVersion && record.sources && record.variants) return record;
  } catch {
    // Missing or unreadable: start from nothing, which only costs time.
  }
  return { version: recordVersion, sources: {}, variants: {} };
}

/** Writes through a temporary file so an interrupted build never leaves a truncated file behind. */
function writeAtomically(file: string, data: Buffer | string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, data);
  fs.renameSync(temporary, file);
}

/** Removes the empty folders left under `dir` after variants were deleted (never `dir` itself). */
function removeEmptyFolders(dir: string): void {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const sub = path.join(dir, entry.name);
    removeEmptyFolders(sub);
    if (fs.readdirSync(sub).length === 0) fs.rmdirSync(sub);
  }
}

/** Runs `work` over `items` with at most `limit` running at once; rejects on the first failure. */
async function forEachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
}

/**
 * Writes the variants that are missing or out of date for one source: decodes it once (turned
 * upright by its EXIF orientation), then resizes and encodes each width that needs it. Variant
 * names that share a key (widths above the source's width) get copies of one encode.
 */
async function encodeSource(source: Buffer, outDir: string, work: readonly PlannedVariant[]): Promise<void> {
  const { data, info } = await sharp(source).autoOrient().raw().toBuffer({ resolveWithObject: true });
  const byKey = new Map<string, PlannedVariant[]>();
  for (const variant of work) byKey.set(variant.key, [...(byKey.get(variant.key) ?? []), variant]);
  for (const variants of byKey.values()) {
    const { width, format } = variants[0]!;
    const encoded = await sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
      .resize({ width, withoutEnlargement: true })
      .toFormat(format, encoderSettings[format])
      .toBuffer();
    for (const variant of variants) writeAtomically(path.join(outDir, variant.file), encoded);
  }
}

/**
 * Brings `public/_img/` up to date with `public/images/`: writes every missing or stale variant,
 * keeps the rest, deletes variants of sources that are gone, and saves the cache record.
 * @returns counts, total variant bytes and wall time in ms
 * @throws Error naming the source when a picture cannot be read or encoded (the build then stops)
 */
export async function prepareImages(options: PrepareImagesOptions = {}): Promise<PrepareImagesSummary> {
  const started = performance.now();
  const sourceDir = options.sourceDir ?? path.join(publicDir, 'images');
  const outDir = options.outDir ?? path.join(publicDir, '_img');
  const recordFile = options.recordFile ?? path.join(rootDir, '.generated', 'image-variants.json');
  const concurrency = options.concurrency ?? os.availableParallelism();

  const previous = readRecord(recordFile);
  const record: CacheRecord = { version: recordVersion, sources: {}, variants: {} };
  const jobs: { rel: string; source: Buffer; work: PlannedVariant[] }[] = [];
  let planned = 0;

  for (const rel of listSources(sourceDir)) {
    const file = path.join(sourceDir, rel);
    const source = fs.readFileSync(file);
    const sha256 = createHash('sha256').update(source).digest('hex');
    let size = previous.sources[rel]?.sha256 === sha256 ? previous.sources[rel] : undefined;
    if (!size) {
      const meta = await sharp(source)
        .metadata()
        .catch((error: unknown) => {
          throw new Error(`${path.relative(rootDir, file)}: ${error instanceof Error ? error.message : String(error)}`);
        });
      size = { sha256, width: meta.autoOrient.width, height: meta.autoOrient.height };
    }
    record.sources[rel] = size;

    const work: PlannedVariant[] = [];
    for (const requested of variantWidths) {
      const width = encodedWidth(requested, size.width);
      for (const format of variantFormats) {
        const { quality, effort } = encoderSettings[format];
        const variant: PlannedVariant = {
          file: variantUrl(`${sourcePrefix}${rel}`, requested, format).slice(variantPrefix.length),
          key: `${sha256}:${width}:${format}:q${quality}e${effort}`,
          width,
          format,
        };
        planned++;
        record.variants[variant.file] = variant.key;
        const upToDate =
          previous.variants[variant.file] === variant.key && fs.existsSync(path.join(outDir, variant.file));
        if (!upToDate) work.push(variant);
      }
    }
    if (work.length) jobs.push({ rel, source, work });
  }

  // One libvips thread per encode and one encode per core beats several threads on one encode.
  const threads = sharp.concurrency();
  sharp.concurrency(1);
  try {
    await forEachLimited(jobs, concurrency, async ({ rel, source, work }) => {
      try {
        await encodeSource(source, outDir, work);
      } catch (error) {
        throw new Error(
          `${path.relative(rootDir, path.join(sourceDir, rel))}: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    });
  } finally {
    sharp.concurrency(threads);
  }

  let removed = 0;
  let bytes = 0;
  for (const file of listFiles(outDir)) {
    if (file in record.variants) {
      bytes += fs.statSync(path.join(outDir, file)).size;
    } else {
      fs.rmSync(path.join(outDir, file));
      removed++;
    }
  }
  if (fs.existsSync(outDir)) removeEmptyFolders(outDir);
  writeAtomically(recordFile, `${JSON.stringify(record, null, 1)}\n`);

  const written = jobs.reduce((sum, job) => sum + job.work.length, 0);
  return {
    sources: Object.keys(record.sources).length,
    variants: planned,
    written,
    kept: planned - written,
    removed,
    bytes,
    elapsedMs: performance.now() - started,
  };
}

/** The one-line report the build prints, e.g. `prepare-images: 224 pictures, 2502 variants (0 written, 2502 kept, 0 removed) in 0.4 s, 25.1 MB`. */
export function formatSummary(summary: PrepareImagesSummary): string {
  return (
    `prepare-images: ${summary.sources} pictures, ${summary.variants} variants ` +
    `(${summary.written} written, ${summary.kept} kept, ${summary.removed} removed) ` +
    `in ${(summary.elapsedMs / 1000).toFixed(1)} s, ${(summary.bytes / 1e6).toFixed(1)} MB`
  );
}

async function main(): Promise<void> {
  const summary = await prepareImages();
  console.log(formatSummary(summary));
  if (summary.elapsedMs > timeBudgetMs) {
    console.warn(
      `prepare-images: WARNING over the ${timeBudgetMs / 1000} s budget (docs/decisions/0010-prebuilt-images.md)`,
    );
  }
}

if (path.basename(process.argv[1] ?? '').startsWith('prepare-images')) {
  main().catch((error: unknown) => {
    console.error(`prepare-images: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
