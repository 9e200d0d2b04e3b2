import type { CSSProperties } from 'react';
import { deviceSizes, variantUrl, variantWidths, type VariantFormat } from '@/lib/images/image-variants';

/**
 * The `<img>` attributes of a picture served from its prebuilt variants, computed as Next.js's
 * `getImageProps()` computes them (next/dist/shared/lib/get-img-props.js, Next.js 16.4: `getWidths`
 * and `generateImgAttrs`) for this site's one configuration: the variant widths of
 * `src/lib/images/image-variants.ts` as `deviceSizes` and `imageSizes`, a custom loader, no placeholder, no
 * quality. `<ResponsiveImage>` is a client component, and Next's function, written for every option
 * (static imports, blur placeholders, layouts, development checks), weighed about 3.9 KB gzip in the
 * JavaScript of every page with a picture (measured in the home page's chunk of 2026-11-26); this is
 * the part the site uses. responsive-image.test.tsx checks both give the same attributes.
 */

/** What a picture asks for (the props of `<ResponsiveImage>` that shape the `<img>`). */
export interface PictureRequest {
  /** Site path of the source, e.g. `/images/banners/x.webp`, or an `.svg` served as it is. */
  src: string;
  /** The `sizes` attribute; omitted on a `fill` picture it means `100vw`. */
  sizes?: string;
  /** Classes of the `<img>`. */
  className?: string;
  /** Loaded eagerly at high priority (the page's LCP picture); otherwise lazily. */
  priority: boolean;
  /** Fills its positioned parent (no intrinsic size). */
  fill: boolean;
  /** Intrinsic width in px, when not `fill`. */
  width?: number;
  /** Intrinsic height in px, when not `fill`. */
  height?: number;
}

/** Attributes of the `<img>` (or of the `<source>`: `srcSet` and `sizes`). Absent ones are omitted. */
export interface PictureAttributes {
  loading?: 'lazy';
  fetchPriority?: 'high';
  width?: number;
  height?: number;
  decoding: 'async';
  className?: string;
  style: CSSProperties;
  sizes?: string;
  srcSet?: string;
  /** Last, as in Next.js: Safari starts fetching `src` as soon as it is set, before `srcset`. */
  src: string;
}

/**
 * The candidate widths of a `srcset` and their descriptor, as Next's `getWidths`: with `sizes`, every
 * variant at least as wide as the narrowest device width times the smallest `vw` share in `sizes`
 * (all variants when `sizes` names no `vw`), described by width (`540w`); without `sizes`, the
 * variants that serve the intrinsic width at 1× and 2× (`1x`, `2x`), or, for a `fill` picture, the
 * device widths. Example: `sizes="(min-width: 768px) 50vw, 100vw"` gives 50 % × 540 = 270 px, so
 * 384, 540, 720, 1080, 1440 and 1920 px; a 148 px wide picture without `sizes` gives 256 px (1×,
 * the first variant ≥ 148) and 384 px (2×, the first ≥ 296).
 */
function candidateWidths(sizes: string | undefined, width: number | undefined) {
  if (sizes) {
    const shares = [...sizes.matchAll(/(^|\s)(1?\d?\d)vw/g)].map((match) => Number(match[2]));
    if (shares.length === 0) return { widths: [...variantWidths], kind: 'w' as const };
    const smallest = (Math.min(...shares) / 100) * deviceSizes[0];
    return { widths: variantWidths.filter((w) => w >= smallest), kind: 'w' as const };
  }
  if (width === undefined) return { widths: [...deviceSizes], kind: 'w' as const };
  const widest = variantWidths[variantWidths.length - 1]!;
  const widths = [...new Set([width, width * 2].map((w) => variantWidths.find((p) => p >= w) ?? widest))];
  return { widths, kind: 'x' as const };
}

/** Position of a `fill` picture, as Next's: covers its positioned parent. */
const fillStyle: CSSProperties = {
  position: 'absolute',
  height: '100%',
  width: '100%',
  left: 0,
  top: 0,
  right: 0,
  bottom: 0,
};

/**
 * The `<img>` attributes of one picture in one format ({@link PictureRequest}); an `.svg` gets its
 * own path and no `srcset`.
 * @param format the variants named in `srcSet` and `src` (`avif` for the `<source>`, `webp` for the `<img>`)
 * @throws Error when a raster `src` has no prebuilt variants (see `variantUrl`)
 */
export function pictureAttributes(request: PictureRequest, format: VariantFormat): PictureAttributes {
  const { src, priority, fill, className } = request;
  const width = fill ? undefined : request.width;
  const height = fill ? undefined : request.height;
  const common = {
    ...(priority ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const }),
    ...(width === undefined ? {} : { width }),
    ...(height === undefined ? {} : { height }),
    decoding: 'async' as const,
    ...(className === undefined ? {} : { className }),
    style: { ...(fill ? fillStyle : {}), color: 'transparent' },
  };
  if (src.endsWith('.svg')) return { ...common, src };
  const { widths, kind } = candidateWidths(request.sizes, width);
  const sizes = request.sizes ?? (kind === 'w' ? '100vw' : undefined);
  return {
    ...common,
    ...(sizes === undefined ? {} : { sizes }),
    srcSet: widths.map((w, i) => `${variantUrl(src, w, format)} ${kind === 'w' ? w : i + 1}${kind}`).join(', '),
    src: variantUrl(src, widths[widths.length - 1]!, format),
  };
}
