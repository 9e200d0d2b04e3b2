import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { variantFormats, variantUrl, variantWidths } from '../src/lib/images/image-variants';
import { formatSummary, prepareImages, type PrepareImagesOptions } from './prepare-images';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prepare-images-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const options: PrepareImagesOptions = {
  sourceDir: path.join(dir, 'images'),
  outDir: path.join(dir, '_img'),
  recordFile: path.join(dir, '.generated', 'image-variants.json'),
};
const perSource = variantWidths.length * variantFormats.length;

/** A flat-colour picture of the given size and format, written under the test's source folder. */
async function writeSource(rel: string, width: number, height: number, colour: string): Promise<void> {
  const file = path.join(options.sourceDir!, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const image = sharp({ create: { width, height, channels: 3, background: colour } });
  const format = path.extname(rel).slice(1) as 'webp' | 'png' | 'jpg';
  fs.writeFileSync(file, await image.toFormat(format === 'jpg' ? 'jpeg' : format).toBuffer());
}

/** Absolute path of the variant of a source (site path under /images/) at a width and format. */
const variantFile = (src: string, width: number, format: 'avif' | 'webp') =>
  path.join(options.outDir!, variantUrl(src, width, format).slice('/_img/'.length));

/** Modification time of every variant file, by path. */
function mtimes(): Map<string, number> {
  const files = fs.readdirSync(options.outDir!, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
  return new Map(
    files.map((e) => [path.join(e.parentPath, e.name), fs.statSync(path.join(e.parentPath, e.name)).mtimeMs]),
  );
}

describe('prepare-images (issue 16: variants written at build, incrementally)', () => {
  beforeAll(async () => {
    await writeSource('banners/wide.webp', 2000, 500, '#123456');
    await writeSource('products/small.png', 300, 200, '#ff8800');
    await writeSource('photos/photo.jpg', 800, 600, '#00aa44');
    fs.writeFileSync(path.join(options.sourceDir!, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  });

  it('writes an AVIF and a WebP variant per width for every raster source, never upscaled, and skips SVG', async () => {
    const summary = await prepareImages(options);
    expect(summary).toMatchObject({ sources: 3, variants: 3 * perSource, written: 3 * perSource, kept: 0, removed: 0 });
    expect(summary.bytes).toBeGreaterThan(0);
    expect(formatSummary(summary)).toMatch(
      /^prepare-images: 3 pictures, 42 variants \(42 written, 0 kept, 0 removed\) in \d+\.\d s, \d+\.\d MB$/,
    );

    const banner720 = await sharp(variantFile('/images/banners/wide.webp', 720, 'avif')).metadata();
    expect(banner720).toMatchObject({ format: 'heif', width: 720, height: 180 });
    // The 2000 px source is wider than any variant: the widest is 1920 px.
    expect(await sharp(variantFile('/images/banners/wide.webp', 1920, 'webp')).metadata()).toMatchObject({
      format: 'webp',
      width: 1920,
    });
    // A 300 px source: 256 px is scaled down, every wider variant is the source's own 300 px.
    expect((await sharp(variantFile('/images/products/small.png', 256, 'webp')).metadata()).width).toBe(256);
    for (const width of [384, 540, 1920]) {
      expect((await sharp(variantFile('/images/products/small.png', width, 'webp')).metadata()).width).toBe(300);
    }
    expect(fs.readdirSync(options.outDir!, { recursive: true }).filter((f) => String(f).includes('logo'))).toEqual([]);
  });

  it('does no work on a second run', async () => {
    const before = mtimes();
    const summary = await prepareImages(options);
    expect(summary).toMatchObject({ written: 0, kept: 3 * perSource, removed: 0 });
    expect(mtimes()).toEqual(before);
  });

  it('rewrites only the variants of a changed source, and a variant deleted by hand', async () => {
    await writeSource('photos/photo.jpg', 800, 600, '#aa0000');
    fs.rmSync(variantFile('/images/banners/wide.webp', 540, 'webp'));
    const before = mtimes();
    const summary = await prepareImages(options);
    expect(summary).toMatchObject({ written: perSource + 1, kept: 2 * perSource - 1 });
    const after = mtimes();
    const changed = [...after.keys()].filter((file) => after.get(file) !== before.get(file));
    expect(changed.sort()).toEqual(
      [
        ...variantWidths.flatMap((w) => variantFormats.map((f) => variantFile('/images/photos/photo.jpg', w, f))),
        variantFile('/images/banners/wide.webp', 540, 'webp'),
      ].sort(),
    );
    const { dominant } = await sharp(variantFile('/images/photos/photo.jpg', 540, 'webp')).stats();
    expect(dominant.r).toBeGreaterThan(150);
  });

  it('deletes the variants of a source that is gone', async () => {
    fs.rmSync(path.join(options.sourceDir!, 'products', 'small.png'));
    const summary = await prepareImages(options);
    expect(summary).toMatchObject({ sources: 2, written: 0, kept: 2 * perSource, removed: perSource });
    expect(fs.existsSync(path.join(options.outDir!, 'products'))).toBe(false);
  });

  it('rewrites everything when the cache record is unreadable', async () => {
    fs.writeFileSync(options.recordFile!, 'not json');
    expect(await prepareImages(options)).toMatchObject({ written: 2 * perSource, kept: 0 });
  });

  it('names the file that cannot be decoded', async () => {
    fs.writeFileSync(path.join(options.sourceDir!, 'broken.png'), 'not a picture');
    await expect(prepareImages(options)).rejects.toThrow(/broken\.png/);
    fs.rmSync(path.join(options.sourceDir!, 'broken.png'));
  });
});
