'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { useReducedMotion } from '@/lib/react/use-reduced-motion';

/** Props of {@link ParallaxLayer}. */
export interface ParallaxLayerProps {
  /** The background (usually a `fill` image). */
  children: ReactNode;
  /**
   * Fraction of the page's scroll the layer moves down by (0.3 = the background scrolls at 70 % of the
   * page's speed). The layer must be taller than its section by about `speed × section height`.
   */
  speed?: number;
  /** Positioning classes; the layer should overhang its section top and bottom (e.g. -top-[15%] h-[130%]). */
  className?: string;
}

/**
 * Background layer of a parallax header at the top of a page: while its section is on screen it is shifted with a
 * `translate3d` on each animation frame after a scroll, which gives the look of
 * `background-attachment: fixed` without its cost or its failure on iOS. Under
 * `prefers-reduced-motion` (and without JavaScript) the layer stays still.
 */
export function ParallaxLayer({ children, speed = 0.3, className = '' }: ParallaxLayerProps) {
  const layerRef = useRef<HTMLDivElement>(null);
  const reducedMotion = useReducedMotion(true);

  useEffect(() => {
    const layer = layerRef.current;
    const section = layer?.parentElement;
    if (!layer || !section || reducedMotion) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      const rect = section.getBoundingClientRect();
      // Off screen there is nothing to move; skipping the write keeps scrolling cheap.
      if (rect.bottom < 0 || rect.top > window.innerHeight) return;
      // Measured from the top of the page, so the layer starts where the prerendered HTML put it.
      layer.style.transform = `translate3d(0, ${(window.scrollY * speed).toFixed(1)}px, 0)`;
    };
    const onScroll = () => {
      frame ||= requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      cancelAnimationFrame(frame);
      layer.style.transform = '';
    };
  }, [reducedMotion, speed]);

  return (
    <div
      ref={layerRef}
      aria-hidden="true"
      data-testid="parallax-layer"
      className={`absolute inset-x-0 -z-20 will-change-transform ${className}`}
    >
      {children}
    </div>
  );
}
