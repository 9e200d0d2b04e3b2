'use client';

// The one module that imports next/link: every other link of the site goes through this one.
// eslint-disable-next-line no-restricted-imports
import NextLink from 'next/link';
import { useState, type ComponentProps, type FocusEvent, type MouseEvent, type TouchEvent } from 'react';

/** Props of {@link Link}: those of Next.js' `<Link>`. */
export type LinkProps = ComponentProps<typeof NextLink>;

/**
 * The site's internal link: Next.js' `<Link>` (client-side navigation, scroll, `aria-current` and
 * every other prop as documented), except that it prefetches its route when the visitor shows the
 * intent to follow it (the pointer over it, a touch on it, keyboard focus) rather than as soon as it
 * comes within 200 px of the viewport.
 *
 * Why (issue 26; docs/decisions/0025-prefetch-on-intent.md): by default every page prefetched the
 * RSC payload and script chunks of each route its visible links name, about 24 requests on the
 * company page of a 412 px phone, and decoding those payloads took main-thread tasks of 30–90 ms
 * (under a 4× slower CPU) after load, which Lighthouse counts as blocking time. Blocking those
 * requests brought the 404 page's mobile TBT from 609 ms to the floor page's 305 ms (median of 3).
 * A phone on a metered connection also no longer downloads pages its visitor never opens. The
 * navigation still prefetches in time for a mouse (hover precedes the click by 100 ms or more) and
 * starts on touch; a link followed without either fetches its route on click, served from the page
 * cache.
 *
 * This is the pattern of Next.js' own prefetching guide ("Hover-triggered prefetch",
 * node_modules/next/dist/docs/01-app/02-guides/prefetching.md): `prefetch={false}` until intent,
 * then `null` (the default, full prefetch for a static route). `prefetch={false}` from the caller
 * still turns prefetching off altogether.
 */
export function Link({ prefetch, onMouseEnter, onTouchStart, onFocus, ...props }: LinkProps) {
  const [intent, setIntent] = useState(false);
  return (
    <NextLink
      {...props}
      prefetch={prefetch === false || !intent ? false : (prefetch ?? null)}
      onMouseEnter={(event: MouseEvent<HTMLAnchorElement>) => {
        setIntent(true);
        onMouseEnter?.(event);
      }}
      onTouchStart={(event: TouchEvent<HTMLAnchorElement>) => {
        setIntent(true);
        onTouchStart?.(event);
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        setIntent(true);
        onFocus?.(event);
      }}
    />
  );
}
