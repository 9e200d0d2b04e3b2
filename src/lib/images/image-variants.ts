/**
 * The prebuilt picture variants (docs/decisions/0010-prebuilt-images.md): which widths and formats
 * exist for every picture under `public/images/`, and at which URL. `scripts/prepare-images.ts`
 * writes them at build time, `next.config.ts` hands the same widths to Next.js (`deviceSizes`,
 * `imageSizes`) so the `srcset` that `getImageProps()` builds names only files that exist, and
 * `<ResponsiveImage>` turns them into a `<picture>`. This module is pure (no Node APIs), so the
 * config, the script, the component and the tests all import it.
 */

/**
 * Widths for pictures narrower than the viewport, in px: 256 is a 128 px certificate logo at 2×,
 * 384 a 180–240 px card or thumbnail (half a phone, a photo-grid cell) at 2× or a 360 px card at 1×.
 * Next.js lists them only when `sizes` says the picture is a fraction of the viewport.
 */
export const imageSizes = [256, 384] as const;

/**
 * Widths for pictures up to the full viewport, in px: 540 covers the 400–520 px cards and columns at
 * 1×, 720 a 360 px phone at 2× (the banners' phone variant), 1080 the 400–520 px cards at 2× and the
 * 832–896 px article and award pictures at 1×, 1440 a 1280–1440 px desktop banner and the 700 px
 * video poster at 2×, 1920 the widest source (banners, page pictures).
 */
export const deviceSizes = [540, 720, 1080, 1440, 1920] as const;

/** Every variant width in px, ascending. */
export const variantWidths: readonly number[] = [...imageSizes, ...deviceSizes];

/** Encoded formats: AVIF for browsers that take it (a `<source>`), WebP for the rest (the `<img>`). */
export const variantFormats = ['avif', 'webp'] as const;

/** One of {@link variantFormats}. */
export type VariantFormat = (typeof variantFormats)[number];

/** Site folder of the sources; only pictures under it have variants. */
export const sourcePrefix = '/images/';

/** Site folder of the variants (`public/_img/`, git-ignored, served as static files). */
export const variantPrefix = '/_img/';

/** File types that get variants; anything else (SVG above all) is served as it is. */
const sourcePattern = /\.(?:webp|png|jpe?g)$/i;

/**
 * Site folder of the pictures staff upload in the back office (Payload's media files). Payload writes
 * their variants on upload, named by {@link uploadVariantName}, beside the upload.
 */
export const uploadPrefix = '/cms-api/media/file/';

/** Upload types that get variants (Payload's image sizes; a PDF gets none). */
const uploadPattern = /\.(?:webp|png|jpe?g|avif)$/i;

/**
 * The file name of an uploaded picture's variant: `kenya-stand.jpg` at 540 px in AVIF is
 * `kenya-stand.540.avif` (the upload's base name, which Payload keeps unique, then width and format).
 * @param baseName the upload's file name without its extension
 */
export function uploadVariantName(baseName: string, width: number, format: VariantFormat): string {
  return `${baseName}.${width}.${format}`;
}

/** Whether a site path is a picture that has prebuilt variants (a raster file under `/images/`, or an upload). */
export function hasVariants(src: string): boolean {
  if (src.includes('..')) return false;
  if (src.startsWith(uploadPrefix)) return uploadPattern.test(src);
  return src.startsWith(sourcePrefix) && sourcePattern.test(src);
}

/**
 * The variant that serves a requested width: the narrowest variant at least that wide, or the widest
 * when none is. Next.js asks only for {@link variantWidths} (next.config.ts takes them from here),
 * which map to themselves; in development it also calls the loader once with the `<img>` width (or
 * 400 px) to check that the loader uses the width, and that call must not fail.
 * @param width requested width in px
 * @returns one of {@link variantWidths}, in px
 */
export function variantWidthFor(width: number): number {
  return variantWidths.find((w) => w >= width) ?? variantWidths[variantWidths.length - 1]!;
}

/**
 * The URL of one variant: `/images/products/x.webp` at 540 px in AVIF is `/_img/products/x.webp.540.avif`;
 * an upload `/cms-api/media/file/x.jpg` gives `/cms-api/media/file/x.540.avif` ({@link uploadVariantName}).
 * The source's own extension stays in the name so `x.png` and `x.webp` never share variants.
 * The name gives the variant width; the file is never wider than the source ({@link encodedWidth}).
 * @param src site path of the source, e.g. `/images/banners/50hz-submersible-pumps.webp`
 * @param width requested width in px, mapped by {@link variantWidthFor}
 * @param format one of {@link variantFormats}
 * @throws Error when `src` has no variants (not a .webp, .png or .jpg under `/images/`)
 */
export function variantUrl(src: string, width: number, format: VariantFormat): string {
  if (!hasVariants(src)) {
    throw new Error(
      `${src}: no prebuilt variants (only .webp, .png and .jpg under ${sourcePrefix}, and uploaded pictures under ${uploadPrefix}, have them)`,
    );
  }
  if (src.startsWith(uploadPrefix)) {
    const name = src.slice(uploadPrefix.length).replace(uploadPattern, '');
    return `${uploadPrefix}${uploadVariantName(name, variantWidthFor(width), format)}`;
  }
  return `${variantPrefix}${src.slice(sourcePrefix.length)}.${variantWidthFor(width)}.${format}`;
}

/**
 * The width a variant is encoded at: the width asked for, or the source's own width when that is
 * smaller, so a picture is never upscaled (a wider file would only cost bytes, not add detail).
 * @param requested variant width in px
 * @param sourceWidth the source's width in px
 * @returns width in px, at most `sourceWidth`
 */
export function encodedWidth(requested: number, sourceWidth: number): number {
  return Math.min(requested, sourceWidth);
}

/**
 * A `next/image` loader for one format: maps the width Next.js asks for to the prebuilt file.
 * Quality is fixed when the variants are encoded, so the `quality` Next.js passes is not used.
 * @throws Error from {@link variantUrl} when called for a path that has no variants
 */
export function variantLoader(format: VariantFormat): (params: { src: string; width: number }) => string {
  return ({ src, width }) => variantUrl(src, width, format);
}
