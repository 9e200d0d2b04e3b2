import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { publicDir } from '../../src/content/load';
import { palette } from '../images/palette';

/**
 * Pictures for the PDFs. pdfkit only embeds PNG and JPEG, and the site's pictures are WebP, so each
 * one is decoded with sharp, downscaled (a 600 px wide picture is sharp at the ~200 pt it is printed)
 * and re-encoded in memory as whichever of palette PNG or JPEG is smaller: flat illustrations
 * compress best as PNG, photographs as JPEG.
 */

/** A picture ready for `doc.image`, with its pixel size for aspect-ratio maths. */
export interface PdfImage {
  data: Buffer;
  width: number;
  height: number;
}

const cache = new Map<string, Promise<PdfImage | undefined>>();

async function convert(file: string, maxWidth: number): Promise<PdfImage> {
  const resized = sharp(file).flatten({ background: '#ffffff' }).resize({ width: maxWidth, withoutEnlargement: true });
  const { data: raw, info } = await resized.raw().toBuffer({ resolveWithObject: true });
  const input = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const [png, jpeg] = await Promise.all([
    sharp(raw, input).png({ palette: true, quality: 85, compressionLevel: 9, effort: 10 }).toBuffer(),
    sharp(raw, input).jpeg({ quality: 78, mozjpeg: true, chromaSubsampling: '4:2:0' }).toBuffer(),
  ]);
  return { data: png.length <= jpeg.length ? png : jpeg, width: info.width, height: info.height };
}

/**
 * The picture at a site path (e.g. `/images/products/x.webp`) converted for pdfkit, or undefined when
 * the file does not exist (the layout then leaves the picture out rather than failing).
 * @param maxWidth width in px to downscale to
 */
export function loadImage(sitePath: string, maxWidth = 600): Promise<PdfImage | undefined> {
  const key = `${sitePath}@${maxWidth}`;
  let pending = cache.get(key);
  if (!pending) {
    const file = path.join(publicDir, sitePath);
    pending = fs.existsSync(file) ? convert(file, maxWidth) : Promise.resolve(undefined);
    cache.set(key, pending);
  }
  return pending;
}

/** Logo variants: for light backgrounds (`/images/brand/logo.svg`) and dark ones (`logo-light.svg`). */
export type LogoVariant = 'on-light' | 'on-dark';

const logoFiles: Record<LogoVariant, string> = {
  'on-light': '/images/brand/logo.svg',
  'on-dark': '/images/brand/logo-light.svg',
};

/** Background each logo variant is printed on (covers and back page are navy, inner pages white). */
const logoBackgrounds: Record<LogoVariant, string> = { 'on-light': palette.white, 'on-dark': palette.navy900 };

/**
 * The site's logo rasterised to a palette PNG (480 px wide: sharp at the ≤140 pt it is printed),
 * flattened onto the colour it is printed on. No alpha channel on purpose: pdfkit splits alpha
 * asynchronously, which makes the object order (and so the bytes) of the PDF vary between runs.
 * Undefined when the logo file does not exist yet.
 */
export function loadLogo(variant: LogoVariant): Promise<PdfImage | undefined> {
  const key = `logo:${variant}`;
  let pending = cache.get(key);
  if (!pending) {
    const file = path.join(publicDir, logoFiles[variant]);
    pending = fs.existsSync(file)
      ? sharp(file, { density: 300 })
          .resize({ width: 480 })
          .flatten({ background: logoBackgrounds[variant] })
          .png({ compressionLevel: 9, palette: true })
          .toBuffer({ resolveWithObject: true })
          .then(({ data, info }) => ({ data, width: info.width, height: info.height }))
      : Promise.resolve(undefined);
    cache.set(key, pending);
  }
  return pending;
}
