import type { LocalVideo as LocalVideoData } from '@/content/schemas/resources';
import { variantUrl } from '@/lib/image-variants';

/**
 * Width of the poster variant, in px: the video is at most 592 CSS px wide (two columns at 1440 px)
 * and 328 px on a 360 px phone, so 720 px is sharp on a phone at 2× and on desktops at 1×.
 */
const posterWidthPx = 720;

/**
 * A video served from this site (SPEC 2.11 gallery videos) in a 16:9 frame with its title as the
 * caption. `preload="none"` keeps the file from downloading until the visitor presses play.
 *
 * A browser fetches a video's poster at once, wherever the video sits on the page, so the poster is
 * the 720 px WebP variant prepared at build (about 12 KB) rather than the 1920 px original (about
 * 57 KB): the gallery's four posters competed with its banner on a phone (issue 16). A picture
 * under a poster-less video would load lazily, but Chromium paints its empty video grey over it.
 * @param video file, poster (a picture under `/images/`) and title from the gallery content
 * @throws Error while rendering (so the build fails) when the poster has no prebuilt variants
 */
export function LocalVideo({ video }: { video: LocalVideoData }) {
  return (
    <figure>
      <video
        controls
        preload="none"
        playsInline
        poster={variantUrl(video.poster, posterWidthPx, 'webp')}
        className="aspect-video w-full rounded-card bg-navy-950 shadow-card"
        aria-label={video.title}
      >
        <source src={video.src} type="video/mp4" />
      </video>
      <figcaption className="mt-3 font-semibold text-navy-900">{video.title}</figcaption>
    </figure>
  );
}
