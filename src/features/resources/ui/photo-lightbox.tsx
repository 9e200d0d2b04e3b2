'use client';

import Lightbox from 'yet-another-react-lightbox';
import Captions from 'yet-another-react-lightbox/plugins/captions';
import Counter from 'yet-another-react-lightbox/plugins/counter';
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/captions.css';
import 'yet-another-react-lightbox/plugins/counter.css';
import { useMemo } from 'react';
import type { GalleryPhoto } from './photo-grid';

/** Props of {@link PhotoLightbox}. */
export interface PhotoLightboxProps {
  /** Name of the photo set, used in the dialog's accessible name. */
  title: string;
  /** Photos in grid order. */
  photos: GalleryPhoto[];
  /** Whether the lightbox is open. */
  open: boolean;
  /** Index of the photo the lightbox opens at; read on opening only. */
  index: number;
  /** Called when the visitor closes the lightbox (Escape, close button, swipe down, backdrop). */
  onClose: () => void;
}

/**
 * Full-screen photo viewer on yet-another-react-lightbox: a modal dialog (the page behind is inert)
 * with a counter and the text alternative as caption. Arrow keys move between photos, Escape
 * closes and focus returns to the thumbnail that opened it. Loaded on first use only, so the
 * gallery page does not ship the viewer until someone opens a photo.
 */
export function PhotoLightbox({ title, photos, open, index, onClose }: PhotoLightboxProps) {
  // The lightbox keeps the current photo itself. It starts again at `index` whenever `slides` or
  // `index` change, so a new array on every render, or an index fed back from `on.view`, undid a
  // quick second arrow key: the lagging index arrived after the key had moved on (CI, stop 38).
  const slides = useMemo(
    () =>
      photos.map((photo) => ({
        src: photo.src,
        alt: photo.alt,
        width: photo.width,
        height: photo.height,
        description: photo.alt,
      })),
    [photos],
  );
  return (
    <Lightbox
      open={open}
      index={index}
      close={onClose}
      slides={slides}
      plugins={[Captions, Counter]}
      captions={{ descriptionTextAlign: 'center', descriptionMaxLines: 2 }}
      counter={{ container: { style: { top: 0, bottom: 'unset' } } }}
      carousel={{ finite: false }}
      controller={{ closeOnBackdropClick: true }}
      labels={{ Lightbox: `${title} photos`, 'Photo gallery': title }}
      styles={{ container: { backgroundColor: 'rgb(6 18 38 / 0.95)' } }}
    />
  );
}
