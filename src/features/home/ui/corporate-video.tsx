'use client';

import { ResponsiveImage } from '@/components/ui/responsive-image';
import { useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { PlayIcon } from '@/components/ui/icons';
import { videoEmbedUrl } from '../domain/config';

/** Props of {@link CorporateVideo}. */
export interface CorporateVideoProps {
  /** Provider video id (11 characters). */
  videoId: string;
  /** Title of the video: the iframe's `title`, the dialog's accessible name and the play button's label. */
  title: string;
  /** Still frame behind the play button, site path (16:9). */
  poster: string;
}

/**
 * Play button over the corporate video's poster that opens a 16:9 video dialog (SPEC 2.3, 4).
 * The embed uses the provider's privacy-enhanced host and does not autoplay or mute. The iframe
 * exists only while the dialog is open (the dialog unmounts its content when closed), so the page
 * makes no third-party request until the visitor asks for the video, and closing it stops playback.
 * Escape, a backdrop click and the Close button close it; focus returns to the play button.
 */
export function CorporateVideo({ videoId, title, poster }: CorporateVideoProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-label={`Play video: ${title}`}
        className="group relative block aspect-video w-full overflow-hidden rounded-card bg-navy-950 shadow-raised"
      >
        <ResponsiveImage
          src={poster}
          alt=""
          fill
          sizes="(min-width: 1280px) 700px, (min-width: 1024px) 55vw, 100vw"
          className="object-cover transition-transform duration-500 ease-(--ease-out-soft) group-hover:scale-[1.03]"
        />
        <span className="absolute inset-0 bg-gradient-to-t from-navy-950/70 via-navy-950/20 to-transparent" />
        <span className="absolute inset-0 flex flex-col items-center justify-center gap-3">
          <span className="flex size-18 items-center justify-center rounded-full bg-accent-600 text-white shadow-raised ring-8 ring-white/25 transition-transform duration-300 group-hover:scale-105 sm:size-22">
            <PlayIcon className="size-7 translate-x-0.5 sm:size-8" />
          </span>
          <span aria-hidden="true" className="rounded-full bg-navy-950/60 px-3 py-1 text-sm font-semibold text-white">
            Play video
          </span>
        </span>
      </button>
      <Dialog open={open} onOpenChange={setOpen} title={title} hideTitle size="video">
        <div className="aspect-video w-full bg-black">
          <iframe
            src={videoEmbedUrl(videoId)}
            title={title}
            className="size-full border-0"
            allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
            referrerPolicy="strict-origin-when-cross-origin"
          />
        </div>
      </Dialog>
    </>
  );
}
