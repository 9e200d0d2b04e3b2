'use client';

import { useEffect, useRef, useState } from 'react';
import { PauseIcon, PlayIcon } from '@/components/ui/icons';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { useReducedMotion } from '@/lib/react/use-reduced-motion';

/** Props of {@link HeroVideo}. */
export interface HeroVideoProps {
  /** WebM source (tried first), site path. */
  webm: string;
  /** MP4 source (fallback), site path. */
  mp4: string;
  /**
   * Still frame shown before playback and under reduced motion, site path of a picture under
   * `/images/` (drawn from its prebuilt variants).
   */
  poster: string;
}

/**
 * Resolves once a picture has loaded (or failed) and the frame after it has been painted: two
 * animation frames, since the first callback runs before the paint it precedes.
 * @param img the picture, or null (resolves after the frames alone)
 */
function afterPainted(img: HTMLImageElement | null): Promise<void> {
  const loaded =
    !img || img.complete
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          img.addEventListener('load', () => resolve(), { once: true });
          img.addEventListener('error', () => resolve(), { once: true });
        });
  return loaded.then(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

/**
 * Full-bleed background video of the home hero (SPEC 2.3): muted, looping, inline, autoplaying,
 * with a visible pause/play button (WCAG 2.2.2). It fills its positioned parent.
 *
 * It starts itself after hydration, by `play()`, with no `autoplay` attribute: the prerendered
 * page cannot know the visitor's motion setting, and an `autoplay` attribute would start the video
 * before the script could stop it. So under `prefers-reduced-motion` the video never starts
 * on its own (the poster stays, nothing is downloaded) but still plays when the button is pressed.
 * Off screen it pauses to save battery, and resumes when it returns unless the visitor paused it.
 *
 * The still frame is a `<ResponsiveImage priority>` under the video rather than the video's
 * `poster` attribute: it is the page's Largest Contentful Paint, and as a picture it is preloaded
 * with `fetchpriority="high"` at the phone's width (a 6 KB AVIF at 720 px instead of the 57 KB
 * 1920 px original). A video shows nothing until its first frame arrives, so the picture stays
 * visible until playback covers it; playback waits until the picture has been painted.
 *
 * Without JavaScript the video and its button are not displayed (the `noscript` variant): a browser
 * gives a video its native controls when scripts cannot run, which would put a play button and a
 * loading spinner over the heading, and the Play button could do nothing. The still frame stays.
 */
export function HeroVideo({ webm, mp4, poster }: HeroVideoProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const stillRef = useRef<HTMLImageElement>(null);
  const reducedMotion = useReducedMotion();
  const [playing, setPlaying] = useState(false);
  // Set when the visitor pauses with the button; autoplay and scrolling back never override it.
  const pausedByVisitor = useRef(false);
  const pausedOffscreen = useRef(false);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    if (reducedMotion) {
      video.pause();
      return;
    }
    let cancelled = false;
    // Playback starts once the still frame is on screen, so the video takes no bandwidth from the
    // picture, and by `play()` rather than the `autoplay` attribute (see the docstring). Its first
    // frame can still be a Largest Contentful Paint candidate, so the video is drawn 1 px shorter
    // than the picture (below) and the picture stays the LCP.
    void afterPainted(stillRef.current).then(() => {
      if (cancelled) return;
      // A refused autoplay (data saver, browser policy) leaves the poster and the Play button.
      if (!pausedByVisitor.current) video.play().catch(() => {});
    });
    return () => {
      cancelled = true;
    };
  }, [reducedMotion]);

  useEffect(() => {
    const video = videoRef.current;
    if (!video || !('IntersectionObserver' in window)) return;
    const observer = new IntersectionObserver(([entry]) => {
      if (!entry) return;
      if (!entry.isIntersecting && !video.paused) {
        pausedOffscreen.current = true;
        video.pause();
      } else if (entry.isIntersecting && pausedOffscreen.current) {
        pausedOffscreen.current = false;
        video.play().catch(() => {});
      }
    });
    observer.observe(video);
    return () => observer.disconnect();
  }, []);

  const toggle = () => {
    const video = videoRef.current;
    if (!video) return;
    pausedOffscreen.current = false;
    if (video.paused) {
      pausedByVisitor.current = false;
      video.play().catch(() => {});
    } else {
      pausedByVisitor.current = true;
      video.pause();
    }
  };

  return (
    <>
      <ResponsiveImage ref={stillRef} src={poster} alt="" fill priority sizes="100vw" className="-z-30 object-cover" />
      {/*
        1 px shorter than the still, at the top: Largest Contentful Paint keeps a later paint only if
        it is larger, and the video's box, snapped to device pixels on its own layer, came out up to
        0.5 px taller than the picture's on a 412 px phone, so its first frame (which waits on
        hydration) became the LCP in about one Lighthouse run of ten. The row it leaves shows the
        still, which is the video's own first frame.
      */}
      <video
        ref={videoRef}
        className="absolute inset-x-0 top-px -z-20 h-[calc(100%-1px)] w-full object-cover noscript:hidden"
        muted
        loop
        playsInline
        preload="none"
        aria-hidden="true"
        tabIndex={-1}
        data-testid="hero-video"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
      >
        <source src={webm} type="video/webm" />
        <source src={mp4} type="video/mp4" />
      </video>
      <button
        type="button"
        onClick={toggle}
        aria-label={playing ? 'Pause background video' : 'Play background video'}
        className="absolute right-4 bottom-4 z-10 inline-flex noscript:hidden items-center gap-2 rounded-full border border-white/40 bg-navy-950/50 px-3.5 py-2 text-sm font-semibold text-white backdrop-blur-sm transition-colors hover:bg-navy-950/75 sm:right-6 sm:bottom-6"
      >
        {playing ? <PauseIcon className="size-4" /> : <PlayIcon className="size-3.5" />}
        <span aria-hidden="true">{playing ? 'Pause' : 'Play'}</span>
      </button>
    </>
  );
}
