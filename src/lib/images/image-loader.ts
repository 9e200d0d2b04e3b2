import { variantLoader } from './image-variants';

/**
 * `images.loaderFile` of next.config.ts. Setting a loader other than Next's default switches the
 * `/_next/image` optimiser off (it answers 404), so no picture is ever encoded on request and its
 * disk cache cannot serve a stale picture. Pictures are rendered by `<ResponsiveImage>`, which
 * passes its own AVIF and WebP loaders; this default (the WebP variants) only answers a plain
 * `next/image` use, which ESLint rejects outside that component.
 * @param params the picture's site path and the width Next.js asks for, in px
 * @returns the URL of the prebuilt WebP variant, e.g. `/_img/products/x.webp.540.webp`
 * @throws Error when the path has no prebuilt variants (see `variantUrl`)
 */
export default function imageLoader(params: { src: string; width: number; quality?: number }): string {
  return variantLoader('webp')(params);
}
