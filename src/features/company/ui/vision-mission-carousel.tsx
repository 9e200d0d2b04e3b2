'use client';

import { useEffect, useState } from 'react';
import { ChevronRightIcon, PauseIcon, PlayIcon } from '@/components/ui/icons';
import { useLazyEmbla } from '@/components/ui/use-lazy-embla';
import type { TitledText } from '@/content/schemas/resources';
import { useReducedMotion } from '@/lib/react/use-reduced-motion';

/** Props of {@link VisionMissionCarousel}. */
export interface VisionMissionCarouselProps {
  /** Slides (title and desc), rendered in the HTML in this order. */
  items: TitledText[];
  /** Accessible name of the carousel. */
  label: string;
  /** Autoplay interval in ms; longer than the 3000 ms picture carousels because these slides are read. */
  intervalMs?: number;
}

const controlClass =
  'inline-flex size-11 items-center justify-center rounded-full border border-navy-900/15 bg-white text-navy-900 shadow-card transition-colors hover:border-water-600 hover:text-water-700 disabled:opacity-50';

/**
 * Vision and Mission carousel (SPEC 2.4): looping, auto-advancing, draggable, and without
 * indicators (no dots). Previous/next buttons keep it operable by keyboard, and a pause/play
 * button stops the motion (WCAG 2.2.2); autoplay also pauses on hover and focus and never starts
 * under `prefers-reduced-motion`. One slide per view, two from 768 px. Embla's code loads as the
 * carousel nears the screen ({@link useLazyEmbla}).
 *
 * Interim: this is a small embla-carousel of its own because the shared `Carousel` always draws
 * dots. Once it has an option to hide them, this can become `<Carousel indicators={false} ...>`.
 */
export function VisionMissionCarousel({ items, label, intervalMs = 5000 }: VisionMissionCarouselProps) {
  const reducedMotion = useReducedMotion();
  const {
    viewportRef,
    embla: api,
    autoplay,
  } = useLazyEmbla(
    { loop: true, align: 'start', duration: 25 },
    { delay: intervalMs, playOnInit: false, stopOnInteraction: false, stopOnMouseEnter: true, stopOnFocusIn: true },
  );
  const [paused, setPaused] = useState(false);
  const playing = !reducedMotion && !paused;

  useEffect(() => {
    if (!api || !autoplay) return;
    if (playing) autoplay.play();
    else autoplay.stop();
  }, [api, autoplay, playing]);

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      data-carousel={api ? 'running' : 'idle'}
      data-testid="vision-mission-carousel"
    >
      <div ref={viewportRef} className="-mx-2 overflow-hidden px-2 py-2">
        {/* Announce slide changes only when the visitor drives them, not on every autoplay step. */}
        <div
          className="-ml-5 flex touch-pan-y"
          aria-live={playing ? 'off' : 'polite'}
          data-testid="vision-mission-track"
        >
          {items.map((item, i) => (
            <div
              key={item.title}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${items.length}: ${item.title}`}
              className="min-w-0 shrink-0 grow-0 basis-full pl-5 md:basis-1/2"
            >
              <article className="flex h-full flex-col rounded-card border border-line bg-white p-6 shadow-card sm:p-8">
                <span aria-hidden="true" className="text-sm font-semibold tracking-[0.14em] text-water-600">
                  {String(i + 1).padStart(2, '0')}
                </span>
                <h3 className="mt-2 text-xl font-bold text-navy-900 sm:text-2xl">{item.title}</h3>
                <span aria-hidden="true" className="mt-4 block h-1 w-12 rounded-full bg-accent-500" />
                <p className="mt-4 text-[1.05rem] leading-relaxed text-ink-700">{item.desc}</p>
              </article>
            </div>
          ))}
        </div>
      </div>
      <div className="mt-6 flex items-center gap-3">
        <button type="button" className={controlClass} onClick={() => api?.scrollPrev()} aria-label="Previous slide">
          <ChevronRightIcon className="size-5 rotate-180" />
        </button>
        <button type="button" className={controlClass} onClick={() => api?.scrollNext()} aria-label="Next slide">
          <ChevronRightIcon className="size-5" />
        </button>
        <button
          type="button"
          className={controlClass}
          onClick={() => setPaused((p) => !p)}
          disabled={reducedMotion}
          aria-label={playing ? `Pause ${label}` : `Play ${label}`}
        >
          {playing ? <PauseIcon className="size-4" /> : <PlayIcon className="size-3.5" />}
        </button>
      </div>
    </section>
  );
}
