'use client';

import { preload, type PreloadOptions } from 'react-dom';

/** Props of {@link ImagePreload}: the picture's fallback URL and React's preload options (`as: 'image'` is set here). */
export interface ImagePreloadProps extends Omit<PreloadOptions, 'as'> {
  /** URL fetched by a browser that cannot read `imageSrcSet` (React omits it when the set is given). */
  href: string;
}

/**
 * Asks for a `<link rel="preload" as="image">` in the document head for the LCP picture it is
 * rendered beside (`<ResponsiveImage priority>`); renders nothing.
 *
 * A client component on purpose: `preload()` called while a server component renders travels in the
 * RSC payload as a hint that the browser acts on as soon as it receives the payload, and Next.js
 * prefetches the payload of every route linked from the page, so each visit would download the
 * banners of the pages in the menu. Called here, it runs only when the picture is really rendered:
 * into the HTML of a prerendered page, or in the browser on navigation.
 */
export function ImagePreload({ href, ...options }: ImagePreloadProps) {
  preload(href, { as: 'image', ...options });
  return null;
}
