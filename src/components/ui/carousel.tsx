'use client';

import type { EmblaOptionsType } from 'embla-carousel';
import { Children, useCallback, useEffect, useState, type ReactNode } from 'react';
import { useReducedMotion } from '@/lib/react/use-reduced-motion';
import { PauseIcon, PlayIcon } from './icons';
import { useLazyEmbla } from './use-lazy-embla';

/** Props of {@link Carousel}. */
export interface CarouselProps {
  /** Accessible name of the carousel, e.g. 'Related products'. */
  label: string;
  /** Slides, rendered on the server; each child becomes one slide. */
  children: ReactNode;
  /**
   * Tailwind classes that size a slide per breakpoint, e.g.
   * 'basis-full min-[767px]:basis-1/2 min-[992px]:basis-1/3' (SPEC 9: 1 from 320 px, 2 from 767, 3 from 992).
   */
  slideClassName: string;
  /** Gap between slides in px (SPEC 9 gutter: 12 for related products, 0 for events). */
  gapPx: number;
  /** Autoplay interval in ms (SPEC 9: 3000). */
  intervalMs?: number;
}

/** Embla's options for every carousel: SPEC 9 looping; `duration` 25 is roughly its 400 ms slide. */
const emblaOptions: EmblaOptionsType = { loop: true, duration: 25, align: 'start', dragFree: false };

/**
 * Auto-sliding, looping, draggable carousel on embla-carousel (SPEC 9 settings) with bottom
 * navigation dots and no arrows. Autoplay pauses on hover and keyboard focus, has a visible
 * pause/play control (WCAG 2.2.2) and never starts under `prefers-reduced-motion`.
 *
 * The slides are server HTML and show at once; embla's code loads as the carousel nears the screen
 * ({@link useLazyEmbla}). Until then it is a still row of its first slides, as without JavaScript.
 * The control row keeps its height from the start, so the dots arriving shift nothing.
 */
export function Carousel({ label, children, slideClassName, gapPx, intervalMs = 3000 }: CarouselProps) {
  const slides = Children.toArray(children);
  const reducedMotion = useReducedMotion();
  const {
    viewportRef,
    embla: api,
    autoplay,
  } = useLazyEmbla(emblaOptions, {
    delay: intervalMs,
    playOnInit: false,
    stopOnInteraction: false,
    stopOnMouseEnter: true,
    stopOnFocusIn: true,
  });
  const [selected, setSelected] = useState(0);
  const [snaps, setSnaps] = useState<number[]>([]);
  const [paused, setPaused] = useState(false);

  const sync = useCallback(() => {
    if (!api) return;
    setSnaps(api.scrollSnapList());
    setSelected(api.selectedScrollSnap());
  }, [api]);

  useEffect(() => {
    if (!api) return;
    api.on('select', sync).on('reInit', sync);
    // Subscribing to embla's events is the external-system sync React expects in an effect.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    sync();
    return () => {
      api.off('select', sync).off('reInit', sync);
    };
  }, [api, sync]);

  const canSlide = snaps.length > 1;
  useEffect(() => {
    // With one snap (every slide in view) the autoplay plugin never initialises and must not be called.
    // `snaps` is new after every reInit (a resize re-creates the plugin stopped), so play again then.
    if (!api || !autoplay || !canSlide) return;
    if (reducedMotion || paused) autoplay.stop();
    else autoplay.play();
  }, [api, autoplay, canSlide, reducedMotion, paused, snaps]);

  const playing = !reducedMotion && !paused;

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      data-carousel={api ? 'running' : 'idle'}
      className="relative"
    >
      <div ref={viewportRef} className="overflow-hidden" data-testid="carousel-viewport">
        <div className="flex touch-pan-y" style={{ marginLeft: -gapPx }}>
          {slides.map((slide, i) => (
            <div
              key={i}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${slides.length}`}
              className={`min-w-0 shrink-0 grow-0 ${slideClassName}`}
              style={{ paddingLeft: gapPx }}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      <div className="mt-5 flex min-h-8 items-center justify-center gap-3">
        {canSlide ? (
          <>
            <button
              type="button"
              onClick={() => setPaused((p) => !p)}
              disabled={reducedMotion}
              className="inline-flex size-8 items-center justify-center rounded-full border border-line text-navy-900 hover:bg-water-50 disabled:opacity-50"
              aria-label={playing ? `Pause ${label}` : `Play ${label}`}
            >
              {playing ? <PauseIcon className="size-4" /> : <PlayIcon className="size-3.5" />}
            </button>
            <div className="flex flex-wrap items-center gap-1" role="group" aria-label={`${label} navigation`}>
              {snaps.map((_, i) => (
                <button
                  key={i}
                  type="button"
                  onClick={() => api?.scrollTo(i)}
                  aria-label={`Go to slide ${i + 1}`}
                  aria-current={i === selected ? 'true' : undefined}
                  className="group inline-flex size-6 items-center justify-center"
                >
                  <span
                    className={`block h-2.5 rounded-full transition-all ${i === selected ? 'w-6 bg-water-600' : 'w-2.5 bg-ink-500/40 group-hover:bg-ink-500'}`}
                  />
                </button>
              ))}
            </div>
          </>
        ) : null}
      </div>
    </section>
  );
}
