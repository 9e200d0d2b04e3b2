import path from 'node:path';
import { bannerPicture, bannerSize } from './banners';
import { logoSvg } from './brand';
import { findBannerCategory, findProduct, recordsReferencing, str, type ContentIndex } from './content';
import { curvePicture, curveSize } from './curves';
import { brochurePicture, brochureSize, sealPicture, sealSize } from './documents';
import { fallbackPicture, fallbackSize } from './fallback';
import { posterPicture, videoScenes } from './motion';
import { productPicture, productSize } from './products';
import { formatOf, type OutputFormat } from './render';
import { eventPicture } from './scenes-events';
import { galleryPicture } from './scenes-gallery';
import { blogPicture, industryPicture, pagePicture, pageSize } from './scenes-pages';

/**
 * Which pictures exist on the site and how each one is made: the fixed list every build needs, the
 * size of each folder (docs/notes/image-conventions.md) and the recipe chosen by folder.
 */

/**
 * Pictures ensured even when no content mentions them yet: the logo files and the page pictures
 * that page components reference directly.
 */
export const fixedPaths: readonly string[] = [
  '/images/brand/logo.svg',
  '/images/brand/logo-light.svg',
  '/images/brand/icon.svg',
  '/images/pages/home-popup.webp',
  '/images/pages/award.webp',
  '/images/pages/company-parallax.webp',
  '/images/pages/contact-banner.webp',
  '/images/pages/dealers-banner.webp',
  '/images/pages/resources-banner.webp',
  '/images/pages/hero-poster.webp',
  '/images/pages/corporate-video-poster.webp',
  '/images/pages/about-borehole.webp',
  '/images/pages/about-industrial.webp',
];

/** One picture to make. */
export interface Target {
  /** Site path, e.g. `/images/products/x.webp`. */
  sitePath: string;
  /** First folder under /images/, e.g. `products`. */
  folder: string;
  /** File name without extension. */
  name: string;
  format: OutputFormat;
}

/** Parses a site path; undefined for paths outside /images/ or formats we cannot draw. */
export function toTarget(sitePath: string): Target | undefined {
  const normalised = path.posix.normalize(sitePath);
  if (!normalised.startsWith('/images/') || normalised.includes('..')) return undefined;
  const format = formatOf(normalised);
  if (!format) return undefined;
  const rest = normalised.slice('/images/'.length).split('/');
  const folder = rest.length > 1 ? rest[0]! : '';
  const name = path.posix.basename(normalised).replace(/\.[^.]+$/, '');
  return { sitePath: normalised, folder, name, format };
}

/** Output size (px) of a target, per the image conventions. */
export function sizeOf(t: Target): { width: number; height: number } {
  switch (t.folder) {
    case 'products':
    case 'industries':
      return productSize;
    case 'curves':
      return curveSize;
    case 'banners':
      return bannerSize;
    case 'blogs':
      return { width: 1200, height: 675 };
    case 'brochures':
      return brochureSize;
    case 'events':
    case 'gallery':
      return { width: 1200, height: 800 };
    case 'certifications':
      return sealSize;
    case 'pages':
      return pageSize(t.name);
    case 'brand':
      return /og|social|share/i.test(t.name) ? { width: 1200, height: 630 } : { width: 512, height: 512 };
    default:
      return fallbackSize;
  }
}

/** `set-3` → { set: 'set', index: 3 }; names without a number count as 1. */
function setAndIndex(name: string): { set: string; index: number } {
  const m = /^(.*?)-(\d+)$/.exec(name);
  return m ? { set: m[1]!, index: Number(m[2]) } : { set: name, index: 1 };
}

/** The alt text (or image description) that the content gives for a picture. */
function altOf(index: ContentIndex, sitePath: string): string {
  for (const r of recordsReferencing(index, sitePath)) {
    const alt = str(r.data, 'alt') ?? str(r.data, 'imageAlt');
    if (alt) return alt;
  }
  return '';
}

/**
 * Builds the picture for a target.
 * @returns an SVG document to rasterise, or `{ file }` with final file content (hand-written SVG)
 */
export function buildPicture(t: Target, index: ContentIndex): { svg: string } | { file: string } {
  const { width, height } = sizeOf(t);
  const alt = altOf(index, t.sitePath);
  switch (t.folder) {
    case 'brand': {
      // Logo files are vectors written as is; raster brand files (icons, sharing cards) are drawn from them.
      const variant = /icon|favicon|apple/i.test(t.name)
        ? 'icon'
        : /light|white|dark-bg|inverse/i.test(t.name)
          ? 'dark-bg'
          : 'light-bg';
      if (t.format === 'svg') return { file: logoSvg(variant) };
      if (variant === 'icon')
        return { svg: logoSvg('icon').replace('width="128" height="128"', `width="${width}" height="${height}"`) };
      return { svg: fallbackPicture('', width, height) };
    }
    case 'products':
      return { svg: productPicture(t.name, findProduct(index, t.name, t.sitePath)) };
    case 'curves':
      return { svg: curvePicture(t.name, findProduct(index, t.name, t.sitePath)) };
    case 'banners':
      return { svg: bannerPicture(t.name, findBannerCategory(index, t.name, t.sitePath)) };
    case 'industries':
      return { svg: industryPicture(t.name, width, height) };
    case 'blogs': {
      const record = recordsReferencing(index, t.sitePath)[0];
      return { svg: blogPicture(t.name, str(record?.data, 'title') ?? '', alt, width, height) };
    }
    case 'brochures': {
      const record = recordsReferencing(index, t.sitePath).find((r) => str(r.data, 'title'))?.data;
      const source = record?.source as { categories?: unknown; series?: unknown } | undefined;
      const list = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : undefined);
      const hz = str(record, 'hz') ?? /(50|60)hz/i.exec(t.name)?.[0]?.toLowerCase();
      return {
        svg: brochurePicture({
          title: str(record, 'title') ?? t.name.replace(/-/g, ' '),
          hz,
          categories: list(source?.categories),
          series: list(source?.series),
        }),
      };
    }
    case 'events': {
      const { set, index: n } = setAndIndex(t.name);
      return { svg: eventPicture(set, n, width, height, alt) };
    }
    case 'gallery': {
      const { set, index: n } = setAndIndex(t.name);
      return { svg: galleryPicture(set, n, width, height, alt) };
    }
    case 'certifications': {
      const record = recordsReferencing(index, t.sitePath)[0];
      return { svg: sealPicture(t.name, str(record?.data, 'name')) };
    }
    case 'pages': {
      // Video posters are the first frame of their video, so the two always match.
      const video = t.name.replace(/-poster$/, '');
      if (t.name.endsWith('-poster') && videoScenes[video]) return { svg: posterPicture(video, width, height)! };
      return { svg: pagePicture(t.name, width, height, alt) };
    }
    default:
      return { svg: fallbackPicture(t.name, width, height) };
  }
}
