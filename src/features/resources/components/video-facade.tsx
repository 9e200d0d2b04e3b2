'use client';

import { useEffect, useRef, useState } from 'react';
import { PlayIcon } from '@/components/ui/icons';
import { videoEmbedUrl } from '../video-embed';

/** Props of {@link VideoFacade}. */
export interface VideoFacadeProps {
  /** Provider video id (11 characters). */
  videoId: string;
  /** Video title: the play button's name and the iframe's title. */
  title: string;
  /** Position in its group, used only to vary the drawn poster. */
  index?: number;
}

/**
 * Click-to-load video (SPEC 2.11 embedded videos): until the visitor presses play, a 16:9 poster
 * drawn in CSS on this page stands in for the player, so nothing is requested from the video host.
 * Pressing play swaps in the privacy-enhanced iframe and moves focus into it, so keyboard users
 * land on the player instead of losing their place.
 */
export function VideoFacade({ videoId, title, index = 0 }: VideoFacadeProps) {
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

  // The gradient's direction changes with the position so a row of posters does not look cloned.
  const angle = 135 + (index % 4) * 30;
  return (
    <button
      type="button"
      onClick={() => setActive(true)}
      data-testid="video-facade"
      className="group relative isolate flex aspect-video w-full items-center justify-center overflow-hidden rounded-card text-left text-white shadow-card focus-visible:outline-offset-4"
      style={{
        backgroundImage: `radial-gradient(circle at 78% 22%, rgb(31 136 221 / 0.55), transparent 55%), linear-gradient(${angle}deg, var(--color-navy-950), var(--color-navy-700))`,
      }}
    >
      <span className="sr-only">Play video: {title}</span>
      {/* Decorative water lines, drawn here so the poster needs no picture from the video host. */}
      <svg
        aria-hidden="true"
        viewBox="0 0 320 180"
        preserveAspectRatio="none"
        className="absolute inset-0 -z-10 size-full text-white/10"
      >
        <path d="M0 130 C60 110 100 150 160 130 S260 110 320 130" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M0 145 C60 125 100 165 160 145 S260 125 320 145" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M0 160 C60 140 100 180 160 160 S260 140 320 160" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
      <span
        aria-hidden="true"
        className="inline-flex size-16 items-center justify-center rounded-full bg-accent-600 shadow-raised transition-transform duration-200 group-hover:scale-110 group-focus-visible:scale-110"
      >
        <PlayIcon className="ml-1 size-7" />
      </span>
      <span aria-hidden="true" className="absolute inset-x-0 bottom-0 px-4 pb-3 text-xs text-white/75">
        Plays from YouTube once you press play
      </span>
    </button>
  );
}
