'use client';

import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import type { AutoplayOptionsType, AutoplayType } from 'embla-carousel-autoplay';
import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * How far below (or above) the viewport a carousel starts loading its code, in CSS px, so it is
 * ready by the time it scrolls into view.
 */
export const carouselLoadMarginPx = 300;

/** What {@link useLazyEmbla} returns. */
export interface LazyEmbla {
  /** Put on the carousel's viewport (the element that clips the track). */
  viewportRef: RefObject<HTMLDivElement | null>;
  /** Embla's instance once its code has loaded and it runs; `undefined` before. */
  embla?: EmblaCarouselType;
  /** The autoplay plugin of that instance; `undefined` before. */
  autoplay?: AutoplayType;
}

/**
 * Starts embla-carousel with its autoplay plugin on a server-rendered viewport, downloading their
 * code (about 7 KB gzip) only when the viewport comes within {@link carouselLoadMarginPx} of the
 * screen, or when a visitor points at it or tabs into it first (issue 16: no carousel code at load,
 * none at all on a page read above its carousels). Until then the track stands still as it does
 * without JavaScript. Where IntersectionObserver is missing it starts at once. Carousels mark their
 * root `data-carousel="running"` once `embla` is set (browser tests wait for it).
 * @param options embla's options, read once (a carousel's settings do not change while it lives)
 * @param autoplayOptions the autoplay plugin's options, read once; `delay` in ms
 */
export function useLazyEmbla(options: EmblaOptionsType, autoplayOptions: AutoplayOptionsType): LazyEmbla {
  const viewportRef = useRef<HTMLDivElement>(null);
  const settings = useRef({ options, autoplayOptions });
  const [running, setRunning] = useState<{ embla: EmblaCarouselType; autoplay: AutoplayType }>();

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    let cancelled = false;
    let started: EmblaCarouselType | undefined;
    let observer: IntersectionObserver | undefined;
    const triggers = ['pointerenter', 'focusin'] as const;
    const detach = () => {
      observer?.disconnect();
      for (const type of triggers) viewport.removeEventListener(type, start);
    };
    const start = () => {
      detach();
      void Promise.all([import('embla-carousel'), import('embla-carousel-autoplay')]).then(
        ([{ default: EmblaCarousel }, { default: Autoplay }]) => {
          if (cancelled || started) return;
          const autoplay = Autoplay(settings.current.autoplayOptions);
          started = EmblaCarousel(viewport, settings.current.options, [autoplay]);
          setRunning({ embla: started, autoplay });
        },
      );
    };
    if ('IntersectionObserver' in window) {
      observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && start(), {
        rootMargin: `${carouselLoadMarginPx}px 0px`,
      });
      observer.observe(viewport);
      for (const type of triggers) viewport.addEventListener(type, start);
    } else {
      start();
    }
    return () => {
      cancelled = true;
      detach();
      started?.destroy();
    };
  }, []);

  return { viewportRef, embla: running?.embla, autoplay: running?.autoplay };
}
