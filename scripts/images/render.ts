import { recordGenerated } from '../launch-check/generated-media';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

/**
 * Rasterising SVG strings with sharp and writing them under `public/`. Pictures must stay light
 * (they are served on every listing page), so WebP output is re-encoded at falling quality until it
 * fits a byte budget derived from its pixel count.
 */

/** File formats the generator can write, chosen from the requested path's extension. */
export type OutputFormat = 'webp' | 'png' | 'jpeg' | 'avif' | 'svg';

/** The output format for a file name, or undefined for formats we cannot draw (pdf, gif, …). */
export function formatOf(file: string): OutputFormat | undefined {
  const ext = path.extname(file).toLowerCase();
  const map: Record<string, OutputFormat> = {
    '.webp': 'webp',
    '.png': 'png',
    '.jpg': 'jpeg',
    '.jpeg': 'jpeg',
    '.avif': 'avif',
    '.svg': 'svg',
  };
  return map[ext];
}

/**
 * Byte budget for a picture of `width`×`height` px: 40 KB for an 800×600 tile, scaling with area,
 * never above 90 KB (the banner/poster ceiling) nor below 16 KB.
 */
export function budgetFor(width: number, height: number): number {
  const scaled = ((width * height) / (800 * 600)) * 40 * 1024;
  return Math.round(Math.min(90 * 1024, Math.max(16 * 1024, scaled)));
}

/** Qualities tried in order for lossy formats; the first result under budget wins. */
const qualitySteps = [80, 74, 68, 60, 52, 45];

/**
 * Renders an SVG document to the given format.
 * @param svg complete SVG document whose width/height attributes are the output size in px
 * @param budget maximum size in bytes for lossy formats (best effort: the last step is kept anyway)
 */
export async function rasterise(svg: string, format: OutputFormat, budget: number): Promise<Buffer> {
  if (format === 'svg') return Buffer.from(svg);
  // Render once to raw pixels; encoding attempts then reuse them instead of re-parsing the SVG.
  const { data, info } = await sharp(Buffer.from(svg))
    .flatten({ background: '#ffffff' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  if (format === 'png') return sharp(data, raw).png({ compressionLevel: 9, palette: true, quality: 90 }).toBuffer();
  let out: Buffer = Buffer.alloc(0);
  for (const quality of qualitySteps) {
    const image = sharp(data, raw);
    if (format === 'webp') {
      // effort 5: effort 6 is ten times slower for ~2 % smaller files.
      out = await image.webp({ quality, effort: 5, smartSubsample: true }).toBuffer();
    } else if (format === 'avif') {
      out = await image.avif({ quality: quality - 25, effort: 4 }).toBuffer();
    } else out = await image.jpeg({ quality, mozjpeg: true }).toBuffer();
    if (out.length <= budget) break;
  }
  return out;
}

/** Writes a file, creating its folder, and records it as generated (the launch check lists it until replaced). */
export function writeFile(file: string, data: Buffer | string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, data);
  recordGenerated(file, data);
}

/** Human size, e.g. `23.4 KB`. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(2)} MB`;
}
