'use client';

import { useEffect, useRef, useState } from 'react';
import type { LocalVideo as LocalVideoData } from '@/content/schemas/resources';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { PlayBadge } from './play-badge';

/**
 * A video served from this site (SPEC 2.11 gallery videos) in a 16:9 frame with its title as the
 * caption. Until the visitor presses play, a picture with a play button stands in for the player;
 * pressing it swaps in the `<video>` with its native controls, starts it and moves focus to it, so
 * keyboard users land on the player.
 *
 * Why not a `<video poster>`: a browser fetches a poster at once, wherever the video sits on the
 * page, and Chromium paints a poster-less video grey over any picture behind it. The gallery's four
 * posters (69 KB) were fetched on a phone before its banner, which Lighthouse counts against the
 * banner's paint (docs/benchmarks.md, 2026-11-27). The stand-in's picture is a lazy
 * `ResponsiveImage`, loaded only as it nears the screen, in AVIF at the width shown.
 *
 * Without JavaScript the stand-in is a plain link to the MP4 file, which the browser plays in its
 * own player.
 * @param video file, poster (a picture under `/images/`) and title from the gallery content
 */
export function LocalVideo({ video }: { video: LocalVideoData }) {
  const [playing, setPlaying] = useState(false);
  const videoRef = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const element = videoRef.current;
    if (!playing || !element) return;
    element.focus();
    // Started by the visitor's press; a refused start (browser policy) leaves the controls to do it.
    element.play()?.catch(() => {});
  }, [playing]);

  return (
    <figure>
      {playing ? (
        <video
          ref={videoRef}
          controls
          playsInline
          className="aspect-video w-full rounded-card bg-navy-950 shadow-card"
          aria-label={video.title}
        >
          <source src={video.src} type="video/mp4" />
        </video>
      ) : (
        <a
          href={video.src}
          type="video/mp4"
          onClick={(event) => {
            event.preventDefault();
            setPlaying(true);
          }}
          data-testid="local-video"
          className="group relative isolate block aspect-video w-full overflow-hidden rounded-card bg-navy-950 shadow-card focus-visible:outline-offset-4"
        >
          <span className="sr-only">Play video: {video.title}</span>
          <ResponsiveImage
            src={video.poster}
            alt=""
            fill
            sizes="(min-width: 1280px) 592px, (min-width: 768px) 50vw, 100vw"
            className="-z-10 object-cover"
          />
          <PlayBadge className="top-1/2" />
        </a>
      )}
      <figcaption className="mt-3 font-semibold text-navy-900">{video.title}</figcaption>
    </figure>
  );
}
