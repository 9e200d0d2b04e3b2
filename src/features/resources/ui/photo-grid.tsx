'use client';

import { ResponsiveImage } from '@/components/ui/responsive-image';
import { lazyComponent } from '@/lib/react/lazy-component';
import { useState } from 'react';

/** A gallery photo with its intrinsic size in px (the lightbox reserves the space before it loads). */
export interface GalleryPhoto {
  /** Site path of the picture. */
  src: string;
  /** Text alternative; also the caption in the lightbox. */
  alt: string;
  /** Intrinsic width in px. */
  width: number;
  /** Intrinsic height in px. */
  height: number;
}

/** Props of {@link PhotoGrid}. */
export interface PhotoGridProps {
  /** Name of the set, e.g. 'Libya Showroom' (names the lightbox). */
  title: string;
  /** Photos in display order. */
  photos: GalleryPhoto[];
}

// The viewer (and its CSS) is fetched when a thumbnail is first pressed, not with the page.
const PhotoLightbox = lazyComponent(() => import('./photo-lightbox').then((m) => m.PhotoLightbox));

/**
 * Gallery photo grid (SPEC 2.11: Meets, Libya showroom, Morocco showroom, East Africa): 3:2
 * thumbnails of one size in every grid, 2 per row on phones, 3 from 768 px and 5 from 1024 px. Each thumbnail is a button,
 * so Enter or Space opens the keyboard-operable lightbox at that photo.
 */
export function PhotoGrid({ title, photos }: PhotoGridProps) {
  const [view, setView] = useState({ open: false, index: 0 });
  // Stays mounted after the first open so closing can animate and hand focus back to the thumbnail.
  const [loaded, setLoaded] = useState(false);

  return (
    <>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-5" data-testid="photo-grid">
        {photos.map((photo, i) => (
          <li key={photo.src}>
            <button
              type="button"
              onClick={() => {
                setLoaded(true);
                setView({ open: true, index: i });
              }}
              className="group relative block aspect-[3/2] w-full overflow-hidden rounded-lg bg-navy-900 shadow-card focus-visible:outline-offset-4"
              aria-haspopup="dialog"
            >
              <ResponsiveImage
                src={photo.src}
                alt={photo.alt}
                fill
                sizes="(min-width: 1024px) 240px, (min-width: 768px) 33vw, 50vw"
                className="object-cover transition-transform duration-300 group-hover:scale-105"
              />
              <span className="sr-only"> (open larger view)</span>
            </button>
          </li>
        ))}
      </ul>
      {loaded ? (
        <PhotoLightbox
          title={title}
          photos={photos}
          open={view.open}
          index={view.index}
          onClose={() => setView((v) => ({ ...v, open: false }))}
        />
      ) : null}
    </>
  );
}
