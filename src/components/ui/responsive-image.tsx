'use client';

/* eslint-disable @next/next/no-img-element -- this is the site's one picture element: a <picture> around the <img> that pictureAttributes() describes. */
import type { Ref } from 'react';
import { preload } from 'react-dom';
import { pictureAttributes } from './picture-attributes';

/** Props every {@link ResponsiveImage} takes. */
interface ResponsiveImageBase {
  /**
   * Site path of the picture: a .webp, .png or .jpg under `/images/` (served from its prebuilt
   * variants), or an .svg anywhere under `public/` (served as it is).
   */
  src: string;
  /** Text alternative; `''` for a decorative picture. */
  alt: string;
  /**
   * The `sizes` attribute: the picture's rendered width at each breakpoint, in CSS px or vw, e.g.
   * `(min-width: 1280px) 400px, 100vw`; the browser picks the variant from it. Omitted on a `fill`
   * picture it means `100vw`.
   */
  sizes?: string;
  /**
   * The Largest Contentful Paint candidate of its page (a banner or the page's main picture):
   * preloaded from the document head with `fetchpriority="high"` (the AVIF variants; browsers
   * without AVIF skip the preload) and loaded eagerly. Otherwise the picture loads lazily.
   */
  priority?: boolean;
  /** Classes of the `<img>` (object-fit, transitions, z-index), as `next/image` took them. */
  className?: string;
  /** The `<img>` element, for a caller that waits on the picture (e.g. until it is on screen). */
  ref?: Ref<HTMLImageElement>;
}

/** Props of {@link ResponsiveImage}: either `fill` (covers its positioned parent) or the intrinsic size. */
export type ResponsiveImageProps = ResponsiveImageBase &
  (
    | {
        /** Fills the nearest positioned ancestor (absolute, 100 % × 100 %). */
        fill: true;
        width?: never;
        height?: never;
      }
    | {
        fill?: false;
        /** Intrinsic width in px (sets the aspect ratio; CSS may scale it). */
        width: number;
        /** Intrinsic height in px. */
        height: number;
      }
  );

/**
 * A picture served from the variants `scripts/prepare-images.ts` writes at build time
 * (docs/decisions/0010-prebuilt-images.md): a `<picture>` whose AVIF `<source>` and WebP `<img>`
 * list every variant width with the same `sizes`, so a browser that takes AVIF loads it and any other
 * loads WebP, and nothing goes through the `/_next/image` optimiser. The `<img>` attributes (size or
 * `fill` style, lazy loading, decoding) are those Next's `getImageProps()` gives, computed by
 * `pictureAttributes()` without shipping Next's function (issue 26). An SVG is one `<img>`.
 *
 * A client component (no state, no effects), as `next/image` is, for two reasons. The page's RSC
 * payload then carries only these props, not both expanded srcsets a second time beside the HTML
 * (measured: up to 4.7 KB gzip more on the event page when it rendered on the server). And the
 * `preload()` of a priority picture runs only when the picture is rendered, into the prerendered
 * HTML or on navigation; called from a server component it travels in the RSC payload as a hint the
 * browser acts on at once, so every route Next.js prefetches would download its banner.
 * @throws Error while rendering (so the build fails) when `src` is neither an SVG nor a .webp, .png
 *   or .jpg under `/images/`, since no variant would exist for it
 */
export function ResponsiveImage({ src, alt, sizes, priority = false, className, ref, ...box }: ResponsiveImageProps) {
  const request = {
    src,
    sizes,
    className,
    priority,
    fill: box.fill === true,
    width: box.width,
    height: box.height,
  };

  if (src.endsWith('.svg')) {
    // Vectors are already as small as they get and scale to any width.
    const props = pictureAttributes(request, 'webp');
    if (priority) preload(props.src, { as: 'image', fetchPriority: 'high' });
    return <img {...props} ref={ref} alt={alt} />;
  }

  const avif = pictureAttributes(request, 'avif');
  const webp = pictureAttributes(request, 'webp');
  if (priority) {
    // Same srcset and sizes as the <source>, so the browser reuses the preloaded response; browsers
    // without AVIF skip a preload of that type.
    preload(avif.src, {
      as: 'image',
      type: 'image/avif',
      imageSrcSet: avif.srcSet,
      imageSizes: avif.sizes,
      fetchPriority: 'high',
    });
  }
  return (
    <picture>
      <source type="image/avif" srcSet={avif.srcSet} sizes={avif.sizes} />
      <img {...webp} ref={ref} alt={alt} />
    </picture>
  );
}
