'use client';

import { ResponsiveImage } from '@/components/ui/responsive-image';
import { PlayBadge } from './play-badge';
import { useEffect, useRef, useState } from 'react';
import { videoEmbedUrl } from '../domain/video-embed';

/** Props of {@link VideoFacade}. */
export interface VideoFacadeProps {
  /** Provider video id (11 characters). */
  videoId: string;
  /** Video title: the play button's name and the iframe's title. */
  title: string;
  /** Site picture shown as the poster (any aspect; cropped to 16:9), e.g. `/images/blogs/x.webp`. */
  poster: string;
  /** Name of the video's group, printed above the title on the poster, e.g. 'Company'. */
  group: string;
  /** Running time such as `3:42`, printed in a corner badge when known. */
  duration?: string;
}

/**
 * Click-to-load video (SPEC 2.11 embedded videos): until the visitor presses play, a 16:9 poster
 * made from one of the site's own pictures, with the group, title and running time over it, stands in
 * for the player, so nothing is requested from the video host. Pressing play swaps in the
 * privacy-enhanced iframe and moves focus into it, so keyboard users land on the player instead of
 * losing their place. The poster text is hidden from assistive technology because the button's
 * name already says "Play video: {title}".
 */
export function VideoFacade({ videoId, title, poster, group, duration }: VideoFacadeProps) {
  const [active, setActive] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    if (active) frameRef.current?.focus();
  }, [active]);

  if (active) {
    return (
      <iframe
        ref={frameRef}
        src={videoEmbedUrl(videoId)}
        title={title}
        className="aspect-video w-full rounded-card bg-navy-950"
        allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
        referrerPolicy="strict-origin-when-cross-origin"
        allowFullScreen
      />
    );
  }

  return (
    <button
      type="button"
      onClick={() => setActive(true)}
      data-testid="video-facade"
      className="group relative isolate block aspect-video w-full overflow-hidden rounded-card bg-navy-950 text-left text-white shadow-card focus-visible:outline-offset-4"
    >
      <span className="sr-only">Play video: {title}</span>
      <ResponsiveImage
        src={poster}
        alt=""
        fill
        sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
        className="-z-20 object-cover transition-transform duration-300 group-hover:scale-105 motion-reduce:transition-none motion-reduce:group-hover:scale-100"
      />
      {/* Darkens the picture under the text so white type keeps 4.5:1 on any poster. */}
      <span
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-linear-to-t from-navy-950/95 via-navy-950/55 to-navy-950/10"
      />
      <PlayBadge className="top-[38%]" />
      {duration ? (
        <span
          aria-hidden="true"
          data-testid="video-duration"
          className="absolute top-3 right-3 rounded bg-navy-950/85 px-2 py-0.5 text-xs font-semibold tabular-nums"
        >
          {duration}
        </span>
      ) : null}
      <span aria-hidden="true" className="absolute inset-x-0 bottom-0 px-4 pb-3">
        <span className="block text-xs font-semibold tracking-wide text-water-100 uppercase">{group}</span>
        <span className="mt-0.5 line-clamp-2 block font-semibold leading-snug text-balance">{title}</span>
      </span>
    </button>
  );
}
